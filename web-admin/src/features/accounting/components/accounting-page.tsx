import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button, PageHeader, Tabs } from '@inkwell/ui-kit';
import { ACCOUNTING_TABS, type AccountingTab } from '@inkwell/contracts';
import { ButtonRow, DownloadErrorAlert, Stack, TabPanel, useFileDownload, useLocalizedPath } from '@inkwell/web-kit';
import { RequireFakturaAccess } from '../../../components/faktura-access';
import { useDownloadAccountingFileMutation, type AccountingFile } from '../api/accounting-api';
import { DatevSettingsForm } from './datev-settings-form';
import { LedgerAuditBanner } from './ledger-audit-banner';
import { PeriodPicker, usePeriod } from './period-picker';
import { TrialBalance } from './trial-balance';

const isAccountingTab = (value: string): value is AccountingTab => (ACCOUNTING_TABS as readonly string[]).includes(value);
const WITH_PERIOD: ReadonlySet<AccountingTab> = new Set(['datev', 'balance', 'balance-export']);

/** One tab's downloads: a button per file, one message when a download fails. */
function Downloads({ files }: { files: { file: AccountingFile; label: string }[] }) {
  const download = useFileDownload(useDownloadAccountingFileMutation());
  return (
    <>
      <DownloadErrorAlert download={download} />
      <ButtonRow>
        {files.map(({ file, label }) => (
          <Button key={file.id} onClick={() => download.download(file)} loading={download.downloadingId === file.id}>
            {label}
          </Button>
        ))}
      </ButtonRow>
    </>
  );
}

function AccountingTabContent({ tab }: { tab: AccountingTab }) {
  const { t } = useTranslation();
  const periodState = usePeriod();
  const { period, problem } = periodState;
  // A period the server would refuse is corrected first; its field says why.
  const ready = problem === null;
  return (
    <Stack>
      {WITH_PERIOD.has(tab) && <PeriodPicker state={periodState} />}
      {tab === 'datev' && (
        <>
          <p>{t('accounting.datev.intro')}</p>
          {ready && <Downloads files={[{ file: { id: 1, kind: 'datev', period }, label: t('accounting.datev.download') }]} />}
          <DatevSettingsForm />
        </>
      )}
      {tab === 'balance' && ready && <TrialBalance period={period} />}
      {tab === 'balance-export' && (
        <>
          <p>{t('accounting.balanceExport.intro')}</p>
          {ready && (
            <Downloads
              files={[
                { file: { id: 2, kind: 'balance-csv', period }, label: t('accounting.balanceExport.csv') },
                { file: { id: 3, kind: 'balance-xlsx', period }, label: t('accounting.balanceExport.xlsx') },
              ]}
            />
          )}
        </>
      )}
      {tab === 'debtors' && (
        <>
          <p>{t('accounting.debtors.intro')}</p>
          <Downloads files={[{ file: { id: 4, kind: 'debtors' }, label: t('accounting.debtors.download') }]} />
        </>
      )}
      {tab === 'creditors' && (
        <>
          <p>{t('accounting.creditors.intro')}</p>
          <Downloads files={[{ file: { id: 5, kind: 'creditors' }, label: t('accounting.creditors.download') }]} />
        </>
      )}
    </Stack>
  );
}

/**
 * Admin spec /billing/accounting/:tab? (default datev; fakturaAccess): what the accountant imports — DATEV bookings,
 * the trial balance and its export, debtors and creditors — with the nightly ledger audit's result above every tab.
 */
export function AccountingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { search } = useLocation();
  const { tab = 'datev' } = useParams();
  if (!isAccountingTab(tab)) return <Navigate to={localized('/billing/accounting')} replace />;
  return (
    <RequireFakturaAccess>
      <PageHeader title={t('accounting.title')} />
      <Stack>
        <LedgerAuditBanner />
        <Tabs
          aria-label={t('accounting.title')}
          tabs={ACCOUNTING_TABS.map((id) => ({ id, label: t(`accounting.tabs.${id}`) }))}
          active={tab}
          // The period travels with the tab, so switching from DATEV to the balance keeps the month.
          onChange={(next) => navigate({ pathname: localized(next === 'datev' ? '/billing/accounting' : `/billing/accounting/${next}`), search })}
        />
        <TabPanel aria-label={t(`accounting.tabs.${tab}`)}>
          <AccountingTabContent tab={tab} />
        </TabPanel>
      </Stack>
    </RequireFakturaAccess>
  );
}
