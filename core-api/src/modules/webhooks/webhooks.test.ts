import http from 'node:http';
import type { AddressInfo } from 'node:net';
import PgBoss from 'pg-boss';
import { QueryTypes } from 'sequelize';
import type { WebhookDeliveryPage, WebhookEndpoint, WebhookEndpointCreated, WebhookEndpointPage, WebhookEventBody, WebhookPingResult } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { eventually } from '../../testing/eventually.js';
import { call, expectStatus, newClient, newLinguist, newProject, newOrder, words, type Actor } from '../orders/testing/order-scenario.js';
import { registerWebhookJobs, type WebhookJobs } from '../../jobs/webhook-jobs.js';
import { verifyWebhookSignature } from './webhook-signature.js';
import { createWebhookEndpoint } from './webhook-endpoints.service.js';
import { isForbiddenAddress } from './webhook-targets.js';

jest.setTimeout(60_000);

interface Received {
  path: string;
  event: WebhookEventBody;
  raw: string;
  signature: string;
}

/** A partner's receiver: records every POST and answers each path as told (by default 200). */
function startReceiver() {
  const received: Received[] = [];
  const failuresLeft = new Map<string, number>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, event: JSON.parse(raw) as WebhookEventBody, raw, signature: String(req.headers['inkwell-signature'] ?? '') });
      const left = failuresLeft.get(path) ?? 0;
      if (left > 0) {
        failuresLeft.set(path, left - 1);
        res.writeHead(503).end('busy, try later');
      } else res.writeHead(200).end('ok');
    });
  });
  return new Promise<{ url: (path: string) => string; received: Received[]; failNext: (path: string, times: number) => void; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: (path) => `http://127.0.0.1:${port}${path}`,
        received,
        failNext: (path, times) => failuresLeft.set(path, times),
        close: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
}

let api: TestContext;
let boss: PgBoss;
let jobs: WebhookJobs;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let client: Actor;

beforeAll(async () => {
  receiver = await startReceiver();
  // A fifth of a second before the first retry and a three-second retry window: the backoff runs in seconds.
  api = await startTestApi({ WEBHOOK_RETRY_DELAY_MS: '200', WEBHOOK_RETRY_WINDOW_SECONDS: '3' });
  boss = new PgBoss({ connectionString: api.config.databaseUrl, schedule: false, supervise: true });
  await boss.start();
  jobs = await registerWebhookJobs(boss, api.runtime, { pollingIntervalSeconds: 0.5 });
  client = await newClient(api, {}, 10_000_000n);
});

afterAll(async () => {
  await boss.stop({ graceful: false, wait: true });
  jobs.stop();
  await api.close();
  await receiver.close();
});

const register = async (actor: Actor, path: string, events: string[]) =>
  (await expectStatus(call(api, 'post', '/client/webhooks', actor.token, { url: receiver.url(path), events, description: 'Shop' }), 201)).body as WebhookEndpointCreated;
const deliveriesOf = async (actor: Actor, endpointId: number) =>
  (await expectStatus(api.request().get(`/client/webhooks/${endpointId}/deliveries`).set('Authorization', `Bearer ${actor.token}`), 200)).body as WebhookDeliveryPage;
const at = (path: string) => receiver.received.filter((r) => r.path === path);

describe('webhooks', () => {
  it('registers an endpoint with a secret shown once, scoped to its client', async () => {
    const endpoint = await register(client, '/scoped', ['order.created']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const page = (await expectStatus(api.request().get('/client/webhooks').set('Authorization', `Bearer ${client.token}`), 200)).body as WebhookEndpointPage;
    const listed = page.data.find((e) => e.id === endpoint.id) as WebhookEndpoint & { secret?: string };
    expect(listed).toMatchObject({ url: receiver.url('/scoped'), events: ['order.created'], status: 'enabled' });
    expect(listed.secret).toBeUndefined();
    const other = await newClient(api);
    await expectStatus(api.request().get(`/client/webhooks/${endpoint.id}`).set('Authorization', `Bearer ${other.token}`), 404);
    await expectStatus(api.request().delete(`/client/webhooks/${endpoint.id}`).set('Authorization', `Bearer ${other.token}`), 404);
    await expectStatus(call(api, 'post', '/client/webhooks', client.token, { url: 'ftp://example.com/x', events: ['order.created'] }), 400);
    await expectStatus(call(api, 'post', '/client/webhooks', client.token, { url: receiver.url('/x'), events: ['order.exploded'] }), 400);
    await expectStatus(api.request().delete(`/client/webhooks/${endpoint.id}`).set('Authorization', `Bearer ${client.token}`), 204);
  });

  it('delivers an event committed with its change, signed with the endpoint’s secret', async () => {
    const owner = await newClient(api, {}, 10_000_000n);
    const endpoint = await register(owner, '/signed', ['order.created', 'order.taken']);
    const projectId = await newProject(api, owner);
    const orderId = await newOrder(api, owner, projectId);
    await eventually(async () => expect(at('/signed')).toHaveLength(1));
    const [delivery] = at('/signed');
    expect(delivery?.event).toMatchObject({ type: 'order.created', data: { order: { id: orderId, projectId, status: 'open' } } });
    expect(verifyWebhookSignature(endpoint.secret, delivery!.raw, delivery!.signature)).toBe(true);
    expect(verifyWebhookSignature(endpoint.secret, delivery!.raw.replace('open', 'OPEN'), delivery!.signature)).toBe(false);
    expect(delivery!.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);

    const linguist = await newLinguist(api);
    await expectStatus(call(api, 'put', `/linguist/order/${orderId}/take`, linguist.token), 200);
    await eventually(async () => expect(at('/signed').map((r) => r.event.type)).toEqual(['order.created', 'order.taken']));
    const log = await deliveriesOf(owner, endpoint.id);
    expect(log.data.map((d) => [d.eventType, d.status, d.statusCode, d.responseExcerpt])).toEqual([
      ['order.taken', 'succeeded', 200, 'ok'],
      ['order.created', 'succeeded', 200, 'ok'],
    ]);
  });

  it('writes no event for a change that rolled back', async () => {
    const poor = await newClient(api);
    await register(poor, '/rolled-back', ['order.created']);
    const projectId = await newProject(api, poor);
    await expectStatus(call(api, 'post', `/client/project/${projectId}/orders`, poor.token, { language: 'de-DE', level: 'good', type: 'OO', processingDays: 2, orders: [{ title: 'Too dear', minWords: 300, maxWords: 500 }] }), 422);
    const [row] = await api.runtime.sequelize.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_events WHERE client_id = :id', { type: QueryTypes.SELECT, replacements: { id: poor.id } });
    expect(row?.n).toBe(0);
  });

  it('retries with backoff: a receiver that fails twice gets the event on the third try', async () => {
    const owner = await newClient(api, {}, 10_000_000n);
    const endpoint = await register(owner, '/flaky', ['order.created']);
    receiver.failNext('/flaky', 2);
    await newOrder(api, owner, await newProject(api, owner));
    await eventually(async () => {
      const [delivery] = (await deliveriesOf(owner, endpoint.id)).data;
      expect(delivery).toMatchObject({ status: 'succeeded', attempts: 3, statusCode: 200 });
    }, 10_000);
    const tries = at('/flaky');
    expect(tries).toHaveLength(3);
    expect(new Set(tries.map((t) => t.event.id)).size).toBe(1);
  });

  it('redelivers an event on request and pings the endpoint (the API connection check)', async () => {
    const owner = await newClient(api, {}, 10_000_000n);
    const endpoint = await register(owner, '/again', ['order.created']);
    await newOrder(api, owner, await newProject(api, owner));
    await eventually(async () => expect(at('/again')).toHaveLength(1));
    const [first] = (await deliveriesOf(owner, endpoint.id)).data;
    await expectStatus(call(api, 'post', `/client/webhooks/${endpoint.id}/deliveries/${first!.id}/redeliver`, owner.token), 202);
    await eventually(async () => expect(at('/again')).toHaveLength(2));
    expect(at('/again')[1]?.event.id).toBe(at('/again')[0]?.event.id);

    const ping = (await expectStatus(call(api, 'post', `/client/webhooks/${endpoint.id}/ping`, owner.token), 200)).body as WebhookPingResult;
    expect(ping).toMatchObject({ ok: true, statusCode: 200, responseExcerpt: 'ok', error: null });
    const pinged = at('/again')[2];
    expect(pinged?.event.type).toBe('ping');
    expect(verifyWebhookSignature(endpoint.secret, pinged!.raw, pinged!.signature)).toBe(true);
  });

  it('disables an endpoint that failed for its whole retry window and mails its client', async () => {
    const owner = await newClient(api, {}, 10_000_000n);
    const endpoint = await register(owner, '/down', ['order.created']);
    receiver.failNext('/down', 1000);
    await newOrder(api, owner, await newProject(api, owner));
    await eventually(async () => {
      const current = (await expectStatus(api.request().get(`/client/webhooks/${endpoint.id}`).set('Authorization', `Bearer ${owner.token}`), 200)).body as WebhookEndpoint;
      expect(current.status).toBe('disabled');
    }, 15_000);
    const [delivery] = (await deliveriesOf(owner, endpoint.id)).data;
    expect(delivery).toMatchObject({ status: 'failed', statusCode: 503, responseExcerpt: 'busy, try later' });
    expect(delivery!.attempts).toBeGreaterThanOrEqual(3);
    const [mail] = await api.runtime.sequelize.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM mail_outbox WHERE template = 'webhook-endpoint-disabled' AND recipient = (SELECT email FROM clients WHERE id = :id)",
      { type: QueryTypes.SELECT, replacements: { id: owner.id } },
    );
    expect(mail?.n).toBe(1);
    // Enabled again, it gets the next event.
    await expectStatus(call(api, 'patch', `/client/webhooks/${endpoint.id}`, owner.token, { enabled: true }), 200);
    receiver.failNext('/down', 0);
    await newOrder(api, owner, await newProject(api, owner));
    await eventually(async () => expect(at('/down').at(-1)?.event.type).toBe('order.created'));
  });

  it('sends accepted texts through order.accepted, the text included, for the "api" export type', async () => {
    const owner = await newClient(api, {}, 10_000_000n);
    await register(owner, '/accepted', ['order.accepted', 'order.revision_requested']);
    const projectId = await newProject(api, owner);
    const orderId = await newOrder(api, owner, projectId);
    const writer = await newLinguist(api);
    const text = words(400);
    await expectStatus(call(api, 'put', `/linguist/order/${orderId}/take`, writer.token), 200);
    await expectStatus(call(api, 'put', `/linguist/order/${orderId}/text/submit`, writer.token, { text }), 200);
    await expectStatus(call(api, 'put', `/client/order/${orderId}/revise`, owner.token, { comment: 'Shorter sentences, please.' }), 200);
    await expectStatus(call(api, 'put', `/linguist/order/${orderId}/text/submit`, writer.token, { text }), 200);
    await expectStatus(call(api, 'put', `/client/order/${orderId}/accept`, owner.token, { rating: { content: 5, form: 5, readability: 5, communication: 5 } }), 200);
    await eventually(async () => expect(at('/accepted').map((r) => r.event.type)).toEqual(['order.revision_requested', 'order.accepted']));
    expect(at('/accepted')[1]?.event.data).toMatchObject({ order: { id: orderId, status: 'accepted' }, links: { text: `/client/order/${orderId}/text` } });

    await expectStatus(call(api, 'post', `/client/project/${projectId}/export`, owner.token, { type: 'api' }), 200);
    await eventually(async () => expect(at('/accepted')).toHaveLength(3));
    expect(at('/accepted')[2]?.event).toMatchObject({ type: 'order.accepted', data: { order: { id: orderId }, text: { content: text, words: 400 } } });
  });

  it('refuses loopback, private and link-local targets when private targets are not allowed (SSRF)', async () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '0.0.0.0']) {
      expect([address, isForbiddenAddress(address)]).toEqual([address, true]);
    }
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']) expect(isForbiddenAddress(address)).toBe(false);
    const production = { ...api.config.webhooks, allowPrivateTargets: false };
    await expect(createWebhookEndpoint(production, client.id, { url: 'https://127.0.0.1/hook', events: ['order.created'] })).rejects.toMatchObject({ httpStatus: 422, details: { url: [expect.stringMatching(/loopback/)] } });
    await expect(createWebhookEndpoint(production, client.id, { url: 'https://localhost/hook', events: ['order.created'] })).rejects.toMatchObject({ httpStatus: 422 });
    await expect(createWebhookEndpoint(production, client.id, { url: 'http://example.com/hook', events: ['order.created'] })).rejects.toMatchObject({ httpStatus: 422, details: { url: ['must use https'] } });
  });
});
