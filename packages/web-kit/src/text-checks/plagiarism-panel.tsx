import { Link } from 'react-router-dom';
import { Alert, Button, Spinner } from '@inkwell/ui-kit';
import type { TextCheckApi } from './text-checks-api';
import { useTextCheckText } from './text-checks-texts';
import { StyledHeading, StyledItem, StyledList, StyledMuted, StyledPanel, StyledPassage } from './styled';

export interface PlagiarismPanelProps {
  api: TextCheckApi;
  orderId: number;
  /** staff: where another order's page is; clients and linguists are never told which order matched */
  orderLink?: (orderId: number) => string;
}

/** The order's plagiarism check (decision 047): other texts that share passages with this one, and the passages. */
export function PlagiarismPanel({ api, orderId, orderLink }: PlagiarismPanelProps) {
  const text = useTextCheckText();
  const result = api.useGetPlagiarismQuery(orderId);
  const data = result.data;
  return (
    <StyledPanel aria-labelledby={`plagiarism-${orderId}`}>
      <StyledHeading id={`plagiarism-${orderId}`}>{text('plagiarism.title')}</StyledHeading>
      {result.isLoading ? (
        <Spinner label={text('plagiarism.checking')} />
      ) : result.isError || !data ? (
        <Alert variant="danger">
          {text('plagiarism.loadFailed')}{' '}
          <Button variant="secondary" size="sm" onClick={() => void result.refetch()}>
            {text('retry')}
          </Button>
        </Alert>
      ) : data.contractorTextId === null ? (
        <StyledMuted>{text('plagiarism.noText')}</StyledMuted>
      ) : !data.matches.length ? (
        <Alert variant="success">{text('plagiarism.none')}</Alert>
      ) : (
        <>
          <Alert variant={data.hit ? 'warning' : 'info'}>{text('plagiarism.hit')}</Alert>
          <StyledList>
            {data.matches.map((match, index) => (
              <StyledItem key={match.orderId ?? index}>
                <strong>
                  {match.orderId !== null && orderLink ? (
                    <Link to={orderLink(match.orderId)}>{text('plagiarism.openOrder', { id: match.orderId, title: match.title ?? '' })}</Link>
                  ) : (
                    text('plagiarism.otherOrder')
                  )}
                </strong>
                <StyledMuted>{text('plagiarism.share', { percent: Math.round(match.share * 100) })}</StyledMuted>
                {match.passages.map((passage, at) => (
                  <StyledPassage key={at}>{passage.text}</StyledPassage>
                ))}
              </StyledItem>
            ))}
          </StyledList>
        </>
      )}
    </StyledPanel>
  );
}
