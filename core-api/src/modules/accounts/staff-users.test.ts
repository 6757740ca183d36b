import { QueryTypes } from 'sequelize';
import type { InternalUserDto, Page } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createAdmin, loginAs, uniqueEmail } from '../../testing/factories.js';
import { expectStatus, tokenFor, type Actor } from '../orders/testing/order-scenario.js';

let api: TestContext;
/** an administrator with invoice access, who acts in most tests */
let admin: Actor;

async function query<T extends object>(sql: string, replacements: Record<string, unknown> = {}): Promise<T[]> {
  return api.runtime.sequelize.query<T>(sql, { type: QueryTypes.SELECT, replacements });
}

function send(method: 'get' | 'post' | 'patch', path: string, actor: Actor = admin, body?: object) {
  const request = api.request()[method](path).set('Authorization', `Bearer ${actor.token}`);
  return body ? request.send(body) : request;
}

const fieldErrors = (res: { body: unknown }) => (res.body as { error?: Record<string, string[]> }).error ?? {};

async function staffMember(fakturaAccess: boolean, status: 'ACTIVE' | 'PENDING_ACTIVATION' = 'ACTIVE'): Promise<Actor & { email: string; password: string }> {
  const { admin: created, email, password } = await createAdmin({ fakturaAccess, status });
  return { id: created.id, token: tokenFor(api, 'admin', created.id), email, password };
}

async function stateOf(id: number) {
  const [row] = await query<{ status: string; faktura_access: boolean }>('SELECT status, faktura_access FROM admins WHERE id = :id', { id });
  return row;
}

const invitationTo = async (email: string) => {
  const mails = await query<{ template: string; text_body: string }>('SELECT template, text_body FROM mail_outbox WHERE recipient = :email ORDER BY id', { email });
  return mails.map((mail) => ({ template: mail.template, token: /registration\/confirm\?token=([A-Za-z0-9_-]+)&invitation=1/.exec(mail.text_body)?.[1] }));
};

beforeAll(async () => {
  api = await startTestApi();
  admin = await staffMember(true);
});
afterAll(() => api.close());

describe('POST /admin/users/internal', () => {
  it('invites a colleague without invoice access, who chooses a password and is then refused the invoices', async () => {
    const email = uniqueEmail('colleague');
    const res = await expectStatus(send('post', '/admin/users/internal', admin, { email, firstName: 'Carla', lastName: 'Colleague', language: 'de', fakturaAccess: false }), 201);
    const created = res.body as InternalUserDto;
    expect(created).toMatchObject({ email, firstName: 'Carla', lastName: 'Colleague', language: 'de', fakturaAccess: false, status: 'PENDING_ACTIVATION' });

    const [invitation] = await invitationTo(email);
    expect(invitation?.template).toBe('admin-invitation');
    expect(invitation?.token).toBeDefined();
    await expectStatus(api.request().post('/admin/auth/confirm-register').send({ token: invitation?.token, password: 'colleague-pass-1' }), 200);
    const { access_token } = await loginAs(() => api.request(), 'admin', email, 'colleague-pass-1');

    const invoices = await api.request().get('/admin/billing/invoices').set('Authorization', `Bearer ${access_token}`);
    expect(invoices.status).toBe(403);
    expect((await api.request().get('/admin/billing/invoices').set('Authorization', `Bearer ${admin.token}`)).status).toBe(200);
  });

  it('refuses an address a colleague has in any letter case with 409 under email, and creates nothing', async () => {
    const taken = await staffMember(false);
    const res = await expectStatus(send('post', '/admin/users/internal', admin, { email: taken.email.toUpperCase(), firstName: 'Twin', lastName: 'Taken' }), 409);
    expect(fieldErrors(res)).toHaveProperty('email');
    expect(await query('SELECT id FROM admins WHERE lower(email) = lower(:email)', { email: taken.email })).toHaveLength(1);
  });

  it('names every missing or malformed field with 400', async () => {
    const res = await expectStatus(send('post', '/admin/users/internal', admin, { email: 'not-an-address', lastName: '', language: 'es', fakturaAccess: 'yes' }), 400);
    expect(Object.keys(fieldErrors(res))).toEqual(expect.arrayContaining(['email', 'firstName', 'lastName', 'language', 'fakturaAccess']));
  });

  it('is for staff only', async () => {
    const clientToken = tokenFor(api, 'client', 1);
    await expectStatus(api.request().post('/admin/users/internal').set('Authorization', `Bearer ${clientToken}`).send({}), 403);
    await expectStatus(api.request().get('/admin/users/internal'), 401);
  });
});

describe('GET /admin/users/internal', () => {
  it('filters by status and answers every active colleague to a picker asking for limit 99999', async () => {
    const active = await staffMember(false);
    const pending = await staffMember(false, 'PENDING_ACTIVATION');

    const picker = (await expectStatus(send('get', '/admin/users/internal?status=ACTIVE&limit=99999'), 200)).body as Page<InternalUserDto>;
    expect(picker.data.length).toBe(picker.total);
    expect(picker.data.map((user) => user.id)).toEqual(expect.arrayContaining([admin.id, active.id]));
    expect(picker.data.map((user) => user.id)).not.toContain(pending.id);
    expect(picker.data.every((user) => user.status === 'ACTIVE')).toBe(true);

    const invited = (await expectStatus(send('get', '/admin/users/internal?status=PENDING_ACTIVATION&limit=99999'), 200)).body as Page<InternalUserDto>;
    expect(invited.data.map((user) => user.id)).toContain(pending.id);
    expect(invited.data[0]).not.toHaveProperty('passwordHash');
    expect(invited.data[0]).not.toHaveProperty('hasPassword');

    const count = (await expectStatus(send('get', '/admin/users/internal?limit=0'), 200)).body as Page<InternalUserDto>;
    expect(count.data).toEqual([]);
    expect(count.total).toBeGreaterThanOrEqual(picker.total + invited.total);

    expect(fieldErrors(await expectStatus(send('get', '/admin/users/internal?limit=100000'), 400))).toHaveProperty('limit');
    expect(fieldErrors(await expectStatus(send('get', '/admin/users/internal?status=ASLEEP'), 400))).toHaveProperty('status');
  });
});

describe('PATCH /admin/users/internal/:id', () => {
  it('changes a colleague’s names, language and invoice access', async () => {
    const colleague = await staffMember(false);
    const res = await expectStatus(send('patch', `/admin/users/internal/${colleague.id}`, admin, { firstName: 'Nora', lastName: 'New', language: 'fr', fakturaAccess: true }), 200);
    expect(res.body).toMatchObject({ id: colleague.id, firstName: 'Nora', lastName: 'New', language: 'fr', fakturaAccess: true, status: 'ACTIVE' });
    expect((await api.request().get('/admin/billing/invoices').set('Authorization', `Bearer ${colleague.token}`)).status).toBe(200);

    await expectStatus(send('patch', `/admin/users/internal/${colleague.id}`, admin, { fakturaAccess: false }), 200);
    // read fresh on every call: the access is gone at once, not at the next sign-in
    expect((await api.request().get('/admin/billing/invoices').set('Authorization', `Bearer ${colleague.token}`)).status).toBe(403);
  });

  it('deactivates a colleague, who can no longer sign in, and reactivates them', async () => {
    const colleague = await staffMember(false);
    const off = await expectStatus(send('patch', `/admin/users/internal/${colleague.id}`, admin, { active: false }), 200);
    expect(off.body).toMatchObject({ status: 'CLOSED_BY_GC' });
    await expect(loginAs(() => api.request(), 'admin', colleague.email, colleague.password)).rejects.toThrow();

    const on = await expectStatus(send('patch', `/admin/users/internal/${colleague.id}`, admin, { active: true }), 200);
    expect(on.body).toMatchObject({ status: 'ACTIVE' });
    await expect(loginAs(() => api.request(), 'admin', colleague.email, colleague.password)).resolves.toHaveProperty('access_token');
  });

  it('invites again a colleague who never accepted, when reactivated or given another address', async () => {
    const email = uniqueEmail('typo');
    const { id } = (await expectStatus(send('post', '/admin/users/internal', admin, { email, firstName: 'Tim', lastName: 'Typo' }), 201)).body as InternalUserDto;
    await expectStatus(send('patch', `/admin/users/internal/${id}`, admin, { active: false }), 200);
    const back = await expectStatus(send('patch', `/admin/users/internal/${id}`, admin, { active: true }), 200);
    expect(back.body).toMatchObject({ status: 'PENDING_ACTIVATION' });
    expect(await invitationTo(email)).toHaveLength(2);

    const corrected = uniqueEmail('corrected');
    await expectStatus(send('patch', `/admin/users/internal/${id}`, admin, { email: corrected }), 200);
    const [invitation] = await invitationTo(corrected);
    await expectStatus(api.request().post('/admin/auth/confirm-register').send({ token: invitation?.token, password: 'corrected-pass-1' }), 200);
    await expect(loginAs(() => api.request(), 'admin', corrected, 'corrected-pass-1')).resolves.toHaveProperty('access_token');
  });

  it('refuses another colleague’s address with 409 under email', async () => {
    const [one, two] = [await staffMember(false), await staffMember(false)];
    const res = await expectStatus(send('patch', `/admin/users/internal/${one.id}`, admin, { email: two.email.toUpperCase() }), 409);
    expect(fieldErrors(res)).toHaveProperty('email');
  });

  it('does not let an administrator remove their own invoice access or deactivate themselves', async () => {
    const own = await expectStatus(send('patch', `/admin/users/internal/${admin.id}`, admin, { fakturaAccess: false, firstName: 'Changed' }), 422);
    expect(fieldErrors(own)).toHaveProperty('fakturaAccess');
    const self = await expectStatus(send('patch', `/admin/users/internal/${admin.id}`, admin, { active: false }), 422);
    expect(fieldErrors(self)).toHaveProperty('active');
    expect(await stateOf(admin.id)).toEqual({ status: 'ACTIVE', faktura_access: true });
    const [{ first_name }] = await query<{ first_name: string }>('SELECT first_name FROM admins WHERE id = :id', { id: admin.id });
    expect(first_name).not.toBe('Changed');
  });

  it('keeps invoice access with the last active administrator who has it', async () => {
    const last = await staffMember(true);
    const caller = await staffMember(false);
    // Other test files of this worker leave their administrators behind: take their access for this test only.
    const others = await query<{ id: number }>('SELECT id FROM admins WHERE faktura_access AND id <> :id', { id: last.id });
    const otherIds = others.map((row) => row.id);
    await api.runtime.sequelize.query('UPDATE admins SET faktura_access = false WHERE id IN (:ids)', { replacements: { ids: otherIds } });
    try {
      // holders that are only invited or deactivated do not count
      await staffMember(true, 'PENDING_ACTIVATION');
      const lost = await expectStatus(send('patch', `/admin/users/internal/${last.id}`, caller, { fakturaAccess: false }), 422);
      expect(lost.body).toMatchObject({ message: expect.stringContaining('last active administrator with invoice access') });
      expect(fieldErrors(lost)).toHaveProperty('fakturaAccess');
      expect(fieldErrors(await expectStatus(send('patch', `/admin/users/internal/${last.id}`, caller, { active: false }), 422))).toHaveProperty('active');
      expect(await stateOf(last.id)).toEqual({ status: 'ACTIVE', faktura_access: true });

      // once a colleague has access too, either may lose it
      await expectStatus(send('patch', `/admin/users/internal/${caller.id}`, last, { fakturaAccess: true }), 200);
      await expectStatus(send('patch', `/admin/users/internal/${last.id}`, caller, { fakturaAccess: false }), 200);
      expect(await stateOf(last.id)).toEqual({ status: 'ACTIVE', faktura_access: false });
    } finally {
      await api.runtime.sequelize.query('UPDATE admins SET faktura_access = true WHERE id IN (:ids)', { replacements: { ids: otherIds } });
    }
  });

  it('answers 404 for an unknown staff member and 400 for an empty change', async () => {
    await expectStatus(send('patch', '/admin/users/internal/2147483000', admin, { firstName: 'Nobody' }), 404);
    await expectStatus(send('patch', `/admin/users/internal/${admin.id}`, admin, {}), 400);
  });
});
