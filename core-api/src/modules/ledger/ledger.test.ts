import { randomInt } from 'node:crypto';
import pg from 'pg';
import { QueryTypes, type Sequelize } from 'sequelize';
import { AppError } from '@inkwell/service-kit';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import {
  BANK_CLEARING,
  PAYPAL_CLEARING,
  PLATFORM_REVENUE,
  clientAvailable,
  clientReserved,
  describeAccount,
  linguistEarned,
  linguistPayable,
} from './ledger.accounts.js';
import {
  clientBalance,
  getAccountBalance,
  getBalances,
  postTransaction,
  postTransactions,
  verifyLedger,
  type LedgerPosting,
} from './ledger.service.js';
import { DEMO_DEPOSIT_CENTS, seedDemoLedger } from './demo-ledger.js';

let api: TestContext;
let sequelize: Sequelize;

beforeAll(async () => {
  api = await startTestApi();
  sequelize = api.runtime.sequelize;
});

afterAll(() => api.close());

/** Owner ids far above the serial ids real accounts get, so these tests share no account with others. */
function freshOwnerId(): number {
  return randomInt(1_000_000_000, 2_000_000_000);
}

function post(posting: LedgerPosting) {
  return sequelize.transaction((transaction) => postTransaction(posting, transaction));
}

function deposit(clientId: number, amount: bigint, currency = 'EUR') {
  return post({
    kind: 'deposit',
    reference: `client:${clientId}`,
    currency,
    entries: [
      { account: BANK_CLEARING, amount: -amount },
      { account: clientAvailable(clientId), amount },
    ],
  });
}

function reserve(clientId: number, amount: bigint, orderId = 1): LedgerPosting {
  return {
    kind: 'order_reserve',
    reference: `order:${orderId}`,
    currency: 'EUR',
    entries: [
      { account: clientAvailable(clientId), amount: -amount },
      { account: clientReserved(clientId), amount },
    ],
  };
}

async function ledgerRowCounts() {
  const [row] = await sequelize.query<{ accounts: string; transactions: string; entries: string }>(
    `SELECT (SELECT count(*) FROM ledger_accounts)::text AS accounts,
            (SELECT count(*) FROM ledger_transactions)::text AS transactions,
            (SELECT count(*) FROM ledger_entries)::text AS entries`,
    { type: QueryTypes.SELECT },
  );
  return row;
}

async function expectRefused(promise: Promise<unknown>, status: number, message: RegExp): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).httpStatus).toBe(status);
  expect((error as AppError).message).toMatch(message);
}

/** A raw connection, outside the service, for writes the service would never make. */
async function withRawClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: api.config.databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

describe('account keys', () => {
  it('names client and linguist accounts and knows which may not go negative', () => {
    expect(clientAvailable(12)).toBe('client:12:available');
    expect(clientReserved(12)).toBe('client:12:reserved');
    expect(linguistEarned(7)).toBe('linguist:7:earned');
    expect(describeAccount('client:12:reserved')).toEqual({
      key: 'client:12:reserved',
      ownerType: 'client',
      ownerId: '12',
      nonNegative: true,
    });
    expect(describeAccount('linguist:7:earned')).toEqual({
      key: 'linguist:7:earned',
      ownerType: 'linguist',
      ownerId: '7',
      nonNegative: true,
    });
    expect(linguistPayable(7)).toBe('linguist:7:payable');
    expect(describeAccount('linguist:7:payable')).toEqual({
      key: 'linguist:7:payable',
      ownerType: 'linguist',
      ownerId: '7',
      nonNegative: true,
    });
    expect(describeAccount(BANK_CLEARING)).toEqual({ key: 'bank:clearing', ownerType: null, ownerId: null, nonNegative: false });
    expect(describeAccount(PAYPAL_CLEARING)).toEqual({ key: 'paypal:clearing', ownerType: null, ownerId: null, nonNegative: false });
    expect(describeAccount('client:12:spare')).toBeNull();
    expect(describeAccount('client:12:payable')).toBeNull();
    expect(describeAccount('linguist:7:available')).toBeNull();
    expect(describeAccount('client:012:available')).toBeNull();
  });

  it('refuses owner ids that are not positive integers', () => {
    expect(() => clientAvailable(0)).toThrow(RangeError);
    expect(() => clientReserved(1.5)).toThrow(RangeError);
    expect(() => linguistEarned(Number.NaN)).toThrow(RangeError);
    expect(() => linguistPayable(-3)).toThrow(RangeError);
  });
});

describe('postTransaction', () => {
  it('moves money between accounts, creating them on first use, and keeps the books sound', async () => {
    const clientId = freshOwnerId();
    const bankBefore = await getAccountBalance(BANK_CLEARING, 'EUR');

    const posted = await deposit(clientId, 10_000n);
    expect(posted).toMatchObject({
      kind: 'deposit',
      reference: `client:${clientId}`,
      currency: 'EUR',
      replayed: false,
      entries: [
        { account: BANK_CLEARING, amount: -10_000n },
        { account: clientAvailable(clientId), amount: 10_000n },
      ],
    });
    await post(reserve(clientId, 2_550n, 42));

    expect(await clientBalance(clientId, 'EUR')).toEqual({ available: 7_450n, reserved: 2_550n, deposited: 10_000n, spent: 0n });
    expect(await getAccountBalance(BANK_CLEARING, 'EUR')).toBe(bankBefore - 10_000n);
    const stored = await sequelize.query<{ key: string; amount: string; kind: string; reference: string }>(
      `SELECT a.key, e.amount::text AS amount, t.kind, t.reference
         FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE t.id = $id ORDER BY e.id`,
      { type: QueryTypes.SELECT, bind: { id: posted.id } },
    );
    expect(stored).toEqual([
      { key: BANK_CLEARING, amount: '-10000', kind: 'deposit', reference: `client:${clientId}` },
      { key: clientAvailable(clientId), amount: '10000', kind: 'deposit', reference: `client:${clientId}` },
    ]);
    expect(await verifyLedger()).toEqual([]);
  });

  it('answers 0 for accounts never used', async () => {
    const clientId = freshOwnerId();
    const balances = await getBalances([clientAvailable(clientId), linguistEarned(clientId)], 'EUR');
    expect([...balances]).toEqual([
      [clientAvailable(clientId), 0n],
      [linguistEarned(clientId), 0n],
    ]);
    expect(await clientBalance(clientId, 'EUR')).toEqual({ available: 0n, reserved: 0n, deposited: 0n, spent: 0n });
  });

  it('keeps each currency on its own accounts: a USD posting leaves the EUR balances alone', async () => {
    const clientId = freshOwnerId();
    await deposit(clientId, 5_000n, 'EUR');
    await deposit(clientId, 700n, 'USD');
    expect(await clientBalance(clientId, 'EUR')).toEqual({ available: 5_000n, reserved: 0n, deposited: 5_000n, spent: 0n });
    expect(await clientBalance(clientId, 'USD')).toEqual({ available: 700n, reserved: 0n, deposited: 700n, spent: 0n });
    // 50.00 EUR must not cover a reservation of 7.01 USD
    await expectRefused(post({ ...reserve(clientId, 701n), currency: 'USD' }), 422, /too low/);
  });

  const clientForRefusals = 1_999_999_999;
  it.each<[string, Partial<LedgerPosting>, RegExp]>([
    ['an empty list', { entries: [] }, /needs entries/],
    [
      'an unbalanced list',
      { entries: [{ account: BANK_CLEARING, amount: -1_000n }, { account: clientAvailable(clientForRefusals), amount: 999n }] },
      /must balance: they sum to -0\.01 EUR/,
    ],
    [
      'a zero amount',
      { entries: [{ account: BANK_CLEARING, amount: 0n }, { account: clientAvailable(clientForRefusals), amount: 0n }] },
      /amount of zero/,
    ],
    [
      'a number instead of bigint minor units',
      {
        entries: [
          { account: BANK_CLEARING, amount: -10 as unknown as bigint },
          { account: clientAvailable(clientForRefusals), amount: 10n },
        ],
      },
      /bigint/,
    ],
    [
      'an unknown account',
      { entries: [{ account: 'platform:pocket', amount: -10n }, { account: clientAvailable(clientForRefusals), amount: 10n }] },
      /Unknown ledger account platform:pocket/,
    ],
    ['a malformed currency', { currency: 'eur' }, /Unknown currency code eur/],
    ['an unknown kind', { kind: 'gift' as LedgerPosting['kind'] }, /Unknown ledger transaction kind gift/],
    ['an empty idempotency key', { idempotencyKey: '' }, /idempotency key/],
  ])('refuses %s with 422 and writes nothing', async (_case, override, message) => {
    const before = await ledgerRowCounts();
    const posting: LedgerPosting = {
      kind: 'deposit',
      currency: 'EUR',
      entries: [
        { account: BANK_CLEARING, amount: -10n },
        { account: clientAvailable(clientForRefusals), amount: 10n },
      ],
      ...override,
    };
    await expectRefused(post(posting), 422, message);
    expect(await ledgerRowCounts()).toEqual(before);
  });

  it('refuses to take a non-negative account below zero, readable in money, and the whole transaction rolls back', async () => {
    const clientId = freshOwnerId();
    await deposit(clientId, 1_000n);
    const before = await ledgerRowCounts();

    const attempt = sequelize.transaction(async (transaction) => {
      await postTransaction(reserve(clientId, 400n, 1), transaction);
      await postTransaction(reserve(clientId, 601n, 2), transaction);
    });
    await expectRefused(attempt, 422, /^Available balance is too low: 6\.01 EUR needed, 6\.00 EUR available$/);

    expect(await ledgerRowCounts()).toEqual(before);
    expect(await clientBalance(clientId, 'EUR')).toEqual({ available: 1_000n, reserved: 0n, deposited: 1_000n, spent: 0n });
  });

  it('leaves nothing of a refused posting behind when the caller goes on with its transaction', async () => {
    const clientId = freshOwnerId();
    await deposit(clientId, 1_000n);

    const outcome = await sequelize.transaction(async (transaction) => {
      await postTransaction(reserve(clientId, 300n, 1), transaction);
      const refused = await postTransaction(reserve(clientId, 701n, 2), transaction).catch((err: unknown) => err);
      await postTransaction(reserve(clientId, 700n, 3), transaction);
      return refused;
    });

    expect(outcome).toBeInstanceOf(AppError);
    expect(await clientBalance(clientId, 'EUR')).toEqual({ available: 0n, reserved: 1_000n, deposited: 1_000n, spent: 0n });
    const references = await sequelize.query<{ reference: string }>(
      `SELECT DISTINCT t.reference FROM ledger_transactions t
         JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.key = $key ORDER BY t.reference`,
      { type: QueryTypes.SELECT, bind: { key: clientReserved(clientId) } },
    );
    expect(references.map((r) => r.reference)).toEqual(['order:1', 'order:3']);
    expect(await verifyLedger()).toEqual([]);
  });

  it('lets clearing and platform accounts go negative', async () => {
    const linguistId = freshOwnerId();
    const revenueBefore = await getAccountBalance(PLATFORM_REVENUE, 'GBP');
    await post({
      kind: 'adjustment',
      currency: 'GBP',
      entries: [
        { account: PLATFORM_REVENUE, amount: -(revenueBefore + 1_000n) },
        { account: linguistEarned(linguistId), amount: revenueBefore + 1_000n },
      ],
    });
    expect(await getAccountBalance(PLATFORM_REVENUE, 'GBP')).toBe(-1_000n);
  });
});

describe('linguist payables', () => {
  it('moves earned money to payable and out to PayPal clearing, and never pays out more than is payable', async () => {
    const linguistId = freshOwnerId();
    await post({
      kind: 'linguist_credit',
      currency: 'EUR',
      entries: [
        { account: PLATFORM_REVENUE, amount: -2_500n },
        { account: linguistEarned(linguistId), amount: 2_500n },
      ],
    });
    await post({
      kind: 'credit_note',
      reference: `linguist:${linguistId}`,
      currency: 'EUR',
      entries: [
        { account: linguistEarned(linguistId), amount: -2_500n },
        { account: linguistPayable(linguistId), amount: 2_500n },
      ],
    });
    await post({
      kind: 'payout',
      currency: 'EUR',
      entries: [
        { account: linguistPayable(linguistId), amount: -2_000n },
        { account: PAYPAL_CLEARING, amount: 2_000n },
      ],
    });
    expect(await getAccountBalance(linguistEarned(linguistId), 'EUR')).toBe(0n);
    expect(await getAccountBalance(linguistPayable(linguistId), 'EUR')).toBe(500n);

    const overdraft = await post({
      kind: 'payout',
      currency: 'EUR',
      entries: [
        { account: linguistPayable(linguistId), amount: -501n },
        { account: BANK_CLEARING, amount: 501n },
      ],
    }).catch((error: unknown) => error);
    expect(overdraft).toBeInstanceOf(AppError);
    expect(await getAccountBalance(linguistPayable(linguistId), 'EUR')).toBe(500n);
    expect(await verifyLedger()).toEqual([]);
  });
});

describe('idempotent postings', () => {
  it('writes a replayed posting once and answers the first transaction', async () => {
    const clientId = freshOwnerId();
    const posting: LedgerPosting = {
      kind: 'deposit',
      idempotencyKey: `psp-webhook:${clientId}`,
      currency: 'EUR',
      entries: [
        { account: BANK_CLEARING, amount: -2_500n },
        { account: clientAvailable(clientId), amount: 2_500n },
      ],
    };
    const first = await post(posting);
    const second = await post(posting);

    expect(first.replayed).toBe(false);
    expect(second).toEqual({ ...first, replayed: true });
    expect(await clientBalance(clientId, 'EUR')).toEqual({ available: 2_500n, reserved: 0n, deposited: 2_500n, spent: 0n });
  });

  it('refuses with 409 a key already used for a different movement', async () => {
    const clientId = freshOwnerId();
    const posting: LedgerPosting = {
      kind: 'deposit',
      idempotencyKey: `psp-webhook:${clientId}`,
      currency: 'EUR',
      entries: [
        { account: BANK_CLEARING, amount: -2_500n },
        { account: clientAvailable(clientId), amount: 2_500n },
      ],
    };
    await post(posting);
    const differentAmount = {
      ...posting,
      entries: [
        { account: BANK_CLEARING, amount: -2_600n },
        { account: clientAvailable(clientId), amount: 2_600n },
      ],
    };
    await expectRefused(post(differentAmount), 409, /already used for a different ledger transaction/);
    await expectRefused(post({ ...posting, currency: 'USD' }), 409, /already used/);
    expect(await getAccountBalance(clientAvailable(clientId), 'EUR')).toBe(2_500n);
  });

  it('frees the key again when the transaction that used it rolls back', async () => {
    const clientId = freshOwnerId();
    const posting = { ...reserve(clientId, 100n), idempotencyKey: `reserve:${clientId}` };
    await expectRefused(post(posting), 422, /too low/);
    await deposit(clientId, 100n);
    expect((await post(posting)).replayed).toBe(false);
    expect(await clientBalance(clientId, 'EUR')).toEqual({ available: 0n, reserved: 100n, deposited: 100n, spent: 0n });
  });
});

describe('postTransactions', () => {
  const postAll = (postings: LedgerPosting[]) => sequelize.transaction((transaction) => postTransactions(postings, transaction));
  const reservations = (clientId: number, amounts: bigint[]) =>
    amounts.map((amount, i) => ({ ...reserve(clientId, amount, clientId + i), idempotencyKey: `batch:${clientId}:${i}` }));

  it('writes each posting as its own balanced transaction with its reference and key, and moves the sum', async () => {
    const clientId = freshOwnerId();
    await deposit(clientId, 1_000n);
    const posted = await postAll(reservations(clientId, [100n, 250n, 50n]));

    expect(posted.map((p) => [p.reference, p.idempotencyKey, p.replayed])).toEqual([
      [`order:${clientId}`, `batch:${clientId}:0`, false],
      [`order:${clientId + 1}`, `batch:${clientId}:1`, false],
      [`order:${clientId + 2}`, `batch:${clientId}:2`, false],
    ]);
    const rows = await sequelize.query<{ id: string; reference: string; amounts: string[] }>(
      `SELECT t.id::text, t.reference, array_agg(e.amount::text ORDER BY e.amount) AS amounts
         FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
        WHERE t.idempotency_key LIKE :prefix GROUP BY t.id ORDER BY t.id`,
      { type: QueryTypes.SELECT, replacements: { prefix: `batch:${clientId}:%` } },
    );
    expect(rows.map((r) => [r.id, r.reference, r.amounts])).toEqual([
      [posted[0]?.id, `order:${clientId}`, ['-100', '100']],
      [posted[1]?.id, `order:${clientId + 1}`, ['-250', '250']],
      [posted[2]?.id, `order:${clientId + 2}`, ['-50', '50']],
    ]);
    expect(await clientBalance(clientId, 'EUR')).toEqual({ available: 600n, reserved: 400n, deposited: 1_000n, spent: 0n });
    expect(await verifyLedger()).toEqual([]);
  });

  it('refuses the whole batch with 422 when the sum is not affordable, though each posting alone would be', async () => {
    const clientId = freshOwnerId();
    await deposit(clientId, 300n);
    const before = await ledgerRowCounts();
    await expectRefused(postAll(reservations(clientId, [200n, 200n])), 422, /Available balance is too low/);
    expect(await ledgerRowCounts()).toEqual(before);
    expect(await clientBalance(clientId, 'EUR')).toEqual({ available: 300n, reserved: 0n, deposited: 300n, spent: 0n });
  });

  it('posts one by one when a key was already used, answering the replayed posting’s first transaction', async () => {
    const clientId = freshOwnerId();
    await deposit(clientId, 1_000n);
    const [first, second] = reservations(clientId, [100n, 200n]) as [LedgerPosting, LedgerPosting];
    const earlier = await post(first);
    const posted = await postAll([first, second]);
    expect(posted[0]).toEqual({ ...earlier, replayed: true });
    expect(posted[1]?.replayed).toBe(false);
    expect(await clientBalance(clientId, 'EUR')).toEqual({ available: 700n, reserved: 300n, deposited: 1_000n, spent: 0n });
  });
});

describe('database guards', () => {
  async function insertRawTransaction(client: pg.Client, entries: [accountId: string, amount: number, currency: string][]) {
    const { rows } = await client.query<{ id: string }>(
      "INSERT INTO ledger_transactions (kind, memo) VALUES ('adjustment', 'raw') RETURNING id",
    );
    const transactionId = rows[0].id;
    for (const [accountId, amount, currency] of entries) {
      await client.query('INSERT INTO ledger_entries (transaction_id, account_id, amount, currency) VALUES ($1, $2, $3, $4)', [
        transactionId,
        accountId,
        amount,
        currency,
      ]);
    }
    return transactionId;
  }

  async function accountId(client: pg.Client, key: string, currency: string): Promise<string> {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO ledger_accounts (key, currency, non_negative) VALUES ($1, $2, false)
       ON CONFLICT (key, currency) DO UPDATE SET key = EXCLUDED.key RETURNING id`,
      [key, currency],
    );
    return rows[0].id;
  }

  async function transactionExists(id: string): Promise<boolean> {
    const rows = await sequelize.query('SELECT 1 FROM ledger_transactions WHERE id = $id', { type: QueryTypes.SELECT, bind: { id } });
    return rows.length > 0;
  }

  it('refuses at COMMIT a hand-written transaction whose entries do not sum to zero', async () => {
    await withRawClient(async (client) => {
      const bank = await accountId(client, BANK_CLEARING, 'EUR');
      const revenue = await accountId(client, PLATFORM_REVENUE, 'EUR');
      await client.query('BEGIN');
      // each statement is accepted: the check waits for COMMIT, when the transaction is complete
      const id = await insertRawTransaction(client, [
        [bank, -1_000, 'EUR'],
        [revenue, 999, 'EUR'],
      ]);
      await expect(client.query('COMMIT')).rejects.toThrow(`ledger transaction ${id} does not balance: its EUR entries sum to -1`);
      expect(await transactionExists(id)).toBe(false);
    });
  });

  it('refuses at COMMIT entries that balance only across currencies', async () => {
    await withRawClient(async (client) => {
      const bankEur = await accountId(client, BANK_CLEARING, 'EUR');
      const bankUsd = await accountId(client, BANK_CLEARING, 'USD');
      await client.query('BEGIN');
      const id = await insertRawTransaction(client, [
        [bankEur, -1_000, 'EUR'],
        [bankUsd, 1_000, 'USD'],
      ]);
      await expect(client.query('COMMIT')).rejects.toThrow(/does not balance/);
      expect(await transactionExists(id)).toBe(false);
    });
  });

  it('accepts a hand-written transaction that balances', async () => {
    await withRawClient(async (client) => {
      const bank = await accountId(client, BANK_CLEARING, 'EUR');
      const revenue = await accountId(client, PLATFORM_REVENUE, 'EUR');
      await client.query('BEGIN');
      const id = await insertRawTransaction(client, [
        [bank, -1, 'EUR'],
        [revenue, 1, 'EUR'],
      ]);
      // the cached balances move with the entries, as the service does
      await client.query(
        'UPDATE ledger_accounts SET balance = balance + CASE id WHEN $1 THEN -1 ELSE 1 END WHERE id IN ($1, $2)',
        [bank, revenue],
      );
      await client.query('COMMIT');
      expect(await transactionExists(id)).toBe(true);
    });
    expect(await verifyLedger()).toEqual([]);
  });

  it("refuses an entry in a currency other than its account's", async () => {
    await withRawClient(async (client) => {
      const bankEur = await accountId(client, BANK_CLEARING, 'EUR');
      await client.query('BEGIN');
      await expect(insertRawTransaction(client, [[bankEur, 5, 'USD']])).rejects.toThrow(/ledger_entries_account_currency_fkey/);
      await client.query('ROLLBACK');
    });
  });

  it('keeps entries append-only', async () => {
    const clientId = freshOwnerId();
    const posted = await deposit(clientId, 300n);
    await withRawClient(async (client) => {
      const doubled = client.query('UPDATE ledger_entries SET amount = amount * 2 WHERE transaction_id = $1', [posted.id]);
      await expect(doubled).rejects.toThrow(/append-only/);
      const deleted = client.query('DELETE FROM ledger_entries WHERE transaction_id = $1', [posted.id]);
      await expect(deleted).rejects.toThrow(/append-only/);
    });
    expect(await clientBalance(clientId, 'EUR')).toEqual({ available: 300n, reserved: 0n, deposited: 300n, spent: 0n });
  });

  it('refuses a non-negative account below zero even if code skipped the service check', async () => {
    const clientId = freshOwnerId();
    await deposit(clientId, 50n);
    await withRawClient(async (client) => {
      await expect(
        client.query('UPDATE ledger_accounts SET balance = balance - 51 WHERE key = $1', [clientAvailable(clientId)]),
      ).rejects.toThrow(/ledger_accounts_non_negative_check/);
    });
  });
});

describe('verifyLedger', () => {
  it('reports a cached balance that drifted from its entries', async () => {
    const clientId = freshOwnerId();
    await deposit(clientId, 800n);
    const transaction = await sequelize.transaction();
    try {
      await sequelize.query('UPDATE ledger_accounts SET balance = balance + 5 WHERE key = $key', {
        bind: { key: clientAvailable(clientId) },
        transaction,
      });
      expect(await verifyLedger(transaction)).toEqual([
        { problem: 'balance_mismatch', account: clientAvailable(clientId), currency: 'EUR', cachedBalance: 805n, entriesTotal: 800n },
      ]);
    } finally {
      await transaction.rollback();
    }
    expect(await verifyLedger()).toEqual([]);
  });

  it('reports, before COMMIT would refuse them, transactions that do not balance or have no entries', async () => {
    const transaction = await sequelize.transaction();
    try {
      const [bank] = await sequelize.query<{ id: string }>(
        `INSERT INTO ledger_accounts (key, currency, non_negative) VALUES ('bank:clearing', 'EUR', false)
         ON CONFLICT (key, currency) DO UPDATE SET key = EXCLUDED.key RETURNING id`,
        { type: QueryTypes.SELECT, transaction },
      );
      const [unbalanced, empty] = await sequelize.query<{ id: string }>(
        "INSERT INTO ledger_transactions (kind) VALUES ('adjustment'), ('adjustment') RETURNING id",
        { type: QueryTypes.SELECT, transaction },
      );
      await sequelize.query("INSERT INTO ledger_entries (transaction_id, account_id, amount, currency) VALUES ($t, $a, 7, 'EUR')", {
        bind: { t: unbalanced.id, a: bank.id },
        transaction,
      });
      const problems = await verifyLedger(transaction);
      expect(problems).toEqual(
        expect.arrayContaining([
          { problem: 'unbalanced_transaction', transactionId: unbalanced.id, currency: 'EUR', total: 7n },
          { problem: 'empty_transaction', transactionId: empty.id },
        ]),
      );
    } finally {
      await transaction.rollback();
    }
    expect(await verifyLedger()).toEqual([]);
  });
});

describe('seedDemoLedger', () => {
  it('gives the prepaid demo client 500.00 EUR from a bank transfer, once', async () => {
    const clientId = freshOwnerId();
    const bankBefore = await getAccountBalance(BANK_CLEARING, 'EUR');
    const first = await sequelize.transaction((transaction) => seedDemoLedger(sequelize, transaction, { prepaidClientId: clientId }));
    const again = await sequelize.transaction((transaction) => seedDemoLedger(sequelize, transaction, { prepaidClientId: clientId }));

    expect(DEMO_DEPOSIT_CENTS).toBe(50_000n);
    expect(first).toMatchObject({ kind: 'deposit', idempotencyKey: `demo-deposit:${clientId}`, replayed: false });
    expect(again).toMatchObject({ id: first.id, replayed: true });
    expect(await clientBalance(clientId, 'EUR')).toEqual({ available: 50_000n, reserved: 0n, deposited: 50_000n, spent: 0n });
    expect(await getAccountBalance(BANK_CLEARING, 'EUR')).toBe(bankBefore - 50_000n);
  });
});
