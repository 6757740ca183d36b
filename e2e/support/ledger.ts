// Reads what the apps should show straight from the e2e database: ledger balances and order rows.
import { Client } from 'pg';
import { stack } from './browser';

export interface OrderRow {
  id: number;
  status: string;
  currency: string;
  min_words: number;
  max_words: number;
  final_words: number | null;
  level_code: string;
  with_proofreading: boolean;
  writer_id: number | null;
  proofreader_id: number | null;
  vat: string;
  client_price_per_word: string;
  writer_pay_per_word: string;
  proofreader_pay_per_word: string | null;
  price_min: string;
  price_max: string;
  price_final: string | null;
  reserved_amount: string;
  revisions_count: number;
  rating_content: number | null;
  rating_form: number | null;
  rating_readability: number | null;
  rating_communication: number | null;
}

export class Ledger {
  private constructor(private readonly db: Client) {}

  static async connect(): Promise<Ledger> {
    const db = new Client({ connectionString: stack().databaseUrl });
    await db.connect();
    return new Ledger(db);
  }

  close(): Promise<void> {
    return this.db.end();
  }

  async clientId(email: string): Promise<number> {
    return this.idOf('clients', email);
  }

  async linguistId(email: string): Promise<number> {
    return this.idOf('linguists', email);
  }

  private async idOf(table: 'clients' | 'linguists', email: string): Promise<number> {
    const { rows } = await this.db.query<{ id: number }>(`SELECT id FROM ${table} WHERE email = $1`, [email]);
    if (rows.length !== 1) throw new Error(`Expected one row in ${table} for ${email}, found ${rows.length}`);
    return rows[0].id;
  }

  /** The cached balance of a ledger account in minor units; an account nobody has posted to yet holds 0. */
  async balance(key: string): Promise<bigint> {
    const { rows } = await this.db.query<{ balance: string }>('SELECT balance::text AS balance FROM ledger_accounts WHERE key = $1', [key]);
    if (rows.length > 1) throw new Error(`Account ${key} exists in ${rows.length} currencies`);
    return rows.length === 0 ? 0n : BigInt(rows[0].balance);
  }

  /** The balance as the sum of its entries: the cache must agree with it. */
  async sumOfEntries(key: string): Promise<bigint> {
    const { rows } = await this.db.query<{ total: string }>(
      `SELECT coalesce(sum(e.amount), 0)::text AS total
         FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.key = $1`,
      [key],
    );
    return BigInt(rows[0].total);
  }

  async orderByTitle(title: string): Promise<OrderRow> {
    const { rows } = await this.db.query<OrderRow>(
      `SELECT id, status, currency, min_words, max_words, final_words, level_code, with_proofreading, writer_id, proofreader_id,
              vat::text AS vat, client_price_per_word::text AS client_price_per_word,
              writer_pay_per_word::text AS writer_pay_per_word, proofreader_pay_per_word::text AS proofreader_pay_per_word,
              price_min::text AS price_min, price_max::text AS price_max, price_final::text AS price_final,
              reserved_amount::text AS reserved_amount, revisions_count,
              rating_content, rating_form, rating_readability, rating_communication
         FROM orders WHERE title = $1`,
      [title],
    );
    if (rows.length !== 1) throw new Error(`Expected one order titled ${JSON.stringify(title)}, found ${rows.length}`);
    return rows[0];
  }

  /** The money postings of one order, oldest first, as `kind` names. */
  async transactionKinds(orderId: number): Promise<string[]> {
    const { rows } = await this.db.query<{ kind: string }>(
      'SELECT kind FROM ledger_transactions WHERE reference = $1 ORDER BY id',
      [`order:${orderId}`],
    );
    return rows.map((row) => row.kind);
  }
}
