import type { HTMLAttributes } from 'react';
import { StyledRing, StyledSpinner, StyledSpinnerLabel } from './styled';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /** Read by screen readers; not shown. */
  label?: string;
  size?: 'sm' | 'lg';
}

export function Spinner({ label = 'Loading', size = 'sm', ...rest }: SpinnerProps) {
  return (
    <StyledSpinner role="status" {...rest}>
      <StyledRing $size={size} aria-hidden="true" />
      <StyledSpinnerLabel>{label}</StyledSpinnerLabel>
    </StyledSpinner>
  );
}
