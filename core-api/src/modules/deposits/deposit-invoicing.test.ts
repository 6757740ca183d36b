import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createClient } from '../../testing/factories.js';
import { onDepositCreated, onDepositPaid } from './deposit-invoicing.js';
import { depositLines, type DepositRow } from '../invoices/deposit-invoices.js';
import { insertDeposit, invoiceCount, markDepositPaid } from '../invoices/invoices.fixtures.js';
import type { InvoiceLineRow, InvoiceRow } from '../invoices/invoices.model.js';

let api: TestContext;
let db: Sequelize;

beforeAll(async () => {
  api = await startTestApi();
  db = api.runtime.sequelize;
});

afterAll(() => api.close());

const inTransaction = (work: (t: Transaction) => Promise<void>) => db.transaction(work);

async function invoiceOfDeposit(depositId: number): Promise<InvoiceRow | null> {
  const [row] = await db.query<InvoiceRow>('SELECT i.* FROM deposits d JOIN invoices i ON i.id = d.invoice_id WHERE d.id = :depositId', {
    type: QueryTypes.SELECT,
    replacements: { depositId },
  });
  return row ?? null;
}

async function linesOf(invoiceId: number): Promise<InvoiceLineRow[]> {
  return db.query<InvoiceLineRow>('SELECT * FROM invoice_lines WHERE invoice_id = :invoiceId ORDER BY position', {
    type: QueryTypes.SELECT,
    replacements: { invoiceId },
  });
}

async function mailsTo(recipient: string) {
  return db.query<{ subject: string; text_body: string; template: string }>(
    'SELECT subject, text_body, template FROM mail_outbox WHERE recipient = :recipient ORDER BY id',
    { type: QueryTypes.SELECT, replacements: { recipient } },
  );
}

function prepaidClient(language: 'en' | 'de' = 'en') {
  return createClient({ language, billing: { companyName: 'Kaffeehaus KG', firstName: 'Kai', lastName: 'Brandt', email: `billing-${Date.now()}-${Math.random()}@kaffee.test` } });
}

describe('onDepositCreated', () => {
  it('writes an OPEN deposit invoice for a bank transfer, links it and mails it to the billing address', async () => {
    const { client } = await prepaidClient('de');
    const depositId = await insertDeposit(db, { clientId: client.id, method: 'BANK', net: 15_050 });

    await inTransaction((t) => onDepositCreated(depositId, t));

    const invoice = await invoiceOfDeposit(depositId);
    expect(invoice).toMatchObject({ type: 'DEPOSIT', status: 'OPEN', amount_net: '15050', tax: '0', amount_gross: '15050', deposit_id: depositId, paid_at: null });
    expect(invoice!.due_at!.getTime() - invoice!.issued_at.getTime()).toBe(14 * 24 * 60 * 60 * 1000);
    expect(await linesOf(invoice!.id)).toEqual([expect.objectContaining({ description: 'Vorauszahlung auf Ihr Inkwell-Guthaben', amount_net: '15050', tax: '0' })]);

    const billingEmail = invoice!.billing_address.email!;
    const mails = await mailsTo(billingEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'deposit-invoice', subject: `Ihre Vorauszahlungsrechnung ${invoice!.number}` });
    expect(mails[0]!.text_body).toContain('150,50');
    expect(mails[0]!.text_body).toContain('IBAN');
    expect(mails[0]!.text_body).toContain(`${api.config.clientAppUrl}/billing/invoices`);
  });

  it('writes one invoice and one mail however often it is called', async () => {
    const { client } = await prepaidClient();
    const depositId = await insertDeposit(db, { clientId: client.id, method: 'BANK', net: 5_000 });
    await inTransaction((t) => onDepositCreated(depositId, t));
    await inTransaction((t) => onDepositCreated(depositId, t));
    expect(await invoiceCount(db, client.id)).toBe(1);
    expect(await mailsTo((await invoiceOfDeposit(depositId))!.billing_address.email!)).toHaveLength(1);
  });

  it('writes nothing for a card deposit: it is invoiced when paid', async () => {
    const { client } = await prepaidClient();
    const depositId = await insertDeposit(db, { clientId: client.id, method: 'CARD', net: 5_000, fee: 70, tax: 13 });
    await inTransaction((t) => onDepositCreated(depositId, t));
    expect(await invoiceCount(db, client.id)).toBe(0);
  });

  it('leaves neither invoice, mail nor a used number behind when the deposit’s transaction rolls back', async () => {
    const { client } = await prepaidClient();
    const depositId = await insertDeposit(db, { clientId: client.id, method: 'BANK', net: 5_000 });
    let numberTaken = '';
    await expect(
      inTransaction(async (t) => {
        await onDepositCreated(depositId, t);
        const [row] = await db.query<{ number: string }>('SELECT number FROM invoices WHERE deposit_id = :depositId', {
          type: QueryTypes.SELECT,
          replacements: { depositId },
          transaction: t,
        });
        numberTaken = row!.number;
        throw new Error('the deposit could not be saved');
      }),
    ).rejects.toThrow('could not be saved');

    expect(await invoiceCount(db, client.id)).toBe(0);
    const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM mail_outbox WHERE template = 'deposit-invoice' AND text_body LIKE :like", {
      type: QueryTypes.SELECT,
      replacements: { like: `%${numberTaken}%` },
    });
    expect(n).toBe(0);
    await inTransaction((t) => onDepositCreated(depositId, t));
    expect((await invoiceOfDeposit(depositId))!.number).toBe(numberTaken);
  });
});

describe('onDepositPaid', () => {
  it('marks a bank transfer’s deposit invoice PAID when the admin settles it', async () => {
    const { client } = await prepaidClient();
    const depositId = await insertDeposit(db, { clientId: client.id, method: 'BANK', net: 20_000 });
    await inTransaction((t) => onDepositCreated(depositId, t));
    const paidAt = new Date('2030-01-02T10:00:00Z');
    await markDepositPaid(db, depositId, paidAt);

    await inTransaction((t) => onDepositPaid(depositId, t));
    await inTransaction((t) => onDepositPaid(depositId, t));

    expect(await invoiceOfDeposit(depositId)).toMatchObject({ status: 'PAID', paid_at: paidAt, type: 'DEPOSIT' });
    expect(await invoiceCount(db, client.id)).toBe(1);
  });

  it('writes a card deposit’s invoice already PAID, with the fee and its VAT as a line of their own', async () => {
    const { client } = await prepaidClient();
    const paidAt = new Date('2030-02-03T11:00:00Z');
    const depositId = await insertDeposit(db, { clientId: client.id, method: 'CARD', net: 10_000, fee: 140, tax: 27, paidAt });

    await inTransaction((t) => onDepositPaid(depositId, t));
    await inTransaction((t) => onDepositPaid(depositId, t));

    const invoice = await invoiceOfDeposit(depositId);
    expect(invoice).toMatchObject({ type: 'DEPOSIT', status: 'PAID', paid_at: paidAt, due_at: null, amount_net: '10140', tax: '27', amount_gross: '10167' });
    expect(await linesOf(invoice!.id)).toEqual([
      expect.objectContaining({ description: 'Deposit to your Inkwell balance', amount_net: '10000', tax: '0', vat_rate: '0.0000' }),
      expect.objectContaining({ description: 'Payment fee (card)', amount_net: '140', tax: '27', vat_rate: '0.1900' }),
    ]);
    expect(await invoiceCount(db, client.id)).toBe(1);
    // A card payment needs no transfer: nothing is mailed.
    expect(await mailsTo(invoice!.billing_address.email!)).toHaveLength(0);
  });
});

describe('depositLines', () => {
  const deposit = (fee: string, tax: string): DepositRow => ({
    id: 1,
    client_id: 1,
    method: 'PAYPAL',
    amount_net: '10000',
    fee,
    tax,
    currency: 'EUR',
    invoice_id: null,
    paid_at: null,
  });

  it('always adds up to the deposit’s own amounts, whatever its tax covers', () => {
    for (const [fee, tax] of [['140', '27'], ['140', '1927'], ['0', '1900'], ['140', '10'], ['25', '0']] as const) {
      const lines = depositLines(deposit(fee, tax), '0.19', 'fr');
      expect(lines.reduce((sum, l) => sum + l.net, 0n)).toBe(10_000n + BigInt(fee));
      expect(lines.reduce((sum, l) => sum + l.tax, 0n)).toBe(BigInt(tax));
      for (const line of lines) expect(line.tax >= 0n).toBe(true);
    }
  });

  it('names the fee in the client’s language', () => {
    expect(depositLines(deposit('140', '27'), '0.19', 'it').map((l) => l.description)).toEqual([
      'Acconto sul tuo saldo Inkwell',
      'Commissione di pagamento (PayPal)',
    ]);
  });
});
