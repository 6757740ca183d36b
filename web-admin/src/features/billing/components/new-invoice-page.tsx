import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, FormField, PageHeader, Spinner } from '@inkwell/ui-kit';
import { errorToText, Section, Stack, useLocalizedPath } from '@inkwell/web-kit';
import { ClientPicker } from '../../../components/client-picker';
import { useGetClientQuery } from '../../../api/clients-api';
import { useCreateInvoiceDraftMutation } from '../api/invoice-drafts-api';
import { InvoiceDraftEditor } from './invoice-draft-editor';
import { RequireFakturaAccess } from './require-faktura-access';

/** Without a client in the address, staff pick one first. */
function PickClient() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [clientId, setClientId] = useState<number | undefined>();
  return (
    <Section title={t('billing.drafts.pickClient')}>
      <Stack>
        <FormField label={t('billing.drafts.pickClient')} htmlFor="new-invoice-client" hint={t('billing.drafts.pickClientHint')} required>
          <ClientPicker id="new-invoice-client" value={clientId} onChange={setClientId} />
        </FormField>
        <div>
          <Button disabled={clientId === undefined} onClick={() => navigate(localized(`/billing/invoice/new/${clientId}`))}>
            {t('billing.drafts.choose')}
          </Button>
        </div>
      </Stack>
    </Section>
  );
}

function NewDraftFor({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { data: client, error, isLoading } = useGetClientQuery(clientId);
  const [createDraft] = useCreateInvoiceDraftMutation();
  if (isLoading) return <Spinner label={t('common.loading')} />;
  if (!client) return <Alert variant="danger">{errorToText(error, t)}</Alert>;
  return (
    <>
      <PageHeader title={t('billing.drafts.newFor', { name: client.name ?? client.email })} />
      <p>
        <Link to={localized(`/client/${clientId}/balance`)}>{client.name ?? client.email}</Link>
      </p>
      <InvoiceDraftEditor
        clientId={clientId}
        draftId={null}
        initialPositionIds={null}
        initialLines={[]}
        submitLabel={t('billing.drafts.create')}
        onSubmit={async (content) => {
          const draft = await createDraft({ clientId, ...content }).unwrap();
          navigate(localized(`/billing/invoice/draft/${draft.id}`));
        }}
      />
    </>
  );
}

/** Admin spec /billing/invoice/new/:id? (the id is the client's): a new draft of a client's open positions and free lines. */
export function NewInvoicePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const clientId = id && /^\d+$/.test(id) ? Number(id) : undefined;
  return (
    <RequireFakturaAccess>
      {clientId === undefined ? (
        <>
          <PageHeader title={t('billing.drafts.newTitle')} />
          <PickClient />
        </>
      ) : (
        <NewDraftFor key={clientId} clientId={clientId} />
      )}
    </RequireFakturaAccess>
  );
}
