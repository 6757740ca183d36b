import { AUTH_PREFIX, ROLES, type Role } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createAdmin, createClient, createLinguist, loginAs, passwordGrant, refreshGrant, uniqueEmail } from '../../testing/factories.js';
import { OutboxMail } from '../notifications/outbox.model.js';
import { hashToken } from './tokens.js';

let api: TestContext;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const createAccount = {
  client: createClient,
  admin: createAdmin,
  linguist: createLinguist,
} satisfies Record<Role, unknown>;

const LINK_EXPIRED = 'This link has expired or was already used. Please request a new one.';

function requestLink(role: Role, email: string) {
  return api.request().post(`${AUTH_PREFIX[role]}/send-reset-password-link`).send({ email });
}

function reset(role: Role, token: string, password: string) {
  return api.request().post(`${AUTH_PREFIX[role]}/reset-password`).send({ token, password });
}

function login(role: Role, email: string, password: string) {
  return api.request().post(`${AUTH_PREFIX[role]}/login`).send(passwordGrant(api.config, role, email, password));
}

async function resetTokenFor(role: Role, email: string): Promise<string> {
  expect((await requestLink(role, email)).status).toBe(204);
  const mail = await OutboxMail.findOne({ where: { recipient: email, template: 'reset-password' }, order: [['id', 'DESC']] });
  if (!mail) throw new Error(`no reset mail for ${email}`);
  const appUrl = { client: api.config.clientAppUrl, admin: api.config.adminAppUrl, linguist: api.config.linguistAppUrl }[role];
  const match = new RegExp(`^${appUrl}/password-reset/update\\?token=([\\w-]+)$`, 'm').exec(mail.textBody);
  if (!match) throw new Error(`no reset link in: ${mail.textBody}`);
  return match[1];
}

describe.each(ROLES)('password reset of the %s role', (role) => {
  it('mails a link to the app of the role; the new password works and the old one is refused', async () => {
    const { email, password } = await createAccount[role]();
    const token = await resetTokenFor(role, email);

    expect((await reset(role, token, 'brand-new-password')).status).toBe(204);

    expect((await login(role, email, password)).status).toBe(401);
    expect((await login(role, email, 'brand-new-password')).status).toBe(200);
  });
});

describe('password reset', () => {
  it('answers 204 for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const res = await requestLink('client', email);
    expect(res.status).toBe(204);
    expect(await OutboxMail.count({ where: { recipient: email } })).toBe(0);
  });

  it('sends nothing to a pending or closed account, yet answers the same 204', async () => {
    for (const status of ['PENDING_ACTIVATION', 'CLOSED_BY_USER'] as const) {
      const { email } = await createClient({ status });
      expect((await requestLink('client', email)).status).toBe(204);
      expect(await OutboxMail.count({ where: { recipient: email } })).toBe(0);
    }
  });

  it('writes the mail in the account language', async () => {
    const { email } = await createLinguist({ language: 'de', firstName: 'Greta' });
    await resetTokenFor('linguist', email);
    const mail = await OutboxMail.findOne({ where: { recipient: email } });
    expect(mail?.subject).toBe('Ihr Inkwell-Passwort zurücksetzen');
    expect(mail?.textBody).toContain('Hallo Greta,');
  });

  it('signs the account out everywhere', async () => {
    const { email, password } = await createClient();
    const session = await loginAs(api, 'client', email, password);
    await reset('client', await resetTokenFor('client', email), 'brand-new-password');
    const res = await api.request().post(`${AUTH_PREFIX.client}/login`).send(refreshGrant(api.config, 'client', session.refresh_token));
    expect(res.status).toBe(401);
  });

  it('answers 400 naming token for a reused token', async () => {
    const { email } = await createClient();
    const token = await resetTokenFor('client', email);
    expect((await reset('client', token, 'brand-new-password')).status).toBe(204);

    const again = await reset('client', token, 'another-new-password');
    expect(again.status).toBe(400);
    expect(again.body.error).toEqual({ token: [LINK_EXPIRED] });
    expect((await login('client', email, 'brand-new-password')).status).toBe(200);
  });

  it('answers 400 naming token for an expired token', async () => {
    const { email, password } = await createClient();
    const token = await resetTokenFor('client', email);
    await api.runtime.sequelize.query("UPDATE one_time_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = :hash", {
      replacements: { hash: hashToken(token) },
    });

    const res = await reset('client', token, 'brand-new-password');
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ token: [LINK_EXPIRED] });
    expect((await login('client', email, password)).status).toBe(200);
  });

  it('answers 400 naming token for an unknown token and for a token of another role', async () => {
    expect((await reset('client', 'made-up-token', 'brand-new-password')).body.error).toEqual({ token: [LINK_EXPIRED] });

    const { email } = await createLinguist();
    const linguistToken = await resetTokenFor('linguist', email);
    const crossRole = await reset('client', linguistToken, 'brand-new-password');
    expect(crossRole.status).toBe(400);
    expect(crossRole.body.error).toHaveProperty('token');
  });

  it('voids the other open reset links once one is used', async () => {
    const { email } = await createClient();
    const first = await resetTokenFor('client', email);
    const second = await resetTokenFor('client', email);
    expect((await reset('client', second, 'brand-new-password')).status).toBe(204);
    expect((await reset('client', first, 'another-new-password')).status).toBe(400);
  });

  it('answers 400 naming password when the new one is shorter than 8 characters', async () => {
    const { email } = await createClient();
    const token = await resetTokenFor('client', email);
    const res = await reset('client', token, 'short');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error)).toEqual(['password']);
    // the refused attempt did not use the link up
    expect((await reset('client', token, 'long-enough-password')).status).toBe(204);
  });

  it('answers 400 naming email for an invalid address', async () => {
    const res = await requestLink('client', 'not an address');
    expect(res.status).toBe(400);
    expect(res.body.error).toHaveProperty('email');
  });
});
