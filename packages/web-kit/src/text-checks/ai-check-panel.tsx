import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, EmptyState, Spinner, formatDate } from '@inkwell/ui-kit';
import type { AiCheckClassification, AiCheckResult } from '@inkwell/contracts';
import { errorToText } from '../api/error-to-text';
import type { TextCheckApi } from './text-checks-api';
import { useTextCheckText } from './text-checks-texts';
import { StyledFigure, StyledHeading, StyledHistory, StyledItem, StyledLabel, StyledList, StyledMuted, StyledPanel, StyledPanelHeader, StyledPassage } from './styled';

/** How often the panel asks again while a check is requested or running. */
export const AI_CHECK_POLL_MS = 2000;

const percent = (share: number) => Math.round(share * 100);

function isRunning(check: AiCheckResult | undefined): boolean {
  return check?.status === 'CREATE_REQUESTED' || check?.status === 'CREATE_PENDING';
}

function Classification({ classification }: { classification: AiCheckClassification }) {
  const text = useTextCheckText();
  return (
    <StyledItem>
      <strong>{text(classification.ai ? 'aiCheck.aiPassages' : 'aiCheck.humanPassages', { percent: percent(classification.probability) })}</strong>
      {classification.matches.map((match, index) => (
        <StyledPassage key={index}>
          {match.text}
          <StyledMuted>{text('aiCheck.words', { count: match.words })}</StyledMuted>
        </StyledPassage>
      ))}
    </StyledItem>
  );
}

/** One check: its state, or its probability, who judged it (the local heuristic named as such) and its passages. */
function AiCheckView({ check }: { check: AiCheckResult }) {
  const text = useTextCheckText();
  return (
    <StyledPanel aria-label={text('aiCheck.checkedAt', { date: formatDate(check.createdAt, true) })}>
      <StyledMuted>
        {text('aiCheck.checkedAt', { date: formatDate(check.createdAt, true) })}
        {check.historic ? ` · ${text('aiCheck.historicNote')}` : ''}
      </StyledMuted>
      {check.provider === 'heuristic' ? (
        <div>
          <StyledLabel>{text('aiCheck.heuristic')}</StyledLabel>
          <StyledMuted>{text('aiCheck.heuristicHint')}</StyledMuted>
        </div>
      ) : (
        <StyledMuted>{text('aiCheck.provider')}</StyledMuted>
      )}
      {isRunning(check) && <Spinner label={text('aiCheck.running')} />}
      {check.status === 'FAILED' && <Alert variant="danger">{text('aiCheck.failed', { reason: check.error ?? '' })}</Alert>}
      {check.status === 'DONE' && check.probability !== null && (
        <>
          <StyledFigure>{text('aiCheck.probability', { percent: percent(check.probability) })}</StyledFigure>
          <StyledList>
            {check.classifications.map((classification, index) => (
              <Classification key={index} classification={classification} />
            ))}
          </StyledList>
        </>
      )}
    </StyledPanel>
  );
}

export interface AiCheckPanelProps {
  /** the role's calls: injectTextCheckEndpoints(api, 'client' | 'admin') */
  api: TextCheckApi;
  orderId: number;
}

/**
 * The order's AI-text check (decision 047): run it when the newest check is historic, failed or missing; the
 * current result with its probability and passages (asked again every 2 s while it runs); earlier texts' checks
 * folded away below. A 409 (already running, text unchanged) shows as the server says it.
 */
export function AiCheckPanel({ api, orderId }: AiCheckPanelProps) {
  const text = useTextCheckText();
  const { t } = useTranslation();
  const [polling, setPolling] = useState(false);
  const checks = api.useGetAiChecksQuery(orderId, { pollingInterval: polling ? AI_CHECK_POLL_MS : 0 });
  const running = isRunning(checks.data?.[0]);
  useEffect(() => setPolling(running), [running]);
  const [create, creation] = api.useCreateAiCheckMutation();

  const all = checks.data ?? [];
  const newest = all[0];
  const current = all.filter((check) => !check.historic);
  const historic = all.filter((check) => check.historic);
  const mayRun = !running && !(newest?.status === 'DONE' && !newest.historic);

  return (
    <StyledPanel aria-labelledby={`ai-check-${orderId}`}>
      <StyledPanelHeader>
        <StyledHeading id={`ai-check-${orderId}`}>{text('aiCheck.title')}</StyledHeading>
        {!checks.isLoading && !checks.isError && (
          <Button variant="secondary" onClick={() => void create(orderId)} loading={creation.isLoading} disabled={!mayRun}>
            {text('aiCheck.run')}
          </Button>
        )}
      </StyledPanelHeader>
      {creation.isError && (
        <Alert variant="danger" onDismiss={creation.reset} autoDismissMs={0}>
          {errorToText(creation.error, t)}
        </Alert>
      )}
      {checks.isLoading ? (
        <Spinner label={text('aiCheck.title')} />
      ) : checks.isError ? (
        <Alert variant="danger">
          {text('aiCheck.loadFailed')}{' '}
          <Button variant="secondary" size="sm" onClick={() => void checks.refetch()}>
            {text('retry')}
          </Button>
        </Alert>
      ) : !all.length ? (
        <EmptyState title={text('aiCheck.empty')} hint={text('aiCheck.emptyHint')} />
      ) : (
        <>
          {current.map((check) => (
            <AiCheckView key={check.id} check={check} />
          ))}
          {historic.length > 0 && (
            <StyledHistory>
              <summary>{text('aiCheck.history', { count: historic.length })}</summary>
              <StyledList>
                {historic.map((check) => (
                  <StyledItem key={check.id}>
                    <AiCheckView check={check} />
                  </StyledItem>
                ))}
              </StyledList>
            </StyledHistory>
          )}
        </>
      )}
    </StyledPanel>
  );
}
