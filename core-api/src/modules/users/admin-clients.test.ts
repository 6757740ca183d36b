import { randomBytes } from 'node:crypto';
import type { AdminClientDetailDto, AdminClientDto, ClientBalance, Page } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createClient } from '../../testing/factories.js';
import { deposit, expectStatus, newAdmin, newClient, tokenFor, type Actor } from '../orders/testing/order-scenario.js';

let api: TestContext;
let admin: Actor;

/** Every client of this file carries the marker in its company, so searches see this file's clients only. */
const marker = `Zq${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  api = await startTestApi();
  admin = await newAdmin(api);
});

afterAll(() => api.close());

const fieldErrors = (res: { body: unknown }) => (res.body as { error?: Record<string, string[]> }).error;

function get(path: string, token = admin.token) {
  return api.request().get(path).set('Authorization', `Bearer ${token}`);
}

async function clientOf(company: string | null, overrides: Parameters<typeof createClient>[0] = {}) {
  const { client } = await createClient({
    ...overrides,
    billing: company === null ? null : { companyName: `${company} ${marker}`, email: 'billing@example.test', legalCheckStatus: 'VALID' },
  });
  return client;
}

describe('GET /admin/users/client', () => {
  it('finds clients by e-mail, company or full name, newest first, with their invoicing and currency', async () => {
    const teak = await clientOf('Teak & Co. KG', { invoicing: 'invoice', currency: 'GBP' });
    const birch = await clientOf('Birch GmbH', { firstName: 'Greta', lastName: `Garbo${marker}` });

    const byCompany = (await expectStatus(get(`/admin/users/client?search=${encodeURIComponent(`teak & co. kg ${marker}`)}`), 200)).body as Page<AdminClientDto>;
    expect(byCompany).toEqual({
      data: [
        {
          id: teak.id,
          email: teak.email,
          name: `Teak & Co. KG ${marker}`,
          invoicing: 'invoice',
          currency: 'GBP',
          status: 'ACTIVE',
          createdAt: teak.createdAt.toISOString(),
        },
      ],
      total: 1,
    });

    const byName = (await expectStatus(get(`/admin/users/client?search=${encodeURIComponent(`Greta Garbo${marker}`)}`), 200)).body as Page<AdminClientDto>;
    expect(byName.data.map((client) => client.id)).toEqual([birch.id]);
    const byEmail = (await expectStatus(get(`/admin/users/client?search=${encodeURIComponent(birch.email.toUpperCase())}`), 200)).body as Page<AdminClientDto>;
    expect(byEmail.data.map((client) => client.id)).toEqual([birch.id]);

    const both = (await expectStatus(get(`/admin/users/client?search=${marker}`), 200)).body as Page<AdminClientDto>;
    expect(both.data.map((client) => client.id)).toEqual([birch.id, teak.id]);
  });

  it('sorts by id, e-mail or creation in either direction, and refuses another order naming the field', async () => {
    const first = await clientOf('Sorted A', { email: `zz-sorted-${marker}@example.test` });
    const second = await clientOf('Sorted B', { email: `aa-sorted-${marker}@example.test` });
    const ids = async (sort: string) =>
      ((await expectStatus(get(`/admin/users/client?search=sorted-${marker}&sort=${sort}`), 200)).body as Page<AdminClientDto>).data.map((client) => client.id);
    expect(await ids('id')).toEqual([first.id, second.id]);
    expect(await ids('-id')).toEqual([second.id, first.id]);
    expect(await ids('email')).toEqual([second.id, first.id]);
    expect(await ids('-email')).toEqual([first.id, second.id]);
    expect(await ids('created')).toEqual([first.id, second.id]);
    expect(await ids('-created')).toEqual([second.id, first.id]);
    const refused = await expectStatus(get(`/admin/users/client?sort=name`), 400);
    expect(JSON.stringify(refused.body)).toContain('sort');
  });

  it('names a client without a company by their full name', async () => {
    const { client } = await createClient({ firstName: 'Nils', lastName: `Nobody${marker}` });
    const page = (await expectStatus(get(`/admin/users/client?search=Nobody${marker}`), 200)).body as Page<AdminClientDto>;
    expect(page.data).toEqual([expect.objectContaining({ id: client.id, name: `Nils Nobody${marker}` })]);
  });

  it('takes the search literally: % and _ are no wildcards', async () => {
    await clientOf('Percent');
    const page = (await expectStatus(get(`/admin/users/client?search=${encodeURIComponent(`%${marker}`)}`), 200)).body as Page<AdminClientDto>;
    expect(page.total).toBe(0);
  });

  it('filters by invoicing and pages with limit and offset; limit 0 answers only the total', async () => {
    const filter = `PagedInvoice${marker}`;
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await clientOf(`${filter} ${i}`, { invoicing: 'invoice' })).id);
    await clientOf(`${filter} deposit`, { invoicing: 'deposit' });

    const search = `search=${encodeURIComponent(filter)}&invoicing=invoice`;
    const first = (await expectStatus(get(`/admin/users/client?${search}&limit=2`), 200)).body as Page<AdminClientDto>;
    expect(first.total).toBe(3);
    expect(first.data.map((client) => client.id)).toEqual([ids[2], ids[1]]);
    const second = (await expectStatus(get(`/admin/users/client?${search}&limit=2&offset=2`), 200)).body as Page<AdminClientDto>;
    expect(second.data.map((client) => client.id)).toEqual([ids[0]]);
    expect((await expectStatus(get(`/admin/users/client?${search}&limit=0`), 200)).body).toEqual({ data: [], total: 3 });
  });

  it('answers 400 naming the field for a bad filter', async () => {
    expect(fieldErrors(await expectStatus(get('/admin/users/client?invoicing=cash'), 400))).toHaveProperty('invoicing');
    expect(fieldErrors(await expectStatus(get('/admin/users/client?limit=100000'), 400))).toHaveProperty('limit');
  });

  it('is for staff only', async () => {
    const client = await newClient(api);
    await expectStatus(get('/admin/users/client', client.token), 403);
    await expectStatus(api.request().get('/admin/users/client'), 401);
  });
});

describe('GET /admin/client/:id', () => {
  it('answers the row plus name, VAT, billing name and legal check status', async () => {
    const client = await clientOf('Oak AG', { firstName: 'Olga', lastName: 'Oak', language: 'de', country: 'DE', vat: '0.19' });
    const detail = (await expectStatus(get(`/admin/client/${client.id}`), 200)).body as AdminClientDetailDto;
    expect(detail).toEqual({
      id: client.id,
      email: client.email,
      name: `Oak AG ${marker}`,
      invoicing: 'deposit',
      currency: 'EUR',
      status: 'ACTIVE',
      createdAt: client.createdAt.toISOString(),
      firstName: 'Olga',
      lastName: 'Oak',
      language: 'de',
      country: 'DE',
      vat: '0.1900',
      billing: { companyName: `Oak AG ${marker}`, firstName: null, lastName: null, email: 'billing@example.test' },
      legalCheckStatus: 'VALID',
    });
  });

  it('has no billing name nor legal check status before the client saved billing settings', async () => {
    const client = await clientOf(null);
    expect((await expectStatus(get(`/admin/client/${client.id}`), 200)).body).toMatchObject({ billing: null, legalCheckStatus: null, name: 'Clara Client' });
  });

  it('answers 404 for an unknown client and 400 naming the id for a malformed one', async () => {
    await expectStatus(get('/admin/client/2000000000'), 404);
    expect(fieldErrors(await expectStatus(get('/admin/client/abc'), 400))).toHaveProperty('id');
  });

  it('is for staff only', async () => {
    const client = await newClient(api);
    await expectStatus(get(`/admin/client/${client.id}`, client.token), 403);
    await expectStatus(get(`/admin/client/${client.id}`, tokenFor(api, 'linguist', 1)), 403);
  });
});

describe('GET /admin/client/:id/balance', () => {
  it('answers the client’s own balance, as the client reads it', async () => {
    const client = await newClient(api, {}, 12_345n);
    const asAdmin = (await expectStatus(get(`/admin/client/${client.id}/balance`), 200)).body as ClientBalance;
    expect(asAdmin).toMatchObject({ availableAmount: 12_345, totalDepositAmount: 12_345, orderReservedAmount: 0, currency: 'EUR' });
    expect((await expectStatus(get('/client/billing/balance', client.token), 200)).body).toEqual(asAdmin);

    await deposit(api, client.id, 655n);
    expect((await expectStatus(get(`/admin/client/${client.id}/balance`), 200)).body).toMatchObject({ availableAmount: 13_000 });
  });

  it('answers 404 for an unknown client and 403 for a client token', async () => {
    await expectStatus(get('/admin/client/2000000000/balance'), 404);
    const client = await newClient(api);
    await expectStatus(get(`/admin/client/${client.id}/balance`, client.token), 403);
  });
});
