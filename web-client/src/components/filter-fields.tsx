import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormField, Select, TextField, type SelectOption } from '@inkwell/ui-kit';
import { StyledFilterActions } from './styled';

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
}

/** A filter offering one of `options` or, with the empty value, any. */
export function FilterSelect({ id, label, value, options, onChange }: FilterSelectProps) {
  const { t } = useTranslation();
  return (
    <FormField label={label} htmlFor={id}>
      <Select
        id={id}
        value={value}
        options={options}
        placeholder={t('filters.any')}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}

interface FilterInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A free-text, number or date filter. */
export function FilterInput({ id, label, value, onChange, ...inputProps }: FilterInputProps) {
  return (
    <FormField label={label} htmlFor={id}>
      <TextField id={id} value={value} onChange={(event) => onChange(event.target.value)} {...inputProps} />
    </FormField>
  );
}

/** Clears every filter at once. */
export function ResetFiltersButton({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <StyledFilterActions>
      <Button variant="secondary" size="sm" onClick={onReset}>
        {t('filters.reset')}
      </Button>
    </StyledFilterActions>
  );
}
