import { QueryTypes } from 'sequelize';
import type { ClientAccountSettings } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { FACTORY_PASSWORD, loginAs } from '../../testing/factories.js';
import { recordDemoDeposit } from '../deposits/index.js';
import { expectStatus, newClient, newOrder, newProject, type Actor } from '../orders/testing/order-scenario.js';

// jest ignores testTimeout inside a project; scenarios of many HTTP calls need more than 5 s on a busy machine
jest.setTimeout(60_000);

let api: TestContext;

const errorOf = (res: { body: unknown }) => (res.body as { error: Record<string, string[]> }).error;

function send(method: 'get' | 'put' | 'post' | 'patch', path: string, actor: Actor, body?: object) {
  const request = api.request()[method](path).set('Authorization', `Bearer ${actor.token}`);
  return body ? request.send(body) : request;
}

const mailsTo = (recipient: string) =>
  api.runtime.sequelize.query<{ template: string; language: string; text_body: string }>(
    'SELECT template, language, text_body FROM mail_outbox WHERE recipient = :recipient ORDER BY id',
    { type: QueryTypes.SELECT, replacements: { recipient } },
  );
const tokenIn = (mail: { text_body: string } | undefined) => /settings\/email\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '')?.[1] ?? '';
const account = async (client: Actor) => (await expectStatus(send('get', '/client/settings/account', client), 200)).body as ClientAccountSettings;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(() => api.close());

describe('the client’s account settings', () => {
  it('changes names, nickname, language and, while nothing is ordered or paid in, the currency', async () => {
    const client = await newClient(api, { firstName: 'Clara', lastName: 'Client' });
    expect(await account(client)).toMatchObject({ firstName: 'Clara', lastName: 'Client', language: 'en', currency: 'EUR', currencyLocked: false });

    const changed = await expectStatus(send('patch', '/client/settings/account', client, { nickname: 'Acme', language: 'de', currency: 'gbp' }), 200);
    // a key left out keeps its value
    expect(changed.body).toMatchObject({ firstName: 'Clara', lastName: 'Client', nickname: 'Acme', language: 'de', currency: 'GBP', currencyLocked: false });
    await expectStatus(send('patch', '/client/settings/account', client, { lastName: '' }), 200);
    expect(await account(client)).toMatchObject({ firstName: 'Clara', lastName: null });

    expect(errorOf(await expectStatus(send('patch', '/client/settings/account', client, { language: 'es' }), 400))).toHaveProperty('language');
    expect(errorOf(await expectStatus(send('patch', '/client/settings/account', client, { currency: 'XYZ' }), 400))).toHaveProperty('currency');
    expect(errorOf(await expectStatus(send('patch', '/client/settings/account', client, { firstName: 'x'.repeat(101) }), 400))).toHaveProperty('firstName');
    await expectStatus(send('patch', '/client/settings/account', client, {}), 400);
  });

  it('refuses a currency change with 409 naming currency once an order or a deposit is in it, and keeps the rest editable', async () => {
    const ordering = await newClient(api, {}, 10_000_000n);
    await newOrder(api, ordering, await newProject(api, ordering));
    expect(await account(ordering)).toMatchObject({ currency: 'EUR', currencyLocked: true });
    expect(errorOf(await expectStatus(send('patch', '/client/settings/account', ordering, { currency: 'USD' }), 409))).toHaveProperty('currency');
    // the same currency again is no change
    await expectStatus(send('patch', '/client/settings/account', ordering, { currency: 'EUR', nickname: 'Still me' }), 200);

    const paying = await newClient(api);
    await api.runtime.sequelize.transaction((transaction) => recordDemoDeposit(paying.id, 10_000n, transaction));
    expect(errorOf(await expectStatus(send('patch', '/client/settings/account', paying, { currency: 'GBP' }), 409))).toHaveProperty('currency');
    expect(await account(paying)).toMatchObject({ currency: 'EUR', currencyLocked: true });
  });

  it('changes the e-mail only once the link mailed (in the client’s language) to the new address is opened', async () => {
    const client = await newClient(api);
    const other = await newClient(api);
    const before = (await account(client)).email;
    await expectStatus(send('patch', '/client/settings/account', client, { language: 'fr' }), 200);

    expect(errorOf(await expectStatus(send('put', '/client/settings/email', client, { email: 'x@example.test', currentPassword: 'wrong-one' }), 400))).toHaveProperty('currentPassword');
    expect(errorOf(await expectStatus(send('put', '/client/settings/email', client, { email: (await account(other)).email, currentPassword: FACTORY_PASSWORD }), 409))).toHaveProperty('email');

    const email = `client.moved.${Date.now()}@example.test`;
    expect((await expectStatus(send('put', '/client/settings/email', client, { email, currentPassword: FACTORY_PASSWORD }), 200)).body).toEqual({ email: before, pendingEmail: email });
    expect((await account(client)).email).toBe(before);
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ template: 'confirm-email-change', language: 'fr' });

    expect(errorOf(await expectStatus(send('post', '/client/settings/email/confirm', other, { token: tokenIn(mail) }), 400))).toHaveProperty('token');
    expect((await expectStatus(send('post', '/client/settings/email/confirm', client, { token: tokenIn(mail) }), 200)).body).toEqual({ email, pendingEmail: null });
    expect((await expectStatus(send('get', '/client/settings/email', client), 200)).body).toEqual({ email, pendingEmail: null });
    await expect(loginAs(() => api.request(), 'client', email, FACTORY_PASSWORD)).resolves.toHaveProperty('access_token');
  });

  it('changes the password with the current one', async () => {
    const client = await newClient(api);
    const { email } = await account(client);
    expect(errorOf(await expectStatus(send('put', '/client/settings/password', client, { currentPassword: 'wrong-password', newPassword: 'a-new-password-1' }), 400))).toHaveProperty('currentPassword');
    expect(errorOf(await expectStatus(send('put', '/client/settings/password', client, { currentPassword: FACTORY_PASSWORD, newPassword: 'short' }), 400))).toHaveProperty('newPassword');
    await expectStatus(send('put', '/client/settings/password', client, { currentPassword: FACTORY_PASSWORD, newPassword: 'a-new-password-1' }), 204);
    await expect(loginAs(() => api.request(), 'client', email, 'a-new-password-1')).resolves.toHaveProperty('access_token');
  });
});
