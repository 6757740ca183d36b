import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageHeader, Tabs } from '@inkwell/ui-kit';
import { Stack, TabPanel, useLocalizedPath } from '@inkwell/web-kit';
import { RequireFakturaAccess } from '../../../components/faktura-access';
import { CreditDrafts, CreditNoteSearch, CreditPositions, CronErrors } from './credit-notes-tables';
import { CreditRunForm, lastWeek } from './credit-run-form';

const TABS = ['search', 'positions', 'cron-errors', 'drafts'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | undefined): value is Tab => (TABS as readonly (string | undefined)[]).includes(value);

/** Admin spec /billing/credit-invoices/:tab? (default search, fakturaAccess): credit notes, their work and their runs. */
export function CreditNotesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { tab = 'search' } = useParams();
  const [period, setPeriod] = useState(lastWeek);
  if (!isTab(tab)) return <Navigate to={localized('/billing/credit-invoices')} replace />;
  return (
    <RequireFakturaAccess>
      <PageHeader title={t('creditNotes.title')} />
      <Stack>
        <CreditRunForm period={period} onPeriodChange={setPeriod} />
        <Tabs
          aria-label={t('creditNotes.title')}
          tabs={TABS.map((id) => ({ id, label: t(`creditNotes.tabs.${id}`) }))}
          active={tab}
          onChange={(id) => navigate(localized(`/billing/credit-invoices/${id}`))}
        />
        <TabPanel aria-label={t(`creditNotes.tabs.${tab}`)}>
          {tab === 'search' && <CreditNoteSearch />}
          {tab === 'positions' && <CreditPositions />}
          {tab === 'cron-errors' && <CronErrors />}
          {tab === 'drafts' && <CreditDrafts period={period} />}
        </TabPanel>
      </Stack>
    </RequireFakturaAccess>
  );
}
