import { useId, type ReactNode } from 'react';
import { StyledDetailsCard, StyledDetailsList, StyledDetailsRow, StyledDetailsTitle } from './styled';

export interface DetailsCardItem {
  id: string;
  label: ReactNode;
  value: ReactNode;
}

/** A titled card of label/value pairs, e.g. the account facts on a dashboard. */
export function DetailsCard({ title, items }: { title: ReactNode; items: DetailsCardItem[] }) {
  const titleId = useId();
  return (
    <StyledDetailsCard aria-labelledby={titleId}>
      <StyledDetailsTitle id={titleId}>{title}</StyledDetailsTitle>
      <StyledDetailsList>
        {items.map((item) => (
          <StyledDetailsRow key={item.id}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </StyledDetailsRow>
        ))}
      </StyledDetailsList>
    </StyledDetailsCard>
  );
}
