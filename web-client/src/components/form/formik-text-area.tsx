import { useField } from 'formik';
import type { ReactNode } from 'react';
import { FormField } from '@inkwell/ui-kit';
import { StyledTextArea } from '../styled';

export interface FormikTextAreaProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
  maxLength?: number;
}

/** A labelled multi-line text bound to a Formik field (ui-kit has no text area yet). */
export function FormikTextArea({ name, label, hint, required, id = name, maxLength }: FormikTextAreaProps) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <FormField label={label} htmlFor={id} error={error} hint={hint} required={required}>
      <StyledTextArea id={id} {...field} maxLength={maxLength} aria-invalid={error ? true : undefined} />
    </FormField>
  );
}
