import type { ComponentPropsWithRef, ReactNode } from 'react';
import { StyledCheckboxInput, StyledCheckboxLabel } from './styled';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
}

export function Checkbox({ label, className, style, disabled = false, ...rest }: CheckboxProps) {
  return (
    <StyledCheckboxLabel className={className} style={style} $disabled={disabled}>
      <StyledCheckboxInput type="checkbox" disabled={disabled} {...rest} />
      <span>{label}</span>
    </StyledCheckboxLabel>
  );
}
