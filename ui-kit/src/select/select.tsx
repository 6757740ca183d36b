import type { ComponentPropsWithRef } from 'react';
import { StyledSelect, StyledSelectWrapper } from './styled';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends ComponentPropsWithRef<'select'> {
  options: SelectOption[];
  /** Shown as a first option with the empty value, so filters can offer "any". */
  placeholder?: string;
  invalid?: boolean;
}

export function Select({ options, placeholder, invalid, className, style, ...rest }: SelectProps) {
  return (
    <StyledSelectWrapper className={className} style={style}>
      <StyledSelect aria-invalid={invalid || undefined} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
    </StyledSelectWrapper>
  );
}
