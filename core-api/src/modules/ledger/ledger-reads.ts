import { QueryTypes } from 'sequelize';
import { ledgerDatabase } from './ledger.model.js';

/**
 * Reads for the accounting exports (decision 064): the ledger's transactions of a period in batches, so an export
 * of a million entries holds one batch in memory at a time, and its trial balance, summed in the database.
 */

/** A half-open period [from, to): the exports ask for whole days. */
export interface LedgerPeriod {
  from: Date;
  to: Date;
}

export interface LedgerMovement {
  transactionId: string;
  kind: string;
  reference: string | null;
  memo: string | null;
  createdAt: Date;
  currency: string;
  entries: { account: string; amount: bigint }[];
}

/**
 * The transactions of `kinds` written in the period after `afterId`, oldest first, at most `limit`, each with its
 * entries. The caller passes the last id it got to read the next batch (keyset paging along the primary key, so each
 * batch costs the same however deep the export is).
 */
export async function ledgerMovementsBetween(
  period: LedgerPeriod,
  kinds: readonly string[],
  afterId: string,
  limit: number,
): Promise<LedgerMovement[]> {
  const rows = await ledgerDatabase().query<{
    id: string;
    kind: string;
    reference: string | null;
    memo: string | null;
    created_at: Date;
    currency: string;
    account: string;
    amount: string;
  }>(
    `SELECT t.id::text AS id, t.kind, t.reference, t.memo, t.created_at, e.currency, a.key AS account, e.amount::text AS amount
       FROM (SELECT id, kind, reference, memo, created_at
               FROM ledger_transactions
              WHERE id > $afterId::bigint AND created_at >= $from AND created_at < $to AND kind = ANY($kinds::text[])
              ORDER BY id
              LIMIT $limit) t
       JOIN ledger_entries e ON e.transaction_id = t.id
       JOIN ledger_accounts a ON a.id = e.account_id
      ORDER BY t.id, e.id`,
    { type: QueryTypes.SELECT, bind: { afterId, from: period.from, to: period.to, kinds: [...kinds], limit } },
  );
  const movements: LedgerMovement[] = [];
  for (const row of rows) {
    let last = movements[movements.length - 1];
    if (!last || last.transactionId !== row.id) {
      last = { transactionId: row.id, kind: row.kind, reference: row.reference, memo: row.memo, createdAt: row.created_at, currency: row.currency.trim(), entries: [] };
      movements.push(last);
    }
    last.entries.push({ account: row.account, amount: BigInt(row.amount) });
  }
  return movements;
}

export interface TrialBalanceRow {
  /** the account's row id: an export pages along it */
  id: string;
  account: string;
  currency: string;
  /** the account's balance when the period began */
  opening: bigint;
  /** what the period's entries added to it */
  increases: bigint;
  /** what the period's entries took from it, as a positive amount */
  decreases: bigint;
  /** opening + increases − decreases */
  closing: bigint;
}

interface TrialBalanceSqlRow {
  id: string;
  account: string;
  currency: string;
  opening: string;
  increases: string;
  decreases: string;
}

function toTrialBalanceRow(row: TrialBalanceSqlRow): TrialBalanceRow {
  const opening = BigInt(row.opening);
  const increases = BigInt(row.increases);
  const decreases = BigInt(row.decreases);
  return { id: row.id, account: row.account, currency: row.currency.trim(), opening, increases, decreases, closing: opening + increases - decreases };
}

// Each account's entries up to the period's end, summed along its (account_id, id) index.
const ACCOUNT_SUMS = `
  CROSS JOIN LATERAL (
    SELECT COALESCE(sum(e.amount) FILTER (WHERE e.created_at < $from), 0)::text AS opening,
           COALESCE(sum(e.amount) FILTER (WHERE e.created_at >= $from AND e.amount > 0), 0)::text AS increases,
           COALESCE(-sum(e.amount) FILTER (WHERE e.created_at >= $from AND e.amount < 0), 0)::text AS decreases
      FROM ledger_entries e
     WHERE e.account_id = a.id AND e.created_at < $to) s`;

/** A page of the trial balance, accounts in key order, and how many accounts there are. */
export async function ledgerTrialBalancePage(period: LedgerPeriod, page: { limit: number; offset: number }): Promise<{ rows: TrialBalanceRow[]; total: number }> {
  const db = ledgerDatabase();
  const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_accounts', { type: QueryTypes.SELECT });
  const rows = await db.query<TrialBalanceSqlRow>(
    `SELECT a.id::text AS id, a.key AS account, a.currency, s.opening, s.increases, s.decreases
       FROM (SELECT id, key, currency FROM ledger_accounts ORDER BY key, currency LIMIT $limit OFFSET $offset) a
       ${ACCOUNT_SUMS}
      ORDER BY a.key, a.currency`,
    { type: QueryTypes.SELECT, bind: { from: period.from, to: period.to, limit: page.limit, offset: page.offset } },
  );
  return { rows: rows.map(toTrialBalanceRow), total: count?.n ?? 0 };
}

/** The trial balance of the accounts after `afterId` in id order, at most `limit`: an export reads it batch by batch. */
export async function ledgerTrialBalanceAfter(period: LedgerPeriod, afterId: string, limit: number): Promise<TrialBalanceRow[]> {
  const rows = await ledgerDatabase().query<TrialBalanceSqlRow>(
    `SELECT a.id::text AS id, a.key AS account, a.currency, s.opening, s.increases, s.decreases
       FROM (SELECT id, key, currency FROM ledger_accounts WHERE id > $afterId::bigint ORDER BY id LIMIT $limit) a
       ${ACCOUNT_SUMS}
      ORDER BY a.id`,
    { type: QueryTypes.SELECT, bind: { from: period.from, to: period.to, afterId, limit } },
  );
  return rows.map(toTrialBalanceRow);
}

export interface PeriodTotals {
  currency: string;
  opening: bigint;
  increases: bigint;
  decreases: bigint;
  closing: bigint;
}

/**
 * The sums of every account per currency: a balanced ledger opens and closes each period at zero, and its
 * increases equal its decreases.
 */
export async function ledgerPeriodTotals(period: LedgerPeriod): Promise<PeriodTotals[]> {
  const rows = await ledgerDatabase().query<{ currency: string; opening: string; increases: string; decreases: string }>(
    `SELECT e.currency,
            COALESCE(sum(e.amount) FILTER (WHERE e.created_at < $from), 0)::text AS opening,
            COALESCE(sum(e.amount) FILTER (WHERE e.created_at >= $from AND e.amount > 0), 0)::text AS increases,
            COALESCE(-sum(e.amount) FILTER (WHERE e.created_at >= $from AND e.amount < 0), 0)::text AS decreases
       FROM ledger_entries e
      WHERE e.created_at < $to
      GROUP BY e.currency
      ORDER BY e.currency`,
    { type: QueryTypes.SELECT, bind: { from: period.from, to: period.to } },
  );
  return rows.map((row) => {
    const opening = BigInt(row.opening);
    const increases = BigInt(row.increases);
    const decreases = BigInt(row.decreases);
    return { currency: row.currency.trim(), opening, increases, decreases, closing: opening + increases - decreases };
  });
}

/** How many accounts the ledger keeps a cached balance for: what the nightly audit recomputes. */
export async function countLedgerAccounts(): Promise<number> {
  const [row] = await ledgerDatabase().query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_accounts', { type: QueryTypes.SELECT });
  return row?.n ?? 0;
}
