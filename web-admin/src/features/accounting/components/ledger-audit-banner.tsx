import { useTranslation } from 'react-i18next';
import { Alert, Button, formatDate, formatMoney } from '@inkwell/ui-kit';
import type { CurrencyIso, LedgerAuditDto } from '@inkwell/contracts';
import { errorToText } from '@inkwell/web-kit';
import { useGetLedgerAuditQuery, useRunLedgerAuditMutation } from '../api/accounting-api';
import { StyledFindings } from './styled';

function Finding({ finding }: { finding: LedgerAuditDto['discrepancies'][number] }) {
  const { t } = useTranslation();
  const subject = finding.account ?? (finding.transactionId ? `#${finding.transactionId}` : '');
  const difference =
    finding.difference !== undefined && finding.currency ? formatMoney(finding.difference, finding.currency as CurrencyIso) : '';
  return <li>{t('accounting.audit.finding', { problem: finding.problem, subject, difference })}</li>;
}

/**
 * The nightly ledger audit's last result, on every tab: staff hear of drift where they export the books, in red,
 * with what drifted; a clean audit is one quiet line. Staff can audit again at once.
 */
export function LedgerAuditBanner() {
  const { t } = useTranslation();
  const { data, error } = useGetLedgerAuditQuery();
  const [runAudit, run] = useRunLedgerAuditMutation();
  const audit = data?.audit ?? null;

  const action = (
    <Button variant="secondary" size="sm" loading={run.isLoading} onClick={() => void runAudit()}>
      {t('accounting.audit.run')}
    </Button>
  );
  if (error || run.error) return <Alert variant="danger">{errorToText(error ?? run.error, t)}</Alert>;
  if (!data) return null;
  if (!audit) {
    return (
      <Alert variant="info">
        {t('accounting.audit.none')} {action}
      </Alert>
    );
  }
  const date = formatDate(audit.checkedAt, true);
  if (audit.discrepancyCount === 0) {
    return (
      <Alert variant="success">
        {t('accounting.audit.clean', { date, accounts: audit.accountsChecked })} {action}
      </Alert>
    );
  }
  return (
    <Alert variant="danger">
      {t('accounting.audit.drift', { date, count: audit.discrepancyCount })}
      <StyledFindings>
        {audit.discrepancies.map((finding, index) => (
          <Finding key={index} finding={finding} />
        ))}
      </StyledFindings>
      {action}
    </Alert>
  );
}
