import { QueryTypes } from 'sequelize';
import { ME_PATH } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../testing/test-runtime.js';
import { loginAs } from '../testing/factories.js';
import { DEMO_PASSWORD, seedDemo } from './demo-accounts.js';
import { ORDER_STATUSES } from '@inkwell/contracts';
import { clientBalance, verifyLedger } from '../modules/ledger/ledger.service.js';
import { DEMO_DEPOSIT_CENTS } from '../modules/ledger/demo-ledger.js';
import { linguistPayoutDetails, linguistSupplier } from '../modules/linguists/index.js';

let api: TestContext;
let firstRun: boolean;
beforeAll(async () => {
  api = await startTestApi();
  firstRun = await seedDemo(api.runtime.sequelize);
});
afterAll(() => api.close());

async function me(role: 'client' | 'admin' | 'linguist', email: string) {
  const { access_token } = await loginAs(api, role, email, DEMO_PASSWORD);
  const res = await api.request().get(ME_PATH[role]).auth(access_token, { type: 'bearer' });
  expect(res.status).toBe(200);
  return res.body;
}

describe('seedDemo', () => {
  it('creates the demo accounts once; a second run changes nothing', async () => {
    expect(firstRun).toBe(true);
    expect(await seedDemo(api.runtime.sequelize)).toBe(false);
    const [{ count }] = await api.runtime.sequelize.query<{ count: string }>(
      "SELECT count(*) FROM clients WHERE email IN ('client@demo.test', 'prepaid@demo.test')",
      { type: QueryTypes.SELECT },
    );
    expect(count).toBe('2');
  });

  it('gives every demo account a distinct salt', async () => {
    const rows = await api.runtime.sequelize.query<{ password_hash: string }>(
      `SELECT password_hash FROM clients WHERE email LIKE '%@demo.test'
       UNION ALL SELECT password_hash FROM linguists WHERE email LIKE '%@demo.test'
       UNION ALL SELECT password_hash FROM admins WHERE email LIKE '%@demo.test'`,
      { type: QueryTypes.SELECT },
    );
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((r) => r.password_hash)).size).toBe(6);
  });

  it('makes a postpaid and a prepaid client with verified billing settings', async () => {
    expect(await me('client', 'client@demo.test')).toMatchObject({
      invoicing: 'invoice',
      currency: 'EUR',
      status: 'ACTIVE',
      hasValidLegalInfo: true,
      billing: { companyName: 'Demo Postpaid GmbH' },
    });
    expect(await me('client', 'prepaid@demo.test')).toMatchObject({
      invoicing: 'deposit',
      currency: 'EUR',
      hasValidLegalInfo: true,
      billing: { companyName: expect.any(String) },
    });
  });

  it('gives the prepaid client a deposit that its demo orders draw on, and a sound ledger', async () => {
    const prepaid = await me('client', 'prepaid@demo.test');
    const balance = await clientBalance(prepaid.id, 'EUR');
    expect(balance.deposited).toBe(DEMO_DEPOSIT_CENTS);
    const [{ reserved, charged }] = await api.runtime.sequelize.query<{ reserved: string; charged: string }>(
      `SELECT coalesce(sum(reserved_amount) FILTER (WHERE status NOT IN ('accepted', 'rejected', 'canceled')), 0) AS reserved,
              coalesce(sum(price_final) FILTER (WHERE status = 'accepted'), 0) AS charged
         FROM orders WHERE client_id = :id`,
      { type: QueryTypes.SELECT, replacements: { id: prepaid.id } },
    );
    expect(balance.reserved).toBe(BigInt(reserved));
    expect(balance.available + balance.reserved + BigInt(charged)).toBe(DEMO_DEPOSIT_CENTS);
    expect(await verifyLedger()).toEqual([]);
    const deposits = await api.runtime.sequelize.query<{ method: string; status: string; amount_net: string }>(
      'SELECT method, status, amount_net FROM deposits WHERE client_id = :id',
      { type: QueryTypes.SELECT, replacements: { id: prepaid.id } },
    );
    expect(deposits).toEqual([{ method: 'BANK', status: 'PAID', amount_net: DEMO_DEPOSIT_CENTS.toString() }]);
  });

  it('gives both demo clients orders in every status, with texts, revisions, history and ratings', async () => {
    const rows = await api.runtime.sequelize.query<{ email: string; statuses: string[]; rated: string; revised: string; texts: string; history: string }>(
      `SELECT c.email, array_agg(DISTINCT o.status) AS statuses,
              count(*) FILTER (WHERE o.rating_content IS NOT NULL) AS rated,
              count(*) FILTER (WHERE o.revisions_count > 0) AS revised,
              (SELECT count(*) FROM order_texts t JOIN orders x ON x.id = t.order_id WHERE x.client_id = c.id) AS texts,
              (SELECT count(*) FROM order_history h JOIN orders x ON x.id = h.order_id WHERE x.client_id = c.id) AS history
         FROM clients c JOIN orders o ON o.client_id = c.id
        WHERE c.email IN ('client@demo.test', 'prepaid@demo.test')
        GROUP BY c.id, c.email ORDER BY c.email`,
      { type: QueryTypes.SELECT },
    );
    expect(rows).toHaveLength(2);
    const [{ shared }] = await api.runtime.sequelize.query<{ shared: string }>(
      `SELECT count(*) AS shared FROM orders a JOIN orders b ON a.title = b.title AND a.client_id < b.client_id
        WHERE a.client_id IN (SELECT id FROM clients WHERE email LIKE '%@demo.test')`,
      { type: QueryTypes.SELECT },
    );
    expect(shared).toBe('0'); // each client's lists read as its own business
    for (const row of rows) {
      expect([...row.statuses].sort()).toEqual([...ORDER_STATUSES].sort());
      expect(Number(row.rated)).toBeGreaterThanOrEqual(2);
      expect(Number(row.revised)).toBeGreaterThanOrEqual(3);
      expect(Number(row.texts)).toBeGreaterThan(10);
      expect(Number(row.history)).toBeGreaterThan(30);
    }
  });

  it('makes a copywriter and a proofreader writing German and English', async () => {
    const cultures = ['de-DE', 'en-GB', 'en-US'];
    const writer = await me('linguist', 'writer@demo.test');
    expect(writer).toMatchObject({ roles: ['copywriter'], level: 'professional', status: 'ACTIVE' });
    expect(writer.languages.map((l: { culture: string }) => l.culture)).toEqual(cultures);
    // credit notes and payouts work for her from the first start
    expect(await linguistPayoutDetails(writer.id)).toMatchObject({ method: 'SEPA', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
    expect(await linguistSupplier(writer.id)).toMatchObject({ country: 'DE', taxTreatment: 'SMALL_BUSINESS' });

    const proofreader = await me('linguist', 'proofreader@demo.test');
    expect(proofreader).toMatchObject({ roles: ['proofreader'], level: 'premium', servicesAvailable: ['proofreading'] });
    expect(proofreader.languages.map((l: { culture: string }) => l.culture)).toEqual(cultures);
  });

  it('makes an admin with fakturaAccess and a staff member without', async () => {
    expect(await me('admin', 'admin@demo.test')).toMatchObject({ fakturaAccess: true, firstName: expect.any(String) });
    expect(await me('admin', 'staff@demo.test')).toMatchObject({ fakturaAccess: false, lastName: expect.any(String) });
  });
});

describe('seedDemo messages', () => {
  async function mailbox(role: 'client' | 'linguist' | 'admin', email: string) {
    const { access_token } = await loginAs(api, role, email, DEMO_PASSWORD);
    return (path: string) => api.request().get(`/${role}${path}`).auth(access_token, { type: 'bearer' });
  }
  const unreadBySubject = (page: { data: { subject: string; unread: boolean }[] }) => Object.fromEntries(page.data.map((item) => [item.subject, item.unread]));

  it('gives the demo client and writer conversations, about orders and with support, some unread and a draft', async () => {
    const client = await mailbox('client', 'client@demo.test');
    expect((await client('/messages/summary')).body).toEqual({ unread: 2, lastSentAt: expect.any(String) });
    const inbox = (await client('/messages?type=inbox')).body;
    expect(Object.values(unreadBySubject(inbox)).sort()).toEqual([false, true, true]);
    expect(inbox.data.filter((item: { orderId: number | null }) => item.orderId !== null)).toHaveLength(2);
    expect((await client('/messages?type=new')).body.data.map((item: { subject: string }) => item.subject)).toEqual(['Our style guide']);
    const blogPost = inbox.data.find((item: { subject: string }) => item.subject.includes('Blog post'));
    const conversation = (await client(`/order/${blogPost.orderId}/messages`)).body.data;
    expect(conversation[0].messages.map((message: { mine: boolean }) => message.mine)).toEqual([true, false, true]);

    const writer = await mailbox('linguist', 'writer@demo.test');
    expect((await writer('/messages/summary')).body.unread).toBe(2);
    expect(unreadBySubject((await writer('/messages?type=inbox')).body)).toEqual({ 'Payout schedule': true, [blogPost.subject]: true });
  });

  it('leaves staff one unread question among the demo conversations with support', async () => {
    const staff = await mailbox('admin', 'admin@demo.test');
    // other test files may share this database's support mailbox: look for the demo subjects
    const found = unreadBySubject((await staff('/messages?type=inbox&limit=100')).body);
    expect(found).toMatchObject({ 'Bank transfer reference': true, 'Invoice address for next month': false, 'Payout schedule': false });
  });
});
