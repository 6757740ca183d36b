import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@inkwell/ui-kit';
import { errorToText } from '@inkwell/web-kit';
import { StyledSummaryCard, StyledSummaryList, StyledSummaryPending, StyledSummaryTitle } from './styled';

export interface SummaryItem {
  id: string;
  label: ReactNode;
  value: ReactNode;
}

interface SummaryCardProps {
  title: string;
  /** null while loading or when the call failed */
  items: SummaryItem[] | null;
  loading: boolean;
  /** How many figures the card lists once loaded: its loading state keeps their room, so nothing below moves. */
  rows: number;
  error?: unknown;
  footer?: ReactNode;
}

/** A dashboard card of a few figures, with its own loading and error state. */
export function SummaryCard({ title, items, loading, rows, error, footer }: SummaryCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  let body: ReactNode;
  if (loading) {
    body = (
      <StyledSummaryPending $rows={rows}>
        <Spinner label={t('table.loading')} />
      </StyledSummaryPending>
    );
  }
  else if (!items) body = <Alert variant="danger">{errorToText(error, t)}</Alert>;
  else {
    body = (
      <StyledSummaryList>
        {items.map((item) => (
          <div key={item.id}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </StyledSummaryList>
    );
  }
  return (
    <StyledSummaryCard aria-labelledby={titleId}>
      <StyledSummaryTitle id={titleId}>{title}</StyledSummaryTitle>
      {body}
      {footer}
    </StyledSummaryCard>
  );
}
