import { useField } from 'formik';
import { useId, type InputHTMLAttributes } from 'react';
import { FormField } from '../form-field/form-field';
import { Select, type SelectOption } from '../select/select';
import { TextArea } from '../text-area/text-area';
import { TextField } from '../text-field/text-field';

interface FieldProps {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
}

/** The field's error once it was touched: messages appear as the client leaves a field, not while typing. */
function useFieldWithError(name: string) {
  const [field, meta] = useField<string>(name);
  return { field, error: meta.touched ? meta.error : undefined };
}

export function DepositTextField({
  name,
  label,
  hint,
  required,
  disabled,
  inputMode,
  type,
}: FieldProps & Pick<InputHTMLAttributes<HTMLInputElement>, 'inputMode' | 'type'>) {
  const id = useId();
  const { field, error } = useFieldWithError(name);
  return (
    <FormField label={label} htmlFor={id} error={error} hint={hint} required={required}>
      <TextField id={id} {...field} type={type} inputMode={inputMode} disabled={disabled} invalid={Boolean(error)} />
    </FormField>
  );
}

export function DepositTextArea({ name, label, hint }: FieldProps) {
  const id = useId();
  const { field, error } = useFieldWithError(name);
  return (
    <FormField label={label} htmlFor={id} error={error} hint={hint}>
      <TextArea id={id} rows={2} {...field} invalid={Boolean(error)} />
    </FormField>
  );
}

export function DepositSelectField({
  name,
  label,
  hint,
  required,
  disabled,
  options,
  placeholder,
}: FieldProps & { options: SelectOption[]; placeholder?: string }) {
  const id = useId();
  const { field, error } = useFieldWithError(name);
  return (
    <FormField label={label} htmlFor={id} error={error} hint={hint} required={required}>
      <Select id={id} {...field} options={options} placeholder={placeholder} disabled={disabled} invalid={Boolean(error)} />
    </FormField>
  );
}
