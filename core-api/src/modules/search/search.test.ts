import { randomBytes, randomInt } from 'node:crypto';
import type { AdminSearchResult, AdminSearchKind } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createAdmin, createClient, createLinguist, uniqueEmail, verifiedBilling } from '../../testing/factories.js';
import { saveClientBillingSettings } from '../users/index.js';
import { deposit, newOrder, newProject, orderRequest, tokenFor, type Actor } from '../orders/testing/order-scenario.js';

// GET /admin/search (decision 054): every kind by what staff know of it, few of each, staff only.
jest.setTimeout(60_000);

let api: TestContext;
let admin: Actor;
let client: Actor;
let clientEmail: string;
/** A word nobody else's test data contains, so the hits are this file's. */
const marker = `zq${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  api = await startTestApi();
  const { admin: account } = await createAdmin({ fakturaAccess: true });
  admin = { id: account.id, token: tokenFor(api, 'admin', account.id) };
  clientEmail = uniqueEmail(`${marker}-office`);
  const { client: clientAccount } = await createClient({ email: clientEmail, firstName: 'Greta', lastName: `Garten${marker}` });
  await api.runtime.sequelize.transaction((transaction) =>
    saveClientBillingSettings(clientAccount.id, verifiedBilling({ companyName: `Teak ${marker} KG` }), transaction),
  );
  await deposit(api, clientAccount.id, 10_000_000n);
  client = { id: clientAccount.id, token: tokenFor(api, 'client', clientAccount.id) };
});

afterAll(() => api.close());

const search = (query: string, token = admin.token) =>
  api.request().get(`/admin/search?${query}`).set('Authorization', `Bearer ${token}`);

async function hitsOf(query: string, kind: AdminSearchKind) {
  const res = await search(query);
  if (res.status !== 200) throw new Error(`${query} answered ${res.status}: ${JSON.stringify(res.body)}`);
  const body = res.body as AdminSearchResult;
  expect(body.groups.map((group) => group.kind)).toEqual(['client', 'linguist', 'project', 'order', 'invoice']);
  return body.groups.find((group) => group.kind === kind)?.hits ?? [];
}

async function newInvoice(clientId: number): Promise<{ id: number; number: string }> {
  // A year of its own keeps the number unique beside the invoice run's.
  const year = randomInt(3000, 9999);
  const sequence = randomInt(100_000, 999_999);
  const [rows] = await api.runtime.sequelize.query(
    `INSERT INTO invoices (client_id, number, year, sequence, type, status, amount_net, tax, amount_gross, currency, language, issued_at, billing_address)
     VALUES (:clientId, :number, :year, :sequence, 'INVOICE', 'OPEN', 100, 19, 119, 'EUR', 'en', now(), '{}') RETURNING id, number`,
    { replacements: { clientId, number: `${year}-${sequence}`, year, sequence } },
  );
  return (rows as { id: number; number: string }[])[0] as { id: number; number: string };
}

describe('GET /admin/search', () => {
  it('finds a client by a word of its company or its person, by its e-mail and by its id', async () => {
    const expected = [{ id: client.id, label: `Teak ${marker} KG`, detail: clientEmail, clientId: client.id }];
    expect(await hitsOf(`q=teak%20${marker}`, 'client')).toEqual(expected);
    expect(await hitsOf(`q=garten${marker}`, 'client')).toEqual(expected);
    expect(await hitsOf(`q=${encodeURIComponent(clientEmail.slice(0, 20))}`, 'client')).toEqual(expected);
    expect((await hitsOf(`q=${client.id}`, 'client'))[0]).toEqual(expected[0]);
    expect((await hitsOf(`q=${client.id}00`, 'client')).map((hit) => hit.id)).not.toContain(client.id);
  });

  it('finds a linguist by her name or e-mail, named by her name rather than her nickname', async () => {
    const { linguist } = await createLinguist({ firstName: 'Lotte', lastName: `Lektor${marker}`, nickname: `nick${marker}` });
    const expected = [{ id: linguist.id, label: `Lotte Lektor${marker}`, detail: linguist.email, clientId: null }];
    expect(await hitsOf(`q=lotte%20lektor${marker}`, 'linguist')).toEqual(expected);
    expect(await hitsOf(`q=nick${marker}`, 'linguist')).toEqual(expected);
    expect(await hitsOf(`q=lotte%20nobody${marker}`, 'linguist')).toEqual([]);
  });

  it('finds a project by its name and an order by its title or id, each naming its client', async () => {
    const projectId = await newProject(api, client);
    await api.runtime.sequelize.query('UPDATE projects SET name = :name WHERE id = :id', { replacements: { name: `Spring ${marker} blog`, id: projectId } });
    const orderId = await newOrder(api, client, projectId, orderRequest({ orders: [{ title: `Garden tips ${marker}`, minWords: 300, maxWords: 500 }] }));

    expect(await hitsOf(`q=${marker}%20blog`, 'project')).toEqual([{ id: projectId, label: `Spring ${marker} blog`, detail: `Teak ${marker} KG`, clientId: client.id }]);
    expect(await hitsOf(`q=garden%20tips%20${marker}`, 'order')).toEqual([{ id: orderId, label: `Garden tips ${marker}`, detail: `Teak ${marker} KG`, clientId: client.id }]);
    expect((await hitsOf(`q=${orderId}`, 'order'))[0]).toEqual({ id: orderId, label: `Garden tips ${marker}`, detail: `Teak ${marker} KG`, clientId: client.id });
    // The title is one phrase: its words in another order are another title.
    expect(await hitsOf(`q=tips%20garden%20${marker}`, 'order')).toEqual([]);
  });

  it('finds an invoice by its number or a part of it', async () => {
    const invoice = await newInvoice(client.id);
    expect(await hitsOf(`q=${invoice.number}`, 'invoice')).toEqual([{ id: invoice.id, label: invoice.number, detail: `Teak ${marker} KG`, clientId: client.id }]);
    expect((await hitsOf(`q=${invoice.number.slice(0, 7)}`, 'invoice')).map((hit) => hit.id)).toContain(invoice.id);
  });

  it('shows invoices only to staff with invoice access', async () => {
    const invoice = await newInvoice(client.id);
    const { admin: withoutAccess } = await createAdmin();
    const res = await search(`q=${invoice.number}`, tokenFor(api, 'admin', withoutAccess.id));
    expect(res.status).toBe(200);
    expect((res.body as AdminSearchResult).groups.map((group) => group.kind)).toEqual(['client', 'linguist', 'project', 'order']);
  });

  it('answers at most `limit` of each kind, 5 unless asked, the newest first', async () => {
    const projectId = await newProject(api, client);
    const ids: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      ids.push(await newOrder(api, client, projectId, orderRequest({ orders: [{ title: `Batch ${marker} ${index}`, minWords: 300, maxWords: 500 }] })));
    }
    expect((await hitsOf(`q=batch%20${marker}`, 'order')).map((hit) => hit.id)).toEqual(ids.slice(2).reverse());
    expect((await hitsOf(`q=batch%20${marker}&limit=2`, 'order')).map((hit) => hit.id)).toEqual([ids[6], ids[5]]);
  });

  it('answers 400 naming q for a term under 3 characters or without a word of 3, and for a limit over 20', async () => {
    for (const query of ['q=ab', 'q=%20%20ab%20%20', 'q=ab%20cd', '']) {
      const res = await search(query);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('q');
    }
    const tooMany = await search(`q=${marker}&limit=21`);
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain('limit');
  });

  it('is staff’s only', async () => {
    expect((await search(`q=${marker}`, client.token)).status).toBe(403);
    expect((await api.request().get(`/admin/search?q=${marker}`)).status).toBe(401);
  });
});
