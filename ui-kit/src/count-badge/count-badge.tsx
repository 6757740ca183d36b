import type { HTMLAttributes } from 'react';
import { StyledCountBadge, StyledCountLabel } from './styled';

export interface CountBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** How many; nothing is shown for 0 or less. */
  count: number;
  /** What screen readers hear instead of the bare number, e.g. "3 unread messages". */
  label: string;
  /** Larger counts show as "{max}+", so the badge keeps its size. */
  max?: number;
}

/**
 * A small red count next to a control (unread messages, orders ready). The number is for the eye; assistive
 * technology reads `label`, which says what is counted.
 */
export function CountBadge({ count, label, max = 99, ...rest }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <StyledCountBadge {...rest}>
      <span aria-hidden="true">{count > max ? `${max}+` : count}</span>
      <StyledCountLabel>{label}</StyledCountLabel>
    </StyledCountBadge>
  );
}
