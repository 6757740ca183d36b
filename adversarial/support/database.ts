// What the suites read straight from PostgreSQL: the tables as they are today (found, not listed), a tenant's
// rows, fingerprints that show any write, and the books.
import { Client } from 'pg';

export async function connect(databaseUrl: string): Promise<Client> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  return db;
}

export interface Table {
  name: string;
  columns: Set<string>;
}

/** Every table of the public schema (pg-boss keeps its queue in its own schema). */
export async function listTables(db: Client): Promise<Table[]> {
  const { rows } = await db.query<{ table_name: string; columns: string[] }>(
    `SELECT c.table_name, array_agg(c.column_name::text ORDER BY c.ordinal_position) AS columns
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      GROUP BY c.table_name ORDER BY c.table_name`,
  );
  return rows.map((r) => ({ name: r.table_name, columns: new Set(r.columns) }));
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

export interface Tenant {
  clientId: number;
  linguistId: number;
}

/** Tables of what a client keeps about a linguist: the client's rows only. */
const CLIENT_VIEWS_OF_LINGUISTS = new Set(['linguist_notes', 'client_linguist_relations', 'linguist_group_members', 'client_linguist_settings']);

/**
 * The SQL condition selecting a tenant's rows of a table, from its columns alone: the client's and the
 * linguist's own rows, and rows hanging off their orders, projects, imports, ledger accounts and transactions.
 * Null when the table holds nothing of theirs.
 */
export function tenantCondition(table: Table, tenant: Tenant): string | null {
  const [clientId, linguistId] = [tenant.clientId, tenant.linguistId].map((id) => {
    if (!Number.isSafeInteger(id)) throw new Error(`Not an id: ${id}`);
    return String(id);
  }) as [string, string];
  const c = table.columns;
  const parts: string[] = [];
  const ownOrders = `SELECT id FROM orders WHERE client_id = ${clientId} OR writer_id = ${linguistId} OR proofreader_id = ${linguistId}`;
  const ownersAccounts = `(owner_type = 'client' AND owner_id = ${clientId}) OR (owner_type = 'linguist' AND owner_id = ${linguistId})`;
  const ownAccounts = `SELECT id FROM ledger_accounts WHERE ${ownersAccounts}`;
  if (table.name === 'clients') parts.push(`id = ${clientId}`);
  if (table.name === 'linguists') parts.push(`id = ${linguistId}`);
  if (table.name === 'orders') parts.push(`id IN (${ownOrders})`);
  if (c.has('client_id')) parts.push(`client_id = ${clientId}`);
  // A client's notes on, relation to, groups of and settings for a linguist are the client's rows, not the
  // linguist's: another client bookmarking linguist A changes nothing of A's.
  const clientsViewOfLinguist = CLIENT_VIEWS_OF_LINGUISTS.has(table.name);
  for (const column of ['linguist_id', 'writer_id', 'proofreader_id', 'direct_linguist_id', 'reserved_by']) {
    if (c.has(column) && !clientsViewOfLinguist) parts.push(`${quote(column)} = ${linguistId}`);
  }
  if (table.name === 'linguist_group_members') parts.push(`group_id IN (SELECT id FROM linguist_groups WHERE client_id = ${clientId})`);
  if (c.has('order_id')) parts.push(`order_id IN (${ownOrders})`);
  // Messages hang off threads of which A is a side; attachments off those messages.
  const ownThreads = `SELECT id FROM message_threads WHERE client_id = ${clientId} OR linguist_id = ${linguistId}`;
  if (c.has('thread_id')) parts.push(`thread_id IN (${ownThreads})`);
  if (table.name === 'message_attachments') parts.push(`message_id IN (SELECT id FROM messages WHERE thread_id IN (${ownThreads}))`);
  // An import's file and rows hang off the import, which is the client's.
  if (c.has('import_id')) parts.push(`import_id IN (SELECT id FROM imports WHERE client_id = ${clientId})`);
  if (c.has('project_id')) parts.push(`project_id IN (SELECT id FROM projects WHERE client_id = ${clientId})`);
  if (c.has('owner_type') && c.has('owner_id')) parts.push(ownersAccounts);
  if (c.has('account_id')) parts.push(`account_id IN (${ownAccounts})`);
  if (table.name === 'ledger_transactions') parts.push(`id IN (SELECT transaction_id FROM ledger_entries WHERE account_id IN (${ownAccounts}))`);
  return parts.length ? parts.map((p) => `(${p})`).join(' OR ') : null;
}

/** table → md5 of the tenant's rows in it: equal fingerprints, untouched rows. */
export async function tenantFingerprint(db: Client, tables: Table[], tenant: Tenant): Promise<Map<string, string>> {
  const selects = tables.flatMap((t) => {
    const condition = tenantCondition(t, tenant);
    if (!condition) return [];
    return [`SELECT ${db.escapeLiteral(t.name)} AS name, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS print FROM ${quote(t.name)} x WHERE ${condition}`];
  });
  const { rows } = await db.query<{ name: string; print: string }>(selects.join(' UNION ALL '));
  return new Map(rows.map((r) => [r.name, r.print]));
}

/** table → row count and md5 of all rows, for "nothing was written". */
export async function databaseFingerprint(db: Client, tables: Table[]): Promise<Map<string, string>> {
  const selects = tables.map(
    (t) => `SELECT ${db.escapeLiteral(t.name)} AS name, count(*) || ':' || md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS print FROM ${quote(t.name)} x`,
  );
  const { rows } = await db.query<{ name: string; print: string }>(selects.join(' UNION ALL '));
  return new Map(rows.map((r) => [r.name, r.print]));
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((name) => before.get(name) !== after.get(name));
}

export type BookProblem = { problem: string; detail: string };

/**
 * The books as DESIGN §3.1 states them, checked with SQL of its own rather than core-api's code: every
 * transaction has entries and sums to zero per currency, entries sum to zero per currency over the whole
 * ledger, every cached balance equals its entries, no account held for a person is below zero — now or at
 * any point of its history — and each client's reserved balance equals what its open orders hold.
 */
export async function auditBooks(db: Client): Promise<BookProblem[]> {
  const problems: BookProblem[] = [];
  const add = (problem: string, rows: object[]) => rows.forEach((r) => problems.push({ problem, detail: JSON.stringify(r) }));
  add('entries do not sum to zero per currency', (await db.query('SELECT currency, sum(amount)::text AS total FROM ledger_entries GROUP BY currency HAVING sum(amount) <> 0')).rows);
  add(
    'transaction does not balance',
    (await db.query('SELECT transaction_id, currency, sum(amount)::text AS total FROM ledger_entries GROUP BY transaction_id, currency HAVING sum(amount) <> 0')).rows,
  );
  add('transaction without entries', (await db.query('SELECT t.id FROM ledger_transactions t WHERE NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id)')).rows);
  add(
    'cached balance differs from its entries',
    (
      await db.query(
        `SELECT a.key, a.currency, a.balance::text AS cached, coalesce(s.total, 0)::text AS entries
           FROM ledger_accounts a LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_entries GROUP BY account_id) s ON s.account_id = a.id
          WHERE a.balance <> coalesce(s.total, 0)`,
      )
    ).rows,
  );
  add('negative balance on a personal account', (await db.query('SELECT key, currency, balance::text FROM ledger_accounts WHERE non_negative AND balance < 0')).rows);
  // Each posting holds its accounts' row locks until commit, so entry ids order an account's real history.
  add(
    'personal account went below zero at some point',
    (
      await db.query(
        `SELECT key, min(running)::text AS lowest FROM (
           SELECT a.key, sum(e.amount) OVER (PARTITION BY a.id ORDER BY e.id) AS running
             FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.non_negative) h
          GROUP BY key HAVING min(running) < 0`,
      )
    ).rows,
  );
  add(
    'reserved balance differs from the open orders’ reservations',
    (
      await db.query(
        `SELECT c.id AS client_id, coalesce(a.balance, 0)::text AS reserved, coalesce(o.held, 0)::text AS held
           FROM clients c
           LEFT JOIN ledger_accounts a ON a.key = 'client:' || c.id || ':reserved'
           LEFT JOIN (SELECT client_id, sum(reserved_amount) AS held FROM orders GROUP BY client_id) o ON o.client_id = c.id
          WHERE coalesce(a.balance, 0) <> coalesce(o.held, 0)`,
      )
    ).rows,
  );
  add(
    'finished order still holds a reservation',
    (await db.query("SELECT id, status, reserved_amount::text FROM orders WHERE status IN ('accepted', 'rejected', 'canceled') AND reserved_amount <> 0")).rows,
  );
  return problems;
}
