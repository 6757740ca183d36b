import type { ReactNode } from 'react';
import { StyledEmptyAction, StyledEmptyHint, StyledEmptyState, StyledEmptyTitle } from './styled';

export interface EmptyStateProps {
  title: ReactNode;
  hint?: ReactNode;
  /** Usually a button that creates the first item. */
  action?: ReactNode;
}

export function EmptyState({ title, hint, action }: EmptyStateProps) {
  return (
    <StyledEmptyState>
      <StyledEmptyTitle>{title}</StyledEmptyTitle>
      {hint && <StyledEmptyHint>{hint}</StyledEmptyHint>}
      {action && <StyledEmptyAction>{action}</StyledEmptyAction>}
    </StyledEmptyState>
  );
}
