import { QueryTypes, type Sequelize } from 'sequelize';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createClient } from '../../testing/factories.js';
import { formatInvoiceNumber, takeInvoiceNumber } from './invoice-numbers.js';
import { runInvoiceForClient } from './invoice-run.js';
import { insertOpenPosition, invoiceIdOfPosition } from './invoices.fixtures.js';

let api: TestContext;
let db: Sequelize;

beforeAll(async () => {
  api = await startTestApi();
  db = api.runtime.sequelize;
});

afterAll(() => api.close());

// Each test numbers in a year of its own: test files of a worker share the database and its counters.
const take = (year: number) => db.transaction((transaction) => takeInvoiceNumber(year, transaction));

async function numbersOf(year: number): Promise<string[]> {
  const rows = await db.query<{ number: string }>('SELECT number FROM invoices WHERE year = :year ORDER BY sequence', {
    type: QueryTypes.SELECT,
    replacements: { year },
  });
  return rows.map((r) => r.number);
}

describe('invoice numbers', () => {
  it('count up from 1 within a year and start again at 1 in the next', async () => {
    expect(await take(2081)).toEqual({ year: 2081, sequence: 1, number: '2081-000001' });
    expect((await take(2081)).number).toBe('2081-000002');
    expect((await take(2081)).number).toBe('2081-000003');
    expect((await take(2082)).number).toBe('2082-000001');
  });

  it('give a rolled-back number to the next document, leaving no hole', async () => {
    expect((await take(2083)).sequence).toBe(1);
    await expect(
      db.transaction(async (transaction) => {
        await takeInvoiceNumber(2083, transaction);
        throw new Error('the use case failed after numbering');
      }),
    ).rejects.toThrow('the use case failed after numbering');
    expect((await take(2083)).sequence).toBe(2);
  });

  it('leave no hole when an invoice run fails after writing its invoice, and keep its positions open', async () => {
    const { client } = await createClient({ invoicing: 'invoice' });
    const { positionId } = await insertOpenPosition(db, { clientId: client.id, net: 10_000, tax: 1_900 });
    const now = new Date('2084-05-01T02:00:00Z');

    await expect(
      db.transaction(async (transaction) => {
        const [written] = await runInvoiceForClient(client.id, {}, { transaction, now });
        expect(written?.number).toBe('2084-000001');
        throw new Error('the seed failed later in the same transaction');
      }),
    ).rejects.toThrow('the seed failed later');
    expect(await numbersOf(2084)).toEqual([]);
    expect(await invoiceIdOfPosition(db, positionId)).toBeNull();

    const [invoice] = await runInvoiceForClient(client.id, {}, { now });
    expect(invoice?.number).toBe('2084-000001');
    expect(await invoiceIdOfPosition(db, positionId)).toBe(invoice?.id);
  });

  it('are all different and consecutive when taken at the same moment', async () => {
    const taken = await Promise.all(Array.from({ length: 8 }, () => take(2085)));
    expect(taken.map((t) => t.sequence).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('keep six digits until a year needs more', () => {
    expect(formatInvoiceNumber(2026, 17)).toBe('2026-000017');
    expect(formatInvoiceNumber(2026, 999_999)).toBe('2026-999999');
    expect(formatInvoiceNumber(2026, 1_000_000)).toBe('2026-1000000');
  });

  it('are refused by the database when a number does not match its year and sequence', async () => {
    const { client } = await createClient();
    await expect(
      db.query(
        `INSERT INTO invoices (client_id, number, year, sequence, type, status, amount_net, tax, amount_gross, currency, language, issued_at, billing_address)
         VALUES (:clientId, '2086-000002', 2086, 1, 'INVOICE', 'OPEN', 100, 19, 119, 'EUR', 'en', now(), '{}')`,
        { replacements: { clientId: client.id } },
      ),
    ).rejects.toThrow(/check constraint/);
  });
});
