import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert, Button, FormField, Spinner, TextArea, formatDate } from '@inkwell/ui-kit';
import { PLAGIARISM_DISMISS_REASON_MAX_LENGTH } from '@inkwell/contracts';
import { ConfirmModal } from '../orders/confirm-modal';
import { errorToText } from '../api/error-to-text';
import type { TextCheckApi } from './text-checks-api';
import { useTextCheckText } from './text-checks-texts';
import { StyledHeading, StyledItem, StyledList, StyledMuted, StyledPanel, StyledPassage } from './styled';

export interface PlagiarismPanelProps {
  api: TextCheckApi;
  orderId: number;
  /** staff: where another order's page is; clients and linguists are never told which order matched */
  orderLink?: (orderId: number) => string;
  /** staff: the hit may be dismissed with a reason */
  canDismiss?: boolean;
}

/** Staff judge a hit harmless: a reason is required, and a refusal stays in the dialog with what was typed. */
function DismissHit({ api, orderId }: { api: TextCheckApi; orderId: number }) {
  const text = useTextCheckText();
  const { t } = useTranslation();
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [dismiss, state] = api.useDismissPlagiarismMutation();
  const close = () => {
    setOpen(false);
    state.reset();
  };
  const confirm = async () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    try {
      await dismiss({ orderId, reason: reason.trim() }).unwrap();
      setOpen(false);
      setReason('');
    } catch {
      // shown in the dialog from the mutation's state
    }
  };
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {text('plagiarism.dismiss')}
      </Button>
      <ConfirmModal
        open={open}
        title={text('plagiarism.dismissTitle')}
        confirmLabel={text('plagiarism.dismissConfirm')}
        onConfirm={() => void confirm()}
        onClose={close}
        loading={state.isLoading}
        error={state.isError ? errorToText(state.error, t) : undefined}
      >
        <p>{text('plagiarism.dismissText')}</p>
        <FormField label={text('plagiarism.dismissReason')} htmlFor={reasonId} required error={missing ? text('plagiarism.dismissRequired') : undefined}>
          <TextArea
            id={reasonId}
            value={reason}
            maxLength={PLAGIARISM_DISMISS_REASON_MAX_LENGTH}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
          />
        </FormField>
      </ConfirmModal>
    </>
  );
}

/** The order's plagiarism check (decision 047): other texts that share passages with this one, and the passages. */
export function PlagiarismPanel({ api, orderId, orderLink, canDismiss = false }: PlagiarismPanelProps) {
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
          {data.dismissal && (
            <Alert variant="info">{text('plagiarism.dismissed', { date: formatDate(data.dismissal.dismissedAt, true), reason: data.dismissal.reason })}</Alert>
          )}
          {data.hit && canDismiss && <DismissHit api={api} orderId={orderId} />}
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
