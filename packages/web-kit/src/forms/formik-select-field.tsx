import { useField } from 'formik';
import type { ReactNode } from 'react';
import { FormField, Select, type SelectOption } from '@inkwell/ui-kit';

export interface FormikSelectFieldProps {
  name: string;
  label: ReactNode;
  options: SelectOption[];
  placeholder?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
}

/** A labelled select bound to a Formik field; the error shows once the field was touched or submitted. */
export function FormikSelectField({ name, label, options, placeholder, hint, required, disabled, id = name }: FormikSelectFieldProps) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <FormField label={label} htmlFor={id} error={error} hint={hint} required={required}>
      <Select
        id={id}
        {...field}
        value={String(field.value ?? '')}
        options={options}
        placeholder={placeholder}
        disabled={disabled}
        invalid={Boolean(error)}
      />
    </FormField>
  );
}
