import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, EmptyState, formatDate, useToast, type DataTableColumn } from '@inkwell/ui-kit';
import { API_KEYS_PER_CLIENT_MAX, type ApiKey } from '@inkwell/contracts';
import { errorToText } from '../api/error-to-text';
import { ConfirmModal } from '../orders/confirm-modal';
import { WholeListTable } from '../tables/whole-list-table';
import type { ApiKeysApi } from './api-keys-api';
import { useApiKeyText } from './api-key-texts';
import { CreateApiKeyModal } from './create-api-key-modal';
import { SCOPE_TEXT_KEY } from './scope-text';
import { StyledActions, StyledIntro } from './styled';

export interface ApiKeysPanelProps {
  api: ApiKeysApi;
  /** staff on a client's page: that client's keys (list and revoke); else the signed-in client's own */
  clientId?: number;
  /** where the API documentation is, linked beside the create button */
  docsHref?: string;
}

/**
 * A client's API keys (decision 066): the client portal's Settings → API, where the client creates them and sees
 * each secret once, and the back office client page, where staff list and revoke them.
 */
export function ApiKeysPanel({ api, clientId, docsHref }: ApiKeysPanelProps) {
  const { t } = useTranslation();
  const text = useApiKeyText();
  const toast = useToast();
  const owner = useMemo(() => (clientId === undefined ? {} : { clientId }), [clientId]);
  const voice = clientId === undefined ? 'own' : 'staff';
  const { data, error, isFetching } = api.useGetApiKeysQuery(owner);
  const [create] = api.useCreateApiKeyMutation();
  const [revoke, revoking] = api.useRevokeApiKeyMutation();
  const [creating, setCreating] = useState(false);
  const [revokingKey, setRevokingKey] = useState<ApiKey | null>(null);
  const keys = data?.data ?? [];
  const full = keys.filter((key) => key.revokedAt === null).length >= API_KEYS_PER_CLIENT_MAX;

  const columns = useMemo<DataTableColumn<ApiKey>[]>(
    () => [
      { id: 'name', header: text('columns.name'), cell: (key) => key.name },
      { id: 'key', header: text('columns.key'), cell: (key) => <code>{key.prefix}…</code> },
      { id: 'scopes', header: text('columns.scopes'), cell: (key) => key.scopes.map((scope) => text(`scopes.${SCOPE_TEXT_KEY[scope]}`)).join(', ') },
      { id: 'created', header: text('columns.created'), cell: (key) => formatDate(key.createdAt) },
      {
        id: 'lastUsed',
        header: text('columns.lastUsed'),
        cell: (key) => (key.lastUsedAt ? text('lastUsedFrom', { date: formatDate(key.lastUsedAt, true), ip: key.lastUsedIp ?? '–' }) : text('neverUsed')),
      },
      { id: 'status', header: text('columns.status'), cell: (key) => (key.revokedAt ? text('revokedOn', { date: formatDate(key.revokedAt) }) : text('active')) },
      {
        id: 'actions',
        header: text('columns.actions'),
        cell: (key) =>
          key.revokedAt ? null : (
            <Button size="sm" variant="danger" aria-label={text('revokeFor', { name: key.name })} onClick={() => setRevokingKey(key)}>
              {text('revoke')}
            </Button>
          ),
      },
    ],
    [text],
  );

  return (
    <section aria-label={text('list')}>
      <StyledIntro>{text(`${voice}.intro`)}</StyledIntro>
      <StyledActions>
        {docsHref ? <a href={docsHref}>{text('docs')}</a> : <span />}
        {voice === 'own' && (
          <Button onClick={() => setCreating(true)} disabled={full}>
            {text('create')}
          </Button>
        )}
      </StyledActions>
      {full && <Alert variant="info">{text(`${voice}.limit`, { max: API_KEYS_PER_CLIENT_MAX })}</Alert>}
      <WholeListTable<ApiKey>
        result={{ data: keys, isFetching, error }}
        label={text('list')}
        columns={columns}
        emptyState={<EmptyState title={text(`${voice}.empty`)} hint={text(`${voice}.emptyHint`)} />}
      />
      {voice === 'own' && <CreateApiKeyModal open={creating} create={(body) => create(body).unwrap()} onClose={() => setCreating(false)} />}
      <ConfirmModal
        open={revokingKey !== null}
        title={text('revokeTitle')}
        confirmLabel={text('revoke')}
        cancelLabel={text('cancel')}
        danger
        loading={revoking.isLoading}
        error={revoking.error ? errorToText(revoking.error, t) : undefined}
        onConfirm={() => {
          if (!revokingKey) return;
          void revoke({ ...owner, id: revokingKey.id }).then((answer) => {
            if ('error' in answer) return;
            setRevokingKey(null);
            toast.show(text('revoked'), 'success');
          });
        }}
        onClose={() => {
          revoking.reset();
          setRevokingKey(null);
        }}
      >
        {revokingKey && text(`${voice}.revokeText`, { name: revokingKey.name, prefix: revokingKey.prefix })}
      </ConfirmModal>
    </section>
  );
}
