import { useId, type ReactNode } from 'react';
import { StyledSection, StyledSectionTitle } from './layout';

/** A part of a page under its own heading, named by it for assistive technology. */
export function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <StyledSection aria-labelledby={titleId}>
      <StyledSectionTitle id={titleId}>{title}</StyledSectionTitle>
      {children}
    </StyledSection>
  );
}
