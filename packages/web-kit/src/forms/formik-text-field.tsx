import { useField } from 'formik';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormField, TextField } from '@inkwell/ui-kit';

export interface FormikTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Defaults to the field name; pass one when a page shows two forms with the same field names. */
  id?: string;
}

/** A labelled text input bound to a Formik field; the error shows once the field was touched or submitted. */
export function FormikTextField({ name, label, hint, id = name, required, ...inputProps }: FormikTextFieldProps) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <FormField label={label} htmlFor={id} error={error} hint={hint} required={required}>
      <TextField id={id} {...field} {...inputProps} invalid={Boolean(error)} />
    </FormField>
  );
}
