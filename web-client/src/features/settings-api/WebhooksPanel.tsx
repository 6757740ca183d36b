import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, DataTable, EmptyState, formatDate, useToast, type DataTableColumn, type PageSize } from '@inkwell/ui-kit';
import { WEBHOOK_ENDPOINTS_PER_CLIENT_MAX, type WebhookDelivery, type WebhookEndpoint } from '@inkwell/contracts';
import { ConfirmModal, WholeListTable, errorToText, useDataTableLabels } from '@inkwell/web-kit';
import { webhooksApi } from './api/webhooks-api';
import { CreateWebhookModal } from './create-webhook-modal';
import { useWebhookText } from './webhook-texts';
import { StyledActions, StyledHeading, StyledMuted, StyledRowActions, StyledSection, StyledUrl } from './styled';

/** One endpoint's delivery log, newest first, paged, with "send again" on each delivery. */
function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation();
  const text = useWebhookText();
  const toast = useToast();
  const tableLabels = useDataTableLabels();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<PageSize>(10);
  const { data, isFetching, error } = webhooksApi.useGetWebhookDeliveriesQuery({ id: endpoint.id, limit: pageSize, offset: page * pageSize });
  const [redeliver] = webhooksApi.useRedeliverWebhookMutation();
  const columns = useMemo<DataTableColumn<WebhookDelivery>[]>(
    () => [
      { id: 'event', header: text('deliveryColumns.event'), cell: (d) => text(`events.${d.eventType}`) },
      {
        id: 'status',
        header: text('deliveryColumns.status'),
        cell: (d) => `${text(`deliveryStatus.${d.status}`)}${d.status === 'pending' && d.nextAttemptAt ? ` (${text('nextTry', { date: formatDate(d.nextAttemptAt, true) })})` : ''}`,
      },
      { id: 'attempts', header: text('deliveryColumns.attempts'), cell: (d) => String(d.attempts) },
      {
        id: 'answer',
        header: text('deliveryColumns.answer'),
        cell: (d) => (d.statusCode !== null ? `${d.statusCode}${d.responseExcerpt ? ` · ${d.responseExcerpt.slice(0, 120)}` : ''}` : (d.error ?? (d.attempts ? text('noAnswer') : '–'))),
      },
      { id: 'latency', header: text('deliveryColumns.latency'), cell: (d) => (d.latencyMs === null ? '–' : text('latencyMs', { ms: d.latencyMs })) },
      { id: 'when', header: text('deliveryColumns.when'), cell: (d) => (d.lastAttemptAt ? formatDate(d.lastAttemptAt, true, true) : '–') },
      {
        id: 'actions',
        header: text('deliveryColumns.actions'),
        cell: (d) =>
          endpoint.status === 'enabled' ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                void redeliver({ id: endpoint.id, deliveryId: d.id }).then((answer) => {
                  if ('error' in answer) toast.show(errorToText(answer.error, t), 'danger');
                  else toast.show(text('redelivered'), 'success');
                })
              }
            >
              {text('redeliver')}
            </Button>
          ) : null,
      },
    ],
    [endpoint.id, endpoint.status, redeliver, t, text, toast],
  );
  return (
    <DataTable<WebhookDelivery>
      {...tableLabels}
      label={text('deliveriesFor', { url: endpoint.url })}
      columns={columns}
      rows={data?.data ?? []}
      rowKey={(d) => d.id}
      total={data?.total ?? 0}
      loading={isFetching}
      error={error ? errorToText(error, t) : undefined}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(0);
      }}
      emptyState={<EmptyState title={text('noDeliveries')} />}
    />
  );
}

/**
 * Settings → API's webhooks (decision 069): the client's endpoints with their events and state, added with a signing
 * secret shown once, checked with a signed ping (the spec's "API connection check"), disabled, enabled again and
 * deleted; each endpoint's delivery log opens below the list.
 */
export function WebhooksPanel() {
  const { t } = useTranslation();
  const text = useWebhookText();
  const toast = useToast();
  const { data, error, isFetching } = webhooksApi.useGetWebhookEndpointsQuery();
  const [create] = webhooksApi.useCreateWebhookEndpointMutation();
  const [update] = webhooksApi.useUpdateWebhookEndpointMutation();
  const [remove, removing] = webhooksApi.useDeleteWebhookEndpointMutation();
  const [ping] = webhooksApi.usePingWebhookEndpointMutation();
  const [creating, setCreating] = useState(false);
  const [removingEndpoint, setRemovingEndpoint] = useState<WebhookEndpoint | null>(null);
  const [logOf, setLogOf] = useState<number | null>(null);
  const [checking, setChecking] = useState<number | null>(null);
  const [checkResult, setCheckResult] = useState<{ ok: boolean; message: string } | null>(null);
  const endpoints = data?.data ?? [];
  const full = endpoints.length >= WEBHOOK_ENDPOINTS_PER_CLIENT_MAX;
  const shownLog = endpoints.find((e) => e.id === logOf);

  const columns = useMemo<DataTableColumn<WebhookEndpoint>[]>(() => {
    const check = async (endpoint: WebhookEndpoint) => {
      setChecking(endpoint.id);
      setCheckResult(null);
      const answer = await ping(endpoint.id);
      setChecking(null);
      if ('error' in answer) setCheckResult({ ok: false, message: errorToText(answer.error, t) });
      else if (answer.data.ok) setCheckResult({ ok: true, message: text('checkOk', { status: answer.data.statusCode, ms: answer.data.latencyMs }) });
      else setCheckResult({ ok: false, message: text('checkFailed', { error: answer.data.error ?? String(answer.data.statusCode) }) });
    };
    const toggle = async (endpoint: WebhookEndpoint) => {
      const answer = await update({ id: endpoint.id, enabled: endpoint.status !== 'enabled' });
      if ('error' in answer) toast.show(errorToText(answer.error, t), 'danger');
    };
    return [
      {
        id: 'url',
        header: text('columns.url'),
        cell: (e) => (
          <>
            <StyledUrl>{e.url}</StyledUrl>
            {e.description && <StyledMuted>{e.description}</StyledMuted>}
          </>
        ),
      },
      { id: 'events', header: text('columns.events'), cell: (e) => e.events.map((type) => text(`events.${type}`)).join(', ') },
      {
        id: 'status',
        header: text('columns.status'),
        cell: (e) =>
          [e.status === 'enabled' ? text('enabled') : text('disabled'), e.failingSince ? text('failingSince', { date: formatDate(e.failingSince, true) }) : null, e.disabledReason]
            .filter(Boolean)
            .join(' · '),
      },
      {
        id: 'actions',
        header: text('columns.actions'),
        cell: (e) => (
          <StyledRowActions>
            <Button size="sm" variant="secondary" aria-label={text('checkFor', { url: e.url })} loading={checking === e.id} onClick={() => void check(e)}>
              {text('check')}
            </Button>
            <Button size="sm" variant="secondary" aria-expanded={logOf === e.id} onClick={() => setLogOf(logOf === e.id ? null : e.id)}>
              {logOf === e.id ? text('hideDeliveries') : text('deliveries')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => void toggle(e)}>
              {e.status === 'enabled' ? text('disable') : text('enable')}
            </Button>
            <Button size="sm" variant="danger" aria-label={text('removeFor', { url: e.url })} onClick={() => setRemovingEndpoint(e)}>
              {text('remove')}
            </Button>
          </StyledRowActions>
        ),
      },
    ];
  }, [checking, logOf, ping, t, text, toast, update]);

  return (
    <StyledSection aria-labelledby="webhooks-heading">
      <StyledHeading id="webhooks-heading">{text('title')}</StyledHeading>
      <StyledMuted>{text('intro')}</StyledMuted>
      <StyledActions>
        <Button onClick={() => setCreating(true)} disabled={full}>
          {text('add')}
        </Button>
      </StyledActions>
      <div aria-live="polite">{checkResult && <Alert variant={checkResult.ok ? 'success' : 'danger'}>{checkResult.message}</Alert>}</div>
      <WholeListTable<WebhookEndpoint>
        result={{ data: endpoints, isFetching, error }}
        label={text('list')}
        columns={columns}
        emptyState={<EmptyState title={text('empty')} hint={text('emptyHint')} />}
      />
      {shownLog && <DeliveryLog endpoint={shownLog} />}
      <CreateWebhookModal open={creating} create={(body) => create(body).unwrap()} onClose={() => setCreating(false)} />
      <ConfirmModal
        open={removingEndpoint !== null}
        title={text('removeTitle')}
        confirmLabel={text('remove')}
        cancelLabel={text('cancel')}
        danger
        loading={removing.isLoading}
        error={removing.error ? errorToText(removing.error, t) : undefined}
        onConfirm={() => {
          if (!removingEndpoint) return;
          void remove(removingEndpoint.id).then((answer) => {
            if ('error' in answer) return;
            if (logOf === removingEndpoint.id) setLogOf(null);
            setRemovingEndpoint(null);
            toast.show(text('removed'), 'success');
          });
        }}
        onClose={() => {
          removing.reset();
          setRemovingEndpoint(null);
        }}
      >
        {removingEndpoint && text('removeText', { url: removingEndpoint.url })}
      </ConfirmModal>
    </StyledSection>
  );
}
