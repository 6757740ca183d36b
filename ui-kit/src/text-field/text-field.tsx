import type { ComponentPropsWithRef } from 'react';
import { StyledInput } from './styled';

export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  /** Marks the value as wrong: danger border and `aria-invalid`. */
  invalid?: boolean;
}

export function TextField({ invalid, type = 'text', ...rest }: TextFieldProps) {
  return <StyledInput type={type} aria-invalid={invalid || undefined} {...rest} />;
}
