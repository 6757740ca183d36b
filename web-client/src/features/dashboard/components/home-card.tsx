import { useId, type ReactNode } from 'react';
import { StyledSummaryCard, StyledSummaryTitle } from './styled';

/** A card of the Get started tab, named by its title for assistive technology. */
export function HomeCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <StyledSummaryCard aria-labelledby={titleId}>
      <StyledSummaryTitle id={titleId}>{title}</StyledSummaryTitle>
      {children}
    </StyledSummaryCard>
  );
}
