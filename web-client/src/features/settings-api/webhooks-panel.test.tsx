import { screen, waitFor, within } from '@testing-library/react';
import type { WebhookDelivery, WebhookEndpoint } from '@inkwell/contracts';
import type { FakeBackend } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../app/router';
import { installBillingBackend } from '../../testing/billing-backend';
import { renderWithProviders } from '../../testing/render-with-providers';
import { webhookTexts } from './webhook-texts';

let backend: FakeBackend | undefined;
afterEach(() => {
  backend?.uninstall();
  backend = undefined;
});

const shop: WebhookEndpoint = {
  id: 4,
  url: 'https://shop.example.com/inkwell',
  description: 'Shop',
  events: ['order.ready', 'order.accepted'],
  status: 'enabled',
  disabledReason: null,
  failingSince: null,
  createdAt: '2026-11-20T09:30:00.000Z',
};
const delivery: WebhookDelivery = {
  id: 77,
  eventId: 50,
  eventType: 'order.ready',
  status: 'pending',
  attempts: 2,
  nextAttemptAt: '2026-11-27T10:06:00.000Z',
  lastAttemptAt: '2026-11-27T10:02:11.000Z',
  statusCode: 503,
  latencyMs: 84,
  responseExcerpt: 'busy',
  error: 'The endpoint answered 503',
  createdAt: '2026-11-27T10:00:00.000Z',
};
const SECRET = 'whsec_Zx3mJ0f2vQ8rT5yWb1nK7cH4dL9pS6aE0gU2iO8kM3';

function open(endpoints: WebhookEndpoint[]) {
  let list = endpoints;
  backend = installBillingBackend()
    .on('GET', '/api/client/api-keys', () => ({ status: 200, body: { data: [], total: 0 } }))
    .on('GET', '/api/client/webhooks', () => ({ status: 200, body: { data: list, total: list.length } }))
    .on('POST', '/api/client/webhooks', ({ body }) => {
      const created = { ...shop, id: 9, ...(body as object) };
      list = [...list, created];
      return { status: 201, body: { ...created, secret: SECRET } };
    })
    .on('PATCH', '/api/client/webhooks/4', ({ body }) => {
      list = list.map((e) => (e.id === 4 ? { ...e, status: (body as { enabled: boolean }).enabled ? 'enabled' : 'disabled' } : e));
      return { status: 200, body: list[0] };
    })
    .on('DELETE', '/api/client/webhooks/4', () => {
      list = list.filter((e) => e.id !== 4);
      return { status: 204 };
    })
    .on('POST', '/api/client/webhooks/4/ping', () => ({ status: 200, body: { ok: true, statusCode: 200, latencyMs: 31, responseExcerpt: 'ok', error: null } }))
    .on('GET', '/api/client/webhooks/4/deliveries', () => ({ status: 200, body: { data: [delivery], total: 1 } }))
    .on('POST', '/api/client/webhooks/4/deliveries/77/redeliver', () => ({ status: 202, body: { ...delivery, id: 78, attempts: 0 } }));
  return renderWithProviders(<AppRoutes />, { route: '/settings/api' });
}

const endpointsTable = async () => within(await screen.findByRole('table', { name: 'Webhook endpoints' }));

describe('settings: API: webhooks', () => {
  it('has every text in the four languages', () => {
    const keys = (texts: object, prefix = ''): string[] =>
      Object.entries(texts).flatMap(([key, value]) => (typeof value === 'object' ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]));
    for (const language of ['de', 'fr', 'it'] as const) expect(keys(webhookTexts[language]).sort()).toEqual(keys(webhookTexts.en).sort());
  });

  it('says when there is no endpoint', async () => {
    open([]);
    expect(await screen.findByText('You have no webhook endpoints yet.')).toBeInTheDocument();
  });

  it('lists the endpoints with their events and state', async () => {
    open([shop]);
    const rows = await endpointsTable();
    expect(await rows.findByText('https://shop.example.com/inkwell')).toBeInTheDocument();
    expect(rows.getByRole('cell', { name: 'Text ready, Order accepted' })).toBeInTheDocument();
    expect(rows.getByRole('cell', { name: 'Active' })).toBeInTheDocument();
  });

  it('adds an endpoint, checking the fields, and shows its signing secret once', async () => {
    const view = open([]);
    await view.user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    let form = within(await screen.findByRole('dialog'));
    await view.user.click(form.getByRole('checkbox', { name: 'Text ready' }));
    await view.user.click(form.getByRole('checkbox', { name: 'Order accepted' }));
    await view.user.type(form.getByRole('textbox', { name: /^Endpoint URL/ }), 'shop.example.com');
    await view.user.click(form.getByRole('button', { name: 'Add endpoint' }));
    expect(await form.findByText('Choose at least one event.')).toBeInTheDocument();
    expect(form.getByText(/Enter an address starting with https:\/\//)).toBeInTheDocument();
    expect(backend!.requestsTo('POST', '/api/client/webhooks')).toHaveLength(0);

    await view.user.clear(form.getByRole('textbox', { name: /^Endpoint URL/ }));
    await view.user.type(form.getByRole('textbox', { name: /^Endpoint URL/ }), 'https://erp.example.com/hooks');
    await view.user.click(form.getByRole('checkbox', { name: 'Order taken by a writer' }));
    await view.user.click(form.getByRole('button', { name: 'Add endpoint' }));
    form = within(await screen.findByRole('dialog', { name: 'Your new webhook endpoint' }));
    expect(form.getByTestId('webhook-secret')).toHaveTextContent(SECRET);
    expect(backend!.requestsTo('POST', '/api/client/webhooks')[0]?.body).toEqual({ url: 'https://erp.example.com/hooks', events: ['order.taken'], description: null });
    await view.user.click(form.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('checks the connection, shows the delivery log, sends a delivery again, disables and deletes', async () => {
    const view = open([shop]);
    const rows = await endpointsTable();
    await view.user.click(await rows.findByRole('button', { name: 'Check the connection to https://shop.example.com/inkwell' }));
    expect(await screen.findByText('The endpoint answered 200 in 31 ms.')).toBeInTheDocument();

    await view.user.click(rows.getByRole('button', { name: 'Delivery log' }));
    const log = within(await screen.findByRole('table', { name: 'Delivery log of https://shop.example.com/inkwell' }));
    expect(await log.findByRole('cell', { name: /^Retrying \(next try/ })).toBeInTheDocument();
    expect(log.getByRole('cell', { name: '503 · busy' })).toBeInTheDocument();
    expect(log.getByRole('cell', { name: '84 ms' })).toBeInTheDocument();
    await view.user.click(log.getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(backend!.requestsTo('POST', '/api/client/webhooks/4/deliveries/77/redeliver')).toHaveLength(1));

    await view.user.click(rows.getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(backend!.requestsTo('PATCH', '/api/client/webhooks/4')[0]?.body).toEqual({ enabled: false }));
    expect(await rows.findByRole('cell', { name: 'Disabled' })).toBeInTheDocument();

    await view.user.click(rows.getByRole('button', { name: 'Delete the endpoint https://shop.example.com/inkwell' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You have no webhook endpoints yet.')).toBeInTheDocument();
  });
});
