import { QueryTypes } from 'sequelize';
import { AUTH_PREFIX, ME_PATH, type Role } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createAdmin, createClient, loginAs, passwordGrant, uniqueEmail } from '../../testing/factories.js';
import { OutboxMail } from '../notifications/outbox.model.js';
import { hashToken } from './tokens.js';

let api: TestContext;
let adminToken: string;
beforeAll(async () => {
  api = await startTestApi();
  const { email, password } = await createAdmin();
  adminToken = (await loginAs(api, 'admin', email, password)).access_token;
});
afterAll(() => api.close());

async function mailsTo(recipient: string): Promise<OutboxMail[]> {
  return OutboxMail.findAll({ where: { recipient }, order: [['id', 'ASC']] });
}

function tokenIn(mail: OutboxMail, path: string): string {
  const match = new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([\\w-]+)`).exec(mail.textBody);
  if (!match) throw new Error(`no ${path} link in: ${mail.textBody}`);
  return match[1];
}

function register(role: Role, body: Record<string, unknown>) {
  const req = api.request().post(`${AUTH_PREFIX[role]}/registration`);
  return (role === 'admin' ? req.auth(adminToken, { type: 'bearer' }) : req).send(body);
}

function confirm(role: Role, body: Record<string, unknown>) {
  return api.request().post(`${AUTH_PREFIX[role]}/confirm-register`).send(body);
}

describe('client registration', () => {
  it('creates a pending prepaid client, mails a confirmation link, and the confirmed client can sign in', async () => {
    const email = uniqueEmail('new-client');
    const res = await register('client', { email, password: 'my-new-password', firstName: 'Nora', lastName: 'Neu', companyName: 'Neu GmbH' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ status: 'PENDING_ACTIVATION' });

    const [mail] = await mailsTo(email);
    expect(mail.template).toBe('confirm-registration');
    expect(mail.subject).toBe('Confirm your Inkwell account');
    expect(mail.textBody).toContain('Hello Nora,');
    const token = tokenIn(mail, `${api.config.clientAppUrl}/registration/confirm`);

    const beforeConfirm = await api.request().post(`${AUTH_PREFIX.client}/login`).send(passwordGrant(api.config, 'client', email, 'my-new-password'));
    expect(beforeConfirm.status).toBe(403);

    const confirmed = await confirm('client', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ status: 'ACTIVE' });

    const tokens = await loginAs(api, 'client', email, 'my-new-password');
    const me = await api.request().get(ME_PATH.client).auth(tokens.access_token, { type: 'bearer' });
    expect(me.body).toMatchObject({
      email,
      status: 'ACTIVE',
      invoicing: 'deposit',
      currency: 'EUR',
      vat: '0.1900',
      servicesAvailable: ['copywriting', 'proofreading'],
      hasValidLegalInfo: false,
      billing: { companyName: 'Neu GmbH', firstName: 'Nora', lastName: 'Neu', email },
    });
  });

  it('writes the mail in the language of the body, else of Accept-Language', async () => {
    const german = uniqueEmail('de-client');
    await register('client', { email: german, password: 'my-new-password', firstName: 'Jonas', lastName: 'Weber', language: 'de' });
    const [de] = await mailsTo(german);
    expect(de.subject).toBe('Bitte bestätigen Sie Ihr Inkwell-Konto');
    expect(de.textBody).toContain('Hallo Jonas,');
    expect(de.htmlBody).toContain('<html lang="de">');

    const italian = uniqueEmail('it-client');
    await api
      .request()
      .post(`${AUTH_PREFIX.client}/registration`)
      .set('Accept-Language', 'it-IT,it;q=0.9,en;q=0.5')
      .send({ email: italian, password: 'my-new-password', firstName: 'Giulia', lastName: 'Rossi' });
    const [it] = await mailsTo(italian);
    expect(it.subject).toBe('Conferma il tuo account Inkwell');
  });

  it('escapes names in the HTML mail', async () => {
    const email = uniqueEmail('html-client');
    await register('client', { email, password: 'my-new-password', firstName: '<img src=x onerror=alert(1)>', lastName: 'X' });
    const [mail] = await mailsTo(email);
    expect(mail.htmlBody).not.toContain('<img');
    expect(mail.htmlBody).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });

  it('answers the same 201 for an address that already has an account and mails its owner a notice instead', async () => {
    const { client, email, password } = await createClient({ language: 'fr', firstName: 'Chloé' });
    const res = await register('client', { email: email.toUpperCase(), password: 'another-password', firstName: 'Eve', lastName: 'Mallory' });

    expect(res.status).toBe(201);
    expect(res.body).toEqual({ status: 'PENDING_ACTIVATION' });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].template).toBe('account-exists');
    expect(mails[0].subject).toBe('Vous avez déjà un compte Inkwell');
    expect(mails[0].textBody).toContain('Bonjour Chloé,');
    expect(mails[0].textBody).toContain(`${api.config.clientAppUrl}/password-reset/request`);
    expect(mails[0].textBody).not.toMatch(/token=/);

    const [{ count }] = await api.runtime.sequelize.query<{ count: string }>('SELECT count(*) FROM clients WHERE lower(email) = lower(:email)', {
      type: QueryTypes.SELECT,
      replacements: { email },
    });
    expect(count).toBe('1');
    await client.reload();
    expect(client.firstName).toBe('Chloé');
    await expect(loginAs(api, 'client', email, password)).resolves.toHaveProperty('access_token');
  });

  it('sends a pending account a fresh confirmation link when it registers again', async () => {
    const email = uniqueEmail('twice');
    await register('client', { email, password: 'first-password', firstName: 'Tim', lastName: 'Twice' });
    await register('client', { email, password: 'second-password', firstName: 'Tim', lastName: 'Twice' });
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.template)).toEqual(['confirm-registration', 'confirm-registration']);
    expect((await confirm('client', { token: tokenIn(mails[1], '/registration/confirm') })).status).toBe(200);
    await expect(loginAs(api, 'client', email, 'first-password')).resolves.toHaveProperty('access_token');
  });

  it('creates one account when the same address registers twice at the same moment', async () => {
    const email = uniqueEmail('race');
    const body = { email, password: 'race-password', firstName: 'Rita', lastName: 'Race' };
    const answers = await Promise.all([register('client', body), register('client', body)]);
    expect(answers.map((r) => r.status)).toEqual([201, 201]);
    const rows = await api.runtime.sequelize.query('SELECT id FROM clients WHERE email = :email', { type: QueryTypes.SELECT, replacements: { email } });
    expect(rows).toHaveLength(1);
  });

  it('answers 400 naming each missing or invalid field', async () => {
    const res = await register('client', { email: 'not-an-address', password: 'short' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error).sort()).toEqual(['email', 'firstName', 'lastName', 'password']);
  });

  it('refuses a password longer than 128 characters', async () => {
    const res = await register('client', { email: uniqueEmail('long'), password: 'x'.repeat(129), firstName: 'L', lastName: 'Long' });
    expect(res.status).toBe(400);
    expect(res.body.error).toHaveProperty('password');
  });
});

describe('linguist registration', () => {
  it('creates a pending copywriter that can sign in after confirming', async () => {
    const email = uniqueEmail('new-linguist');
    const res = await register('linguist', { email, password: 'writer-password', firstName: 'Lars', lastName: 'Lang', nickname: 'lars' });
    expect(res.status).toBe(201);

    const [mail] = await mailsTo(email);
    const token = tokenIn(mail, `${api.config.linguistAppUrl}/registration/confirm`);
    expect((await confirm('linguist', { token })).status).toBe(200);

    const tokens = await loginAs(api, 'linguist', email, 'writer-password');
    const me = await api.request().get(ME_PATH.linguist).auth(tokens.access_token, { type: 'bearer' });
    expect(me.body).toMatchObject({ nickname: 'lars', roles: ['copywriter'], servicesAvailable: ['copywriting'], level: null, languages: [] });
  });

  it('keeps roles apart: a client confirmation token does not confirm a linguist', async () => {
    const email = uniqueEmail('cross-role');
    await register('client', { email, password: 'my-new-password', firstName: 'C', lastName: 'R' });
    const [mail] = await mailsTo(email);
    const res = await confirm('linguist', { token: tokenIn(mail, '/registration/confirm') });
    expect(res.status).toBe(400);
    expect(res.body.error).toHaveProperty('token');
  });
});

describe('confirmation tokens', () => {
  async function pendingClientToken(): Promise<string> {
    const email = uniqueEmail('pending');
    await register('client', { email, password: 'my-new-password', firstName: 'P', lastName: 'Ending' });
    const [mail] = await mailsTo(email);
    return tokenIn(mail, '/registration/confirm');
  }

  it('works once: a used token answers 400 naming token', async () => {
    const token = await pendingClientToken();
    expect((await confirm('client', { token })).status).toBe(200);
    const again = await confirm('client', { token });
    expect(again.status).toBe(400);
    expect(again.body.error).toEqual({ token: ['This link has expired or was already used. Please request a new one.'] });
  });

  it('expires after 24 hours', async () => {
    const token = await pendingClientToken();
    await api.runtime.sequelize.query("UPDATE one_time_tokens SET expires_at = now() - interval '1 minute' WHERE token_hash = :hash", {
      replacements: { hash: hashToken(token) },
    });
    const res = await confirm('client', { token });
    expect(res.status).toBe(400);
    expect(res.body.error).toHaveProperty('token');
  });

  it('answers 400 naming token for an unknown token, and for a missing one', async () => {
    expect((await confirm('client', { token: 'made-up-token' })).body.error).toHaveProperty('token');
    const missing = await confirm('client', {});
    expect(missing.status).toBe(400);
    expect(missing.body.error).toHaveProperty('token');
  });

  it('is issued with a 24-hour lifetime and stored only as a hash', async () => {
    const token = await pendingClientToken();
    const rows = await api.runtime.sequelize.query<{ hours: number; clear: boolean }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 3600) AS hours, token_hash = :token AS clear
         FROM one_time_tokens WHERE token_hash = :hash`,
      { type: QueryTypes.SELECT, replacements: { token, hash: hashToken(token) } },
    );
    expect(Number(rows[0].hours)).toBe(24);
    expect(rows[0].clear).toBe(false);
  });
});

describe('admin invitation', () => {
  const invitation = () => ({ email: uniqueEmail('invited'), firstName: 'Ines', lastName: 'Invited', fakturaAccess: true });

  it('needs an admin token', async () => {
    const anonymous = await api.request().post(`${AUTH_PREFIX.admin}/registration`).send(invitation());
    expect(anonymous.status).toBe(401);

    const { email, password } = await createClient();
    const clientToken = (await loginAs(api, 'client', email, password)).access_token;
    const asClient = await api.request().post(`${AUTH_PREFIX.admin}/registration`).auth(clientToken, { type: 'bearer' }).send(invitation());
    expect(asClient.status).toBe(403);
  });

  it('mails an invitation; accepting it with a password activates the admin', async () => {
    const body = invitation();
    const res = await register('admin', body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ status: 'PENDING_ACTIVATION' });

    const [mail] = await mailsTo(body.email);
    expect(mail.template).toBe('admin-invitation');
    const token = tokenIn(mail, `${api.config.adminAppUrl}/registration/confirm`);

    const withoutPassword = await confirm('admin', { token });
    expect(withoutPassword.status).toBe(400);
    expect(withoutPassword.body.error).toHaveProperty('password');

    expect((await confirm('admin', { token, password: 'chosen-password' })).status).toBe(200);
    const tokens = await loginAs(api, 'admin', body.email, 'chosen-password');
    const me = await api.request().get(ME_PATH.admin).auth(tokens.access_token, { type: 'bearer' });
    expect(me.body).toMatchObject({ email: body.email, fakturaAccess: true, status: 'ACTIVE', firstName: 'Ines' });
  });

  it('refuses a password in an invitation body', async () => {
    const res = await register('admin', { ...invitation(), password: 'chosen-by-someone-else' });
    expect(res.status).toBe(400);
    expect(res.body.error).toHaveProperty('password');
  });
});
