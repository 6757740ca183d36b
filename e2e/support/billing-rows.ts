// Reads the rows behind deposits and invoices straight from the e2e database: the deposit, its invoice, its
// ledger posting, the Stripe events applied to it and the mails it sent.
import { Client } from 'pg';
import { stack } from './browser';

export interface DepositRow {
  id: number;
  client_id: number;
  method: string;
  status: string;
  amount_net: string;
  fee: string;
  tax: string;
  amount_gross: string;
  currency: string;
  transaction_id: string | null;
  provider_status: string | null;
  failure_message: string | null;
  invoice_id: number | null;
}

export interface InvoiceRow {
  id: number;
  number: string;
  type: string;
  status: string;
  amount_net: string;
  tax: string;
  amount_gross: string;
  currency: string;
  deposit_id: number | null;
}

export interface MailRow {
  recipient: string;
  subject: string;
  text_body: string;
  template: string;
}

/** One ledger posting: its kind and each account's share, in minor units. */
export interface Posting {
  kind: string;
  entries: Record<string, bigint>;
}

export class BillingRows {
  private constructor(private readonly db: Client) {}

  static async connect(): Promise<BillingRows> {
    const db = new Client({ connectionString: stack().databaseUrl });
    await db.connect();
    return new BillingRows(db);
  }

  close(): Promise<void> {
    return this.db.end();
  }

  /** Everything the client paid in, as the balance's Deposited: the deposit postings to its available account. */
  async deposited(clientId: number): Promise<bigint> {
    const { rows } = await this.db.query<{ total: string }>(
      `SELECT coalesce(sum(e.amount), 0)::text AS total
         FROM ledger_entries e
         JOIN ledger_accounts a ON a.id = e.account_id
         JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE a.key = $1 AND t.kind = 'deposit'`,
      [`client:${clientId}:available`],
    );
    return BigInt(rows[0].total);
  }

  /** What accepted orders were charged from the reservation: the balance's "Reserved by next invoice" for a prepaid client. */
  async spent(clientId: number): Promise<bigint> {
    const { rows } = await this.db.query<{ total: string }>(
      `SELECT coalesce(-sum(e.amount), 0)::text AS total
         FROM ledger_entries e
         JOIN ledger_accounts a ON a.id = e.account_id
         JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE a.key = $1 AND t.kind = 'order_charge'`,
      [`client:${clientId}:reserved`],
    );
    return BigInt(rows[0].total);
  }

  /** The last number the year's gapless invoice sequence gave out (0 before the first). */
  async lastInvoiceSequence(year: number): Promise<number> {
    const { rows } = await this.db.query<{ last: number }>('SELECT last FROM invoice_number_counters WHERE year = $1', [year]);
    return rows[0]?.last ?? 0;
  }

  /** An issued document's lines as the invoices module stored them. */
  async invoiceLines(number: string): Promise<{ description: string; amount_net: string; tax: string }[]> {
    const { rows } = await this.db.query<{ description: string; amount_net: string; tax: string }>(
      `SELECT l.description, l.amount_net::text AS amount_net, l.tax::text AS tax
         FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id
        WHERE i.number = $1
        ORDER BY l.position`,
      [number],
    );
    return rows;
  }

  /** The id the next deposit of anybody will be above: deposits made after this moment have larger ids. */
  async lastDepositId(): Promise<number> {
    const { rows } = await this.db.query<{ id: number | null }>('SELECT max(id) AS id FROM deposits');
    return rows[0].id ?? 0;
  }

  /** The client's deposits with an id above `afterId`, oldest first. */
  async depositsSince(clientId: number, afterId: number): Promise<DepositRow[]> {
    const { rows } = await this.db.query<DepositRow>(
      `SELECT id, client_id, method, status, amount_net::text, fee::text, tax::text, amount_gross::text, trim(currency) AS currency,
              transaction_id, provider_status, failure_message, invoice_id
         FROM deposits WHERE client_id = $1 AND id > $2 ORDER BY id`,
      [clientId, afterId],
    );
    return rows;
  }

  async deposit(id: number): Promise<DepositRow> {
    const { rows } = await this.db.query<DepositRow>(
      `SELECT id, client_id, method, status, amount_net::text, fee::text, tax::text, amount_gross::text, trim(currency) AS currency,
              transaction_id, provider_status, failure_message, invoice_id
         FROM deposits WHERE id = $1`,
      [id],
    );
    if (rows.length !== 1) throw new Error(`No deposit ${id}`);
    return rows[0];
  }

  async invoice(id: number): Promise<InvoiceRow> {
    const { rows } = await this.db.query<InvoiceRow>(
      `SELECT id, number, type, status, amount_net::text, tax::text, amount_gross::text, trim(currency) AS currency, deposit_id
         FROM invoices WHERE id = $1`,
      [id],
    );
    if (rows.length !== 1) throw new Error(`No invoice ${id}`);
    return rows[0];
  }

  /** Every posting made for the deposit (there must be exactly one once it is paid). */
  async depositPostings(depositId: number): Promise<Posting[]> {
    const { rows } = await this.db.query<{ transaction_id: string; kind: string; key: string; amount: string }>(
      `SELECT t.id::text AS transaction_id, t.kind, a.key, e.amount::text
         FROM ledger_transactions t
         JOIN ledger_entries e ON e.transaction_id = t.id
         JOIN ledger_accounts a ON a.id = e.account_id
        WHERE t.reference = $1
        ORDER BY t.id, e.id`,
      [`deposit:${depositId}`],
    );
    const postings = new Map<string, Posting>();
    for (const row of rows) {
      const posting = postings.get(row.transaction_id) ?? { kind: row.kind, entries: {} };
      posting.entries[row.key] = (posting.entries[row.key] ?? 0n) + BigInt(row.amount);
      postings.set(row.transaction_id, posting);
    }
    return [...postings.values()];
  }

  /** The Stripe events core-api applied for a payment intent, by type, in the order they arrived. */
  async stripeEvents(paymentIntentId: string): Promise<string[]> {
    const { rows } = await this.db.query<{ type: string }>(
      'SELECT type FROM stripe_webhook_events WHERE payment_intent_id = $1 ORDER BY processed_at, id',
      [paymentIntentId],
    );
    return rows.map((row) => row.type);
  }

  /** Mails of one template that mention `text` (an invoice number), as the outbox holds them. */
  async mailsMentioning(template: string, text: string): Promise<MailRow[]> {
    const { rows } = await this.db.query<MailRow>(
      `SELECT recipient, subject, text_body, template FROM mail_outbox
        WHERE template = $1 AND (strpos(subject, $2) > 0 OR strpos(text_body, $2) > 0) ORDER BY id`,
      [template, text],
    );
    return rows;
  }
}
