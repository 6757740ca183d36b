import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { describeMoney } from '@inkwell/money';
import { AppError } from '@inkwell/service-kit';
import { clientAvailable, clientReserved, describeAccount, type LedgerAccountPolicy } from './ledger.accounts.js';
import { ledgerDatabase } from './ledger.model.js';

export const LEDGER_TRANSACTION_KINDS = [
  'deposit',
  'order_reserve',
  'order_release',
  'order_charge',
  'linguist_credit',
  // a credit note settles earned money as payable; its cancellation moves it back
  'credit_note',
  'credit_note_cancel',
  'payout',
  // a payout the bank or PayPal sent back returns to payable
  'payout_return',
  'refund',
  'adjustment',
] as const;
export type LedgerTransactionKind = (typeof LEDGER_TRANSACTION_KINDS)[number];

export interface LedgerEntryInput {
  /** an account key from ledger.accounts, e.g. clientAvailable(12) */
  account: string;
  /** minor units; positive adds to the account, negative takes from it */
  amount: bigint;
}

export interface LedgerPosting {
  kind: LedgerTransactionKind;
  /** what the movement is about, e.g. 'order:42' */
  reference?: string;
  /** a second posting with the same key returns the first one instead of moving money again */
  idempotencyKey?: string;
  memo?: string;
  /** ISO 4217; every entry is in this currency */
  currency: string;
  entries: readonly LedgerEntryInput[];
}

export interface PostedTransaction {
  id: string;
  kind: string;
  reference: string | null;
  idempotencyKey: string | null;
  memo: string | null;
  currency: string;
  entries: LedgerEntryInput[];
  createdAt: Date;
  /** true when the idempotency key was already used and nothing was written */
  replayed: boolean;
}

export interface ClientBalance {
  available: bigint;
  reserved: bigint;
  /** everything the client has paid in */
  deposited: bigint;
  /** what accepted orders were charged from the reservation: deposited − reserved − spent = available */
  spent: bigint;
}

export type LedgerDiscrepancy =
  | { problem: 'balance_mismatch'; account: string; currency: string; cachedBalance: bigint; entriesTotal: bigint }
  | { problem: 'unbalanced_transaction'; transactionId: string; currency: string; total: bigint }
  | { problem: 'empty_transaction'; transactionId: string };

const KINDS: ReadonlySet<string> = new Set(LEDGER_TRANSACTION_KINDS);
const CURRENCY_CODE = /^[A-Z]{3}$/;
const BIGINT_MAX = 2n ** 63n - 1n;
const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

function refuse(message: string): never {
  throw AppError.unprocessable(message);
}

function assertCurrency(currency: string): void {
  if (typeof currency !== 'string' || !CURRENCY_CODE.test(currency)) refuse(`Unknown currency code ${String(currency)}`);
}

interface CheckedPosting {
  /** one per account, in key order: the order accounts are created and locked in */
  accounts: LedgerAccountPolicy[];
  /** net change per account key */
  deltas: Map<string, bigint>;
}

/** Everything that can be refused without the database, so a refused posting costs no round trip. */
function checkPosting(posting: LedgerPosting): CheckedPosting {
  if (!KINDS.has(posting.kind)) refuse(`Unknown ledger transaction kind ${String(posting.kind)}`);
  assertCurrency(posting.currency);
  const key = posting.idempotencyKey;
  if (key !== undefined && (typeof key !== 'string' || key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH)) {
    refuse(`An idempotency key is 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`);
  }
  if (!Array.isArray(posting.entries) || posting.entries.length === 0) refuse('A ledger transaction needs entries');

  const policies = new Map<string, LedgerAccountPolicy>();
  const deltas = new Map<string, bigint>();
  let total = 0n;
  for (const { account, amount } of posting.entries) {
    const policy = describeAccount(account);
    if (!policy) refuse(`Unknown ledger account ${String(account)}`);
    if (typeof amount !== 'bigint') refuse(`Ledger amounts are whole minor units (bigint); ${account} got a ${typeof amount}`);
    if (amount === 0n) refuse(`A ledger entry moves money: ${account} has an amount of zero`);
    if (amount > BIGINT_MAX || amount < -BIGINT_MAX) refuse(`The amount for ${account} is out of range`);
    policies.set(account, policy);
    deltas.set(account, (deltas.get(account) ?? 0n) + amount);
    total += amount;
  }
  if (total !== 0n) refuse(`Ledger entries must balance: they sum to ${describeMoney(total, posting.currency)}`);
  const accounts = [...policies.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { accounts, deltas };
}

interface InsertedHeader {
  id: string;
  createdAt: Date;
}

/**
 * ON CONFLICT waits for a concurrent writer of the same key to finish: when it commits, this answers nothing
 * (the caller replays its transaction); when it rolls back, this insert goes ahead.
 */
async function insertHeader(sequelize: Sequelize, posting: LedgerPosting, transaction: Transaction): Promise<InsertedHeader | null> {
  const rows = await sequelize.query<InsertedHeader>(
    `INSERT INTO ledger_transactions (kind, reference, idempotency_key, memo)
     VALUES ($kind, $reference, $idempotencyKey, $memo)
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING id, created_at AS "createdAt"`,
    {
      type: QueryTypes.SELECT,
      bind: {
        kind: posting.kind,
        reference: posting.reference ?? null,
        idempotencyKey: posting.idempotencyKey ?? null,
        memo: posting.memo ?? null,
      },
      transaction,
    },
  );
  return rows[0] ?? null;
}

interface LockedAccount {
  id: string;
  key: string;
  balance: bigint;
  nonNegative: boolean;
}

/**
 * Creates the accounts used for the first time, then locks every touched account in key order. All inserts
 * come before any lock, and both go in key order, so two postings sharing accounts cannot deadlock.
 */
async function lockAccounts(
  sequelize: Sequelize,
  accounts: LedgerAccountPolicy[],
  currency: string,
  transaction: Transaction,
): Promise<Map<string, LockedAccount>> {
  const keys = accounts.map((a) => a.key);
  await sequelize.query(
    `INSERT INTO ledger_accounts (key, currency, owner_type, owner_id, non_negative)
     SELECT a.key, $currency::char(3), a.owner_type, a.owner_id, a.non_negative
       FROM unnest($keys::text[], $ownerTypes::text[], $ownerIds::bigint[], $nonNegative::boolean[])
            AS a(key, owner_type, owner_id, non_negative)
      WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts x WHERE x.key = a.key AND x.currency = $currency)
      ORDER BY a.key
     ON CONFLICT (key, currency) DO NOTHING`,
    {
      bind: {
        currency,
        keys,
        ownerTypes: accounts.map((a) => a.ownerType),
        ownerIds: accounts.map((a) => a.ownerId),
        nonNegative: accounts.map((a) => a.nonNegative),
      },
      transaction,
    },
  );
  const rows = await sequelize.query<{ id: string; key: string; balance: string; nonNegative: boolean }>(
    `SELECT id, key, balance::text AS balance, non_negative AS "nonNegative"
       FROM ledger_accounts
      WHERE currency = $currency AND key = ANY($keys::text[])
      ORDER BY key
        FOR UPDATE`,
    { type: QueryTypes.SELECT, bind: { currency, keys }, transaction },
  );
  if (rows.length !== keys.length) throw new Error(`Expected ${keys.length} ledger accounts in ${currency}, found ${rows.length}`);
  return new Map(rows.map((r) => [r.key, { ...r, balance: BigInt(r.balance) }]));
}

function assertAffordable(accounts: Map<string, LockedAccount>, deltas: Map<string, bigint>, currency: string): void {
  for (const [key, delta] of deltas) {
    const account = accounts.get(key);
    if (!account?.nonNegative || account.balance + delta >= 0n) continue;
    refuse(
      `Available balance is too low: ${describeMoney(-delta, currency)} needed, ${describeMoney(account.balance, currency)} available`,
    );
  }
}

/** The transaction already written under this idempotency key, refused if it moved different money. */
async function replay(sequelize: Sequelize, posting: LedgerPosting, transaction: Transaction): Promise<PostedTransaction> {
  const rows = await sequelize.query<{
    id: string;
    kind: string;
    reference: string | null;
    memo: string | null;
    createdAt: Date;
    account: string;
    amount: string;
    currency: string;
  }>(
    `SELECT t.id, t.kind, t.reference, t.memo, t.created_at AS "createdAt", a.key AS account, e.amount::text AS amount, e.currency
       FROM ledger_transactions t
       JOIN ledger_entries e ON e.transaction_id = t.id
       JOIN ledger_accounts a ON a.id = e.account_id
      WHERE t.idempotency_key = $idempotencyKey
      ORDER BY e.id`,
    { type: QueryTypes.SELECT, bind: { idempotencyKey: posting.idempotencyKey }, transaction },
  );
  const [first] = rows;
  if (!first) throw new Error(`Ledger transaction with idempotency key ${posting.idempotencyKey} has no entries`);
  const entries = rows.map((r) => ({ account: r.account, amount: BigInt(r.amount) }));
  const fingerprint = (list: readonly LedgerEntryInput[]) => list.map((e) => `${e.account} ${e.amount}`).sort().join('\n');
  const sameMovement =
    first.kind === posting.kind &&
    rows.every((r) => r.currency === posting.currency) &&
    fingerprint(entries) === fingerprint(posting.entries);
  if (!sameMovement) {
    throw AppError.conflict(`Idempotency key ${posting.idempotencyKey} was already used for a different ledger transaction`);
  }
  return {
    id: first.id,
    kind: first.kind,
    reference: first.reference,
    idempotencyKey: posting.idempotencyKey ?? null,
    memo: first.memo,
    currency: first.currency,
    entries,
    createdAt: first.createdAt,
    replayed: true,
  };
}

/**
 * Locks, in key order, every account a change of several postings will touch, before its first posting.
 * Each posting locks its own accounts in key order, but two postings in a row do not; taking them all first
 * keeps one global order, so multi-posting changes (an order's settlement) cannot deadlock with each other.
 */
export async function lockLedgerAccounts(keys: readonly string[], currency: string, transaction: Transaction): Promise<void> {
  assertCurrency(currency);
  const policies = [...new Set(keys)].sort().map((key) => describeAccount(key) ?? refuse(`Unknown ledger account ${key}`));
  await lockAccounts(ledgerDatabase(), policies, currency, transaction);
}

/**
 * Moves money: one ledger transaction whose entries sum to zero. Runs inside the caller's transaction so the
 * business change and its money move commit together, and inside its own savepoint so a refused posting
 * leaves nothing behind even when the caller goes on. A non-negative account that would go below zero is
 * refused with 422.
 */
export async function postTransaction(posting: LedgerPosting, transaction: Transaction): Promise<PostedTransaction> {
  if (!transaction) throw new Error('postTransaction runs inside the caller’s transaction');
  const { accounts, deltas } = checkPosting(posting);
  const sequelize = ledgerDatabase();
  return sequelize.transaction({ transaction }, async (savepoint) => {
    const header = await insertHeader(sequelize, posting, savepoint);
    if (!header) return replay(sequelize, posting, savepoint);

    const locked = await lockAccounts(sequelize, accounts, posting.currency, savepoint);
    assertAffordable(locked, deltas, posting.currency);

    const accountIdOf = (key: string) => (locked.get(key) as LockedAccount).id;
    await sequelize.query(
      `INSERT INTO ledger_entries (transaction_id, account_id, amount, currency)
       SELECT $transactionId::bigint, e.account_id, e.amount, $currency::char(3)
         FROM unnest($accountIds::bigint[], $amounts::bigint[]) WITH ORDINALITY AS e(account_id, amount, position)
        ORDER BY e.position`,
      {
        bind: {
          transactionId: header.id,
          currency: posting.currency,
          accountIds: posting.entries.map((e) => accountIdOf(e.account)),
          amounts: posting.entries.map((e) => e.amount.toString()),
        },
        transaction: savepoint,
      },
    );
    const changed = [...deltas].filter(([, delta]) => delta !== 0n);
    await sequelize.query(
      `UPDATE ledger_accounts AS a
          SET balance = a.balance + d.delta
         FROM unnest($accountIds::bigint[], $deltas::bigint[]) AS d(account_id, delta)
        WHERE a.id = d.account_id`,
      {
        bind: { accountIds: changed.map(([key]) => accountIdOf(key)), deltas: changed.map(([, delta]) => delta.toString()) },
        transaction: savepoint,
      },
    );
    return {
      id: header.id,
      kind: posting.kind,
      reference: posting.reference ?? null,
      idempotencyKey: posting.idempotencyKey ?? null,
      memo: posting.memo ?? null,
      currency: posting.currency,
      entries: posting.entries.map((e) => ({ account: e.account, amount: e.amount })),
      createdAt: header.createdAt,
      replayed: false,
    };
  });
}

/** A posting of a batch met its idempotency key already used: the batch is undone and posted one by one. */
class ReplayInBatch extends Error {}

/**
 * Moves money in several ledger transactions at once, each balanced and with its own kind, reference and
 * idempotency key, exactly as if each were posted by `postTransaction`, but in a handful of statements: the
 * headers in one INSERT, the accounts of all of them locked once in key order, the entries in one INSERT and
 * the balances in one UPDATE. The sum of the batch must be affordable, so it is all or nothing: a non-negative
 * account the batch would take below zero refuses every posting with 422, and nothing is written. A batch that
 * meets a key already used is posted one by one instead, so a replayed posting answers its first transaction.
 * Bulk imports reserve a chunk's orders this way (decision 038).
 */
export async function postTransactions(postings: readonly LedgerPosting[], transaction: Transaction): Promise<PostedTransaction[]> {
  if (!transaction) throw new Error('postTransactions runs inside the caller’s transaction');
  const [first] = postings;
  if (!first) return [];
  if (postings.length === 1) return [await postTransaction(first, transaction)];
  const currency = first.currency;
  if (postings.some((p) => p.currency !== currency)) refuse('A batch of ledger transactions is in one currency');
  const checked = postings.map(checkPosting);
  const policies = new Map(checked.flatMap((c) => c.accounts.map((a) => [a.key, a] as const)));
  const deltas = new Map<string, bigint>();
  for (const c of checked) for (const [key, delta] of c.deltas) deltas.set(key, (deltas.get(key) ?? 0n) + delta);
  const accounts = [...policies.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const sequelize = ledgerDatabase();
  try {
    return await sequelize.transaction({ transaction }, async (savepoint) => {
      // Ids taken first, so each header is known by its posting whatever order INSERT … RETURNING answers in.
      const ids = (
        await sequelize.query<{ id: string }>("SELECT nextval(pg_get_serial_sequence('ledger_transactions', 'id'))::text AS id FROM generate_series(1, $count)", {
          type: QueryTypes.SELECT,
          bind: { count: postings.length },
          transaction: savepoint,
        })
      ).map((row) => row.id);
      const headers = await sequelize.query<{ id: string; createdAt: Date }>(
        `INSERT INTO ledger_transactions (id, kind, reference, idempotency_key, memo)
         SELECT * FROM unnest($ids::bigint[], $kinds::text[], $references::text[], $keys::text[], $memos::text[])
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING id::text, created_at AS "createdAt"`,
        {
          type: QueryTypes.SELECT,
          bind: {
            ids,
            kinds: postings.map((p) => p.kind),
            references: postings.map((p) => p.reference ?? null),
            keys: postings.map((p) => p.idempotencyKey ?? null),
            memos: postings.map((p) => p.memo ?? null),
          },
          transaction: savepoint,
        },
      );
      if (headers.length !== postings.length) throw new ReplayInBatch();

      const locked = await lockAccounts(sequelize, accounts, currency, savepoint);
      assertAffordable(locked, deltas, currency);
      const accountIdOf = (key: string) => (locked.get(key) as LockedAccount).id;
      const entries = postings.flatMap((p, i) => p.entries.map((e) => ({ transactionId: ids[i] as string, accountId: accountIdOf(e.account), amount: e.amount.toString() })));
      await sequelize.query(
        `INSERT INTO ledger_entries (transaction_id, account_id, amount, currency)
         SELECT e.transaction_id, e.account_id, e.amount, $currency::char(3)
           FROM unnest($transactionIds::bigint[], $accountIds::bigint[], $amounts::bigint[]) WITH ORDINALITY AS e(transaction_id, account_id, amount, position)
          ORDER BY e.position`,
        {
          bind: { currency, transactionIds: entries.map((e) => e.transactionId), accountIds: entries.map((e) => e.accountId), amounts: entries.map((e) => e.amount) },
          transaction: savepoint,
        },
      );
      const changed = [...deltas].filter(([, delta]) => delta !== 0n);
      await sequelize.query(
        `UPDATE ledger_accounts AS a
            SET balance = a.balance + d.delta
           FROM unnest($accountIds::bigint[], $deltas::bigint[]) AS d(account_id, delta)
          WHERE a.id = d.account_id`,
        { bind: { accountIds: changed.map(([key]) => accountIdOf(key)), deltas: changed.map(([, delta]) => delta.toString()) }, transaction: savepoint },
      );
      const createdAt = new Map(headers.map((h) => [h.id, h.createdAt]));
      return postings.map((p, i) => ({
        id: ids[i] as string,
        kind: p.kind,
        reference: p.reference ?? null,
        idempotencyKey: p.idempotencyKey ?? null,
        memo: p.memo ?? null,
        currency,
        entries: p.entries.map((e) => ({ account: e.account, amount: e.amount })),
        createdAt: createdAt.get(ids[i] as string) as Date,
        replayed: false,
      }));
    });
  } catch (err) {
    if (!(err instanceof ReplayInBatch)) throw err;
    const posted: PostedTransaction[] = [];
    for (const posting of postings) posted.push(await postTransaction(posting, transaction));
    return posted;
  }
}

/** Cached balances of the given account keys in one currency; 0 for an account never used. */
export async function getBalances(keys: readonly string[], currency: string, transaction?: Transaction): Promise<Map<string, bigint>> {
  assertCurrency(currency);
  const rows = await ledgerDatabase().query<{ key: string; balance: string }>(
    'SELECT key, balance::text AS balance FROM ledger_accounts WHERE currency = $currency AND key = ANY($keys::text[])',
    { type: QueryTypes.SELECT, bind: { currency, keys: [...keys] }, transaction },
  );
  const found = new Map(rows.map((r) => [r.key, BigInt(r.balance)]));
  return new Map(keys.map((key) => [key, found.get(key) ?? 0n]));
}

export async function getAccountBalance(key: string, currency: string, transaction?: Transaction): Promise<bigint> {
  return (await getBalances([key], currency, transaction)).get(key) ?? 0n;
}

/**
 * A prepaid client's money in one currency: what it can spend, what open orders hold, and what it paid in net of
 * what was refunded to it (a refund takes money out of the account, so it is no longer deposited).
 */
export async function clientBalance(clientId: number, currency: string, transaction?: Transaction): Promise<ClientBalance> {
  const available = clientAvailable(clientId);
  const reserved = clientReserved(clientId);
  const balances = await getBalances([available, reserved], currency, transaction);
  // Both sums in one pass over the client's two accounts: money paid in (net of refunds) and money charged.
  const [sums] = await ledgerDatabase().query<{ deposited: string; charged: string }>(
    `SELECT COALESCE(sum(e.amount) FILTER (WHERE a.key = $available AND t.kind IN ('deposit', 'refund')), 0)::text AS deposited,
            COALESCE(-sum(e.amount) FILTER (WHERE a.key = $reserved AND t.kind = 'order_charge'), 0)::text AS charged
       FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id
       JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE a.key IN ($available, $reserved) AND a.currency = $currency`,
    { type: QueryTypes.SELECT, bind: { available, reserved, currency }, transaction },
  );
  return {
    available: balances.get(available) ?? 0n,
    reserved: balances.get(reserved) ?? 0n,
    deposited: BigInt(sums?.deposited ?? '0'),
    spent: BigInt(sums?.charged ?? '0'),
  };
}

/**
 * Audits the whole ledger: every cached balance equals the sum of its account's entries, every transaction
 * sums to zero per currency and has entries. Answers what is wrong; an empty list means the books are sound.
 */
export async function verifyLedger(transaction?: Transaction): Promise<LedgerDiscrepancy[]> {
  const sequelize = ledgerDatabase();
  const select = { type: QueryTypes.SELECT, transaction } as const;
  const mismatches = await sequelize.query<{ account: string; currency: string; cachedBalance: string; entriesTotal: string }>(
    `SELECT a.key AS account, a.currency, a.balance::text AS "cachedBalance", COALESCE(s.total, 0)::text AS "entriesTotal"
       FROM ledger_accounts a
       LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_entries GROUP BY account_id) s ON s.account_id = a.id
      WHERE a.balance <> COALESCE(s.total, 0)
      ORDER BY a.key, a.currency`,
    select,
  );
  const unbalanced = await sequelize.query<{ transactionId: string; currency: string; total: string }>(
    `SELECT transaction_id AS "transactionId", currency, sum(amount)::text AS total
       FROM ledger_entries
      GROUP BY transaction_id, currency
     HAVING sum(amount) <> 0
      ORDER BY transaction_id, currency`,
    select,
  );
  const empty = await sequelize.query<{ transactionId: string }>(
    `SELECT t.id AS "transactionId" FROM ledger_transactions t
      WHERE NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id)
      ORDER BY t.id`,
    select,
  );
  return [
    ...mismatches.map((m) => ({
      problem: 'balance_mismatch' as const,
      account: m.account,
      currency: m.currency,
      cachedBalance: BigInt(m.cachedBalance),
      entriesTotal: BigInt(m.entriesTotal),
    })),
    ...unbalanced.map((u) => ({
      problem: 'unbalanced_transaction' as const,
      transactionId: u.transactionId,
      currency: u.currency,
      total: BigInt(u.total),
    })),
    ...empty.map((e) => ({ problem: 'empty_transaction' as const, transactionId: e.transactionId })),
  ];
}
