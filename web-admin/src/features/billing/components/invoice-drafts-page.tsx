import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, EmptyState, formatDate, formatMoney, PageHeader, Spinner, useToast, type DataTableColumn } from '@inkwell/ui-kit';
import type { InvoiceDraftDto, InvoiceDraftSummaryDto } from '@inkwell/contracts';
import { ConfirmModal, errorToText, ListTable, Stack, useLocalizedPath, usePaging } from '@inkwell/web-kit';
import {
  useDeleteInvoiceDraftMutation,
  useGetInvoiceDraftQuery,
  useGetInvoiceDraftsQuery,
  useIssueInvoiceDraftMutation,
  useUpdateInvoiceDraftMutation,
} from '../api/invoice-drafts-api';
import { freeLinesOf, InvoiceDraftEditor } from './invoice-draft-editor';
import { RequireFakturaAccess } from './require-faktura-access';

function useDraftColumns(): DataTableColumn<InvoiceDraftSummaryDto>[] {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return useMemo(
    () => [
      {
        id: 'draft',
        header: t('billing.drafts.columns.draft'),
        cell: (draft) => (
          <Link to={localized(`/billing/invoice/draft/${draft.id}`)} aria-label={t('billing.drafts.open', { id: draft.id })}>
            #{draft.id}
          </Link>
        ),
      },
      { id: 'client', header: t('billing.drafts.columns.client'), cell: (draft) => <Link to={localized(`/client/${draft.clientId}/balance`)}>{draft.clientName}</Link> },
      { id: 'lines', header: t('billing.drafts.columns.lines'), cell: (draft) => draft.lineCount },
      { id: 'gross', header: t('billing.drafts.columns.gross'), cell: (draft) => formatMoney(draft.amountGross, draft.currency) },
      { id: 'updated', header: t('billing.drafts.columns.updated'), cell: (draft) => formatDate(draft.updatedAt, true) },
    ],
    [t, localized],
  );
}

/** Every draft staff are working on, the last changed first. */
function DraftList() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const paging = usePaging();
  const result = useGetInvoiceDraftsQuery({ limit: paging.limit, offset: paging.offset });
  const columns = useDraftColumns();
  return (
    <>
      <PageHeader
        title={t('billing.drafts.title')}
        actions={
          <Link to={localized('/billing/invoice/new')}>{t('billing.drafts.newInvoice')}</Link>
        }
      />
      <ListTable<InvoiceDraftSummaryDto>
        result={result}
        paging={paging}
        label={t('billing.drafts.label')}
        columns={columns}
        emptyState={<EmptyState title={t('billing.drafts.empty')} hint={t('billing.drafts.emptyHint')} />}
      />
    </>
  );
}

type Confirming = 'delete' | 'issue' | null;

/** One draft: change its positions and lines, delete it, or issue it as an invoice. */
function DraftEditor({ draft }: { draft: InvoiceDraftDto }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [update] = useUpdateInvoiceDraftMutation();
  const [remove, removal] = useDeleteInvoiceDraftMutation();
  const [issue, issuing] = useIssueInvoiceDraftMutation();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const args = { id: draft.id, clientId: draft.clientId };

  const confirm = async () => {
    if (confirming === 'delete') {
      const result = await remove(args);
      if ('error' in result) return;
      toast.show(t('billing.drafts.deleted', { id: draft.id }), 'success');
      navigate(localized('/billing/invoice/draft'));
    } else if (confirming === 'issue') {
      const result = await issue(args);
      if (!('data' in result) || !result.data) return;
      toast.show(t('billing.drafts.issued', { number: result.data.number }), 'success');
      navigate(localized(`/billing/invoice/${result.data.id}`));
    }
  };
  const failure = confirming === 'delete' ? removal.error : confirming === 'issue' ? issuing.error : undefined;

  return (
    <>
      <PageHeader
        title={t('billing.drafts.editTitle', { name: draft.clientName })}
        actions={<Link to={localized('/billing/invoice/draft')}>{t('billing.drafts.allDrafts')}</Link>}
      />
      <Stack>
        <Alert variant="info">
          {t('billing.drafts.totals', {
            net: formatMoney(draft.amountNet, draft.currency),
            tax: formatMoney(draft.tax, draft.currency),
            gross: formatMoney(draft.amountGross, draft.currency),
          })}
        </Alert>
        <InvoiceDraftEditor
          key={draft.updatedAt}
          clientId={draft.clientId}
          draftId={draft.id}
          initialPositionIds={draft.lines.flatMap((line) => (line.billingPositionId === null ? [] : [line.billingPositionId]))}
          initialLines={freeLinesOf(draft)}
          submitLabel={t('billing.drafts.save')}
          onSubmit={async (content) => {
            await update({ ...args, ...content }).unwrap();
            toast.show(t('billing.drafts.saved', { id: draft.id }), 'success');
          }}
          actions={
            <>
              <Button variant="primary" onClick={() => setConfirming('issue')}>
                {t('billing.drafts.issue')}
              </Button>
              <Button variant="danger" onClick={() => setConfirming('delete')}>
                {t('billing.drafts.delete')}
              </Button>
            </>
          }
        />
      </Stack>
      <ConfirmModal
        open={confirming !== null}
        title={t(confirming === 'delete' ? 'billing.drafts.deleteTitle' : 'billing.drafts.issueTitle', { id: draft.id })}
        confirmLabel={t(confirming === 'delete' ? 'billing.drafts.delete' : 'billing.drafts.issue')}
        loading={removal.isLoading || issuing.isLoading}
        error={failure ? errorToText(failure, t) : undefined}
        onConfirm={() => void confirm()}
        onClose={() => {
          removal.reset();
          issuing.reset();
          setConfirming(null);
        }}
      >
        {t(confirming === 'delete' ? 'billing.drafts.deleteText' : 'billing.drafts.issueText')}
      </ConfirmModal>
    </>
  );
}

function DraftById({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data: draft, error, isLoading } = useGetInvoiceDraftQuery(id);
  if (isLoading) return <Spinner label={t('common.loading')} />;
  if (!draft) return <Alert variant="danger">{errorToText(error, t)}</Alert>;
  return <DraftEditor draft={draft} />;
}

/** Admin spec /billing/invoice/draft/:id?: the list of drafts without an id, one draft to edit with it. */
export function InvoiceDraftsPage() {
  const { id } = useParams();
  const draftId = id && /^\d+$/.test(id) ? Number(id) : undefined;
  return <RequireFakturaAccess>{draftId === undefined ? <DraftList /> : <DraftById key={draftId} id={draftId} />}</RequireFakturaAccess>;
}
