import { randomBytes } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { AUTH_PREFIX, type AdminClientDetailDto, type AdminClientOrderSettings, type BillingSettings } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createClient, FACTORY_PASSWORD, loginAs, refreshGrant, uniqueEmail } from '../../testing/factories.js';
import { expectStatus, newAdmin, tokenFor, type Actor } from '../orders/testing/order-scenario.js';

// jest ignores testTimeout inside a project; scenarios of many HTTP calls need more than 5 s on a busy machine
jest.setTimeout(60_000);

let api: TestContext;
let admin: Actor;
const UNKNOWN = 2_000_000_000;

beforeAll(async () => {
  api = await startTestApi();
  admin = await newAdmin(api);
});

afterAll(() => api.close());

/** An active prepaid client with its address, to sign in with and to read its mails. */
async function newClient(): Promise<Actor & { email: string }> {
  const { client } = await createClient();
  return { id: client.id, email: client.email, token: tokenFor(api, 'client', client.id) };
}

const errorOf = (res: { body: unknown }) => (res.body as { error: Record<string, string[]> }).error;

function send(method: 'get' | 'put' | 'post' | 'patch', path: string, body?: object, token = admin.token) {
  const request = api.request()[method](path).set('Authorization', `Bearer ${token}`);
  return body ? request.send(body) : request;
}

const mailsTo = (recipient: string) =>
  api.runtime.sequelize.query<{ template: string; language: string; text_body: string }>(
    'SELECT template, language, text_body FROM mail_outbox WHERE recipient = :recipient ORDER BY id',
    { type: QueryTypes.SELECT, replacements: { recipient } },
  );

const newClientBody = (overrides: object = {}) => ({
  email: uniqueEmail('created-client'),
  firstName: 'Carla',
  lastName: 'Created',
  companyName: `Created ${randomBytes(3).toString('hex')} GmbH`,
  invoicing: 'invoice',
  currency: 'GBP',
  language: 'de',
  ...overrides,
});

describe('POST /admin/users/client', () => {
  it('creates a pending client with its invoicing and company, invites it in its language, and it chooses its password on the link', async () => {
    const body = newClientBody();
    const { id } = (await expectStatus(send('post', '/admin/users/client', body), 201)).body as { id: number };

    const client = (await expectStatus(send('get', `/admin/client/${id}`), 200)).body as AdminClientDetailDto;
    expect(client).toMatchObject({ email: body.email, status: 'PENDING_ACTIVATION', invoicing: 'invoice', currency: 'GBP', language: 'de', name: body.companyName });
    expect(client.billing).toMatchObject({ companyName: body.companyName, firstName: 'Carla', lastName: 'Created' });

    const [mail, ...others] = await mailsTo(body.email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ template: 'client-invitation', language: 'de' });
    expect(mail?.text_body).toMatch(/Kundenkonto/);
    const token = /registration\/confirm\?token=([A-Za-z0-9_-]+)&invitation=1/.exec(mail?.text_body ?? '')?.[1];
    expect(token).toBeDefined();
    await expectStatus(api.request().post(`${AUTH_PREFIX.client}/confirm-register`).send({ token, password: 'chosen-password-1' }), 200);
    await expect(loginAs(() => api.request(), 'client', body.email, 'chosen-password-1')).resolves.toHaveProperty('access_token');
  });

  it('names the field of a bad body, answers 409 naming email for a taken address, and writes nothing then', async () => {
    for (const [field, value] of [
      ['email', 'not-an-address'],
      ['invoicing', 'cash'],
      ['currency', 'XYZ'],
      ['firstName', ''],
      ['language', 'es'],
    ] as const) {
      expect(errorOf(await expectStatus(send('post', '/admin/users/client', newClientBody({ [field]: value })), 400))).toHaveProperty(field);
    }
    const taken = await newClient();
    const conflict = await expectStatus(send('post', '/admin/users/client', newClientBody({ email: taken.email.toUpperCase() })), 409);
    expect(errorOf(conflict)).toHaveProperty('email');
    expect((await mailsTo(taken.email)).filter((mail) => mail.template === 'client-invitation')).toEqual([]);
  });

  it('is for staff only', async () => {
    const client = await newClient();
    await expectStatus(send('post', '/admin/users/client', newClientBody(), client.token), 403);
  });
});

describe('a client’s settings for staff', () => {
  it('changes the invoicing type, the services and the order settings, each on its own', async () => {
    const client = await newClient();
    expect((await expectStatus(send('get', `/admin/client/${client.id}/payment`), 200)).body).toEqual({ invoicing: 'deposit' });
    expect((await expectStatus(send('patch', `/admin/client/${client.id}/payment`, { invoicing: 'invoice' }), 200)).body).toEqual({ invoicing: 'invoice' });
    expect(errorOf(await expectStatus(send('patch', `/admin/client/${client.id}/payment`, { invoicing: 'cash' }), 400))).toHaveProperty('invoicing');

    const features = await expectStatus(send('patch', `/admin/client/${client.id}/features`, { servicesAvailable: ['copywriting', 'gpt3_topics_titles'] }), 200);
    expect(features.body).toEqual({ servicesAvailable: ['copywriting', 'gpt3_topics_titles'] });
    expect((await expectStatus(send('get', '/client/me', undefined, client.token), 200)).body).toMatchObject({ invoicing: 'invoice', servicesAvailable: ['copywriting', 'gpt3_topics_titles'] });
    expect(errorOf(await expectStatus(send('patch', `/admin/client/${client.id}/features`, { servicesAvailable: ['cooking'] }), 400))).toHaveProperty(['servicesAvailable.0']);

    expect((await expectStatus(send('get', `/admin/client/${client.id}/order`), 200)).body).toEqual({ defaultLevel: null, autoAcceptDays: 3, proofreadingDefault: false });
    const order = (await expectStatus(send('patch', `/admin/client/${client.id}/order`, { defaultLevel: 'premium', autoAcceptDays: 7 }), 200)).body as AdminClientOrderSettings;
    // a key left out keeps its value
    expect(order).toEqual({ defaultLevel: 'premium', autoAcceptDays: 7, proofreadingDefault: false });
    await expectStatus(send('patch', `/admin/client/${client.id}/order`, { proofreadingDefault: true, defaultLevel: null }), 200);
    expect((await expectStatus(send('get', `/admin/client/${client.id}/order`), 200)).body).toEqual({ defaultLevel: null, autoAcceptDays: 7, proofreadingDefault: true });
    // the client's own app says after how many working days its ready orders are accepted
    expect((await expectStatus(send('get', '/client/me', undefined, client.token), 200)).body).toMatchObject({ autoAcceptDays: 7 });
    expect(errorOf(await expectStatus(send('patch', `/admin/client/${client.id}/order`, { defaultLevel: 'legendary' }), 400))).toHaveProperty('defaultLevel');
    expect(errorOf(await expectStatus(send('patch', `/admin/client/${client.id}/order`, { autoAcceptDays: 0 }), 400))).toHaveProperty('autoAcceptDays');
    expect(errorOf(await expectStatus(send('patch', `/admin/client/${client.id}/order`, { autoAcceptDays: 31 }), 400))).toHaveProperty('autoAcceptDays');
  });

  it('changes the sign-in address at once, 409 naming email for another client’s', async () => {
    const client = await newClient();
    const other = await newClient();
    const address = uniqueEmail('moved-client');
    expect((await expectStatus(send('put', `/admin/client/${client.id}/email`, { email: address }), 200)).body).toEqual({ email: address });
    await expect(loginAs(() => api.request(), 'client', address, FACTORY_PASSWORD)).resolves.toHaveProperty('access_token');
    expect(errorOf(await expectStatus(send('put', `/admin/client/${client.id}/email`, { email: other.email }), 409))).toHaveProperty('email');
    expect(errorOf(await expectStatus(send('put', `/admin/client/${client.id}/email`, { email: 'nope' }), 400))).toHaveProperty('email');
  });

  it('mails a reset link to an active client and the invitation again to a pending one', async () => {
    const client = await newClient();
    await expectStatus(send('post', `/admin/client/${client.id}/password`), 204);
    const [reset] = await mailsTo(client.email);
    expect(reset?.template).toBe('reset-password');
    expect(reset?.text_body).toMatch(/password-reset\/update\?token=/);

    const body = newClientBody();
    const { id } = (await expectStatus(send('post', '/admin/users/client', body), 201)).body as { id: number };
    await expectStatus(send('post', `/admin/client/${id}/password`), 204);
    expect((await mailsTo(body.email)).map((mail) => mail.template)).toEqual(['client-invitation', 'client-invitation']);
  });

  it('blocks a client, whose sessions end and who cannot sign in, and opens it again', async () => {
    const client = await newClient();
    const tokens = await loginAs(() => api.request(), 'client', client.email, FACTORY_PASSWORD);
    expect((await expectStatus(send('patch', `/admin/client/${client.id}/account`, { status: 'CLOSED_BY_GC' }), 200)).body).toEqual({ status: 'CLOSED_BY_GC' });
    const refresh = await api.request().post(`${AUTH_PREFIX.client}/login`).send(refreshGrant(api.runtime.config, 'client', tokens.refresh_token));
    expect(refresh.status).toBe(401);
    await expect(loginAs(() => api.request(), 'client', client.email, FACTORY_PASSWORD)).rejects.toThrow();
    // a blocked client gets no reset link from staff either
    await expectStatus(send('post', `/admin/client/${client.id}/password`), 409);
    expect(errorOf(await expectStatus(send('patch', `/admin/client/${client.id}/account`, { status: 'CLOSED_BY_GC' }), 409))).toHaveProperty('status');

    await expectStatus(send('patch', `/admin/client/${client.id}/account`, { status: 'ACTIVE' }), 200);
    await expect(loginAs(() => api.request(), 'client', client.email, FACTORY_PASSWORD)).resolves.toHaveProperty('access_token');
    expect(errorOf(await expectStatus(send('patch', `/admin/client/${client.id}/account`, { status: 'PENDING_ACTIVATION' }), 400))).toHaveProperty('status');
  });

  it('keeps the billing settings by the client’s own form rules', async () => {
    const client = await newClient();
    const billing = {
      companyName: 'Staff Saved GmbH',
      legalForm: 'PRIVATE',
      firstName: 'Sara',
      lastName: 'Staff',
      address: 'Hauptstraße 1',
      zipcode: '10115',
      city: 'Berlin',
      country: 'DE',
      taxNumber: '12/345/67890',
      email: 'billing@example.test',
    };
    await expectStatus(send('put', `/admin/client/${client.id}/billing`, billing), 204);
    const saved = (await expectStatus(send('get', `/admin/client/${client.id}/billing`), 200)).body as BillingSettings;
    expect(saved).toMatchObject({ companyName: 'Staff Saved GmbH', city: 'Berlin', country: 'DE' });
    expect((await expectStatus(send('get', '/client/billing', undefined, client.token), 200)).body).toMatchObject({ companyName: 'Staff Saved GmbH' });
    expect(errorOf(await expectStatus(send('put', `/admin/client/${client.id}/billing`, { ...billing, country: 'ZZ' }), 400))).toHaveProperty('country');
  });

  it('answers 404 for an unknown client on every settings route, and 403 to a client', async () => {
    const client = await newClient();
    const calls: [Parameters<typeof send>[0], string, object?][] = [
      ['get', 'payment'],
      ['patch', 'payment', { invoicing: 'invoice' }],
      ['get', 'billing'],
      ['put', 'email', { email: uniqueEmail('nobody') }],
      ['post', 'password'],
      ['get', 'account'],
      ['patch', 'account', { status: 'ACTIVE' }],
      ['get', 'features'],
      ['patch', 'features', { servicesAvailable: [] }],
      ['get', 'order'],
      ['patch', 'order', { autoAcceptDays: 5 }],
    ];
    for (const [method, path, body] of calls) {
      await expectStatus(send(method, `/admin/client/${UNKNOWN}/${path}`, body), 404);
      await expectStatus(send(method, `/admin/client/${client.id}/${path}`, body, client.token), 403);
    }
  });
});
