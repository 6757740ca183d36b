import { useField } from 'formik';
import type { ReactNode } from 'react';
import { FormField, TextArea } from '@inkwell/ui-kit';

export interface FormikTextAreaProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
  maxLength?: number;
  rows?: number;
}

/** A labelled multi-line text bound to a Formik field; the error shows once the field was touched or submitted. */
export function FormikTextArea({ name, label, hint, required, id = name, maxLength, rows }: FormikTextAreaProps) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <FormField label={label} htmlFor={id} error={error} hint={hint} required={required}>
      <TextArea id={id} {...field} maxLength={maxLength} rows={rows} invalid={Boolean(error)} />
    </FormField>
  );
}
