import { randomInt } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';
import { AppError } from '@inkwell/service-kit';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createSequelize } from '../../db/sequelize.js';
import { BANK_CLEARING, PLATFORM_REVENUE, clientAvailable, clientReserved, linguistEarned } from './ledger.accounts.js';
import { initLedgerModels } from './ledger.model.js';
import { clientBalance, getAccountBalance, postTransaction, verifyLedger, type LedgerPosting } from './ledger.service.js';

// jest ignores testTimeout inside a project, so the default of 5 s would apply on a busy two-core machine
const CONTENDED_TIMEOUT_MS = 30_000;

let api: TestContext;
let pool: Sequelize;

beforeAll(async () => {
  api = await startTestApi();
  // enough connections that the row locks, not the pool, decide who waits
  pool = createSequelize(api.config.databaseUrl, { poolMax: 20 });
  initLedgerModels(pool);
});

afterAll(async () => {
  await pool.close();
  await api.close();
});

function freshOwnerId(): number {
  return randomInt(1_000_000_000, 2_000_000_000);
}

function post(posting: LedgerPosting) {
  return pool.transaction((transaction) => postTransaction(posting, transaction));
}

function transfer(from: string, to: string, amount: bigint, kind: LedgerPosting['kind'] = 'adjustment'): LedgerPosting {
  return {
    kind,
    currency: 'EUR',
    entries: [
      { account: from, amount: -amount },
      { account: to, amount },
    ],
  };
}

function outcomes(results: PromiseSettledResult<unknown>[]) {
  const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  return {
    succeeded: results.length - failures.length,
    failureStatuses: failures.map((err) => (err instanceof AppError ? err.httpStatus : String(err))),
    failureMessages: failures.map((err) => (err instanceof Error ? err.message : String(err))),
  };
}

async function unbalancedCurrencies(): Promise<unknown[]> {
  return pool.query('SELECT currency, sum(amount) FROM ledger_entries GROUP BY currency HAVING sum(amount) <> 0', {
    type: QueryTypes.SELECT,
  });
}

describe('concurrent postings', () => {
  it('lets exactly the affordable share of 200 simultaneous reservations through, then settles them', async () => {
    const clientId = freshOwnerId();
    const linguistId = freshOwnerId();
    const start = 10_000n;
    const price = 300n;
    const affordable = Number(start / price);
    await post(transfer(BANK_CLEARING, clientAvailable(clientId), start, 'deposit'));

    const reservations = Array.from({ length: 200 }, (_, i) => ({
      ...transfer(clientAvailable(clientId), clientReserved(clientId), price, 'order_reserve'),
      reference: `order:${i + 1}`,
    }));
    const reserved = await Promise.allSettled(reservations.map(post));

    const { succeeded, failureStatuses, failureMessages } = outcomes(reserved);
    expect(affordable).toBe(33);
    expect(succeeded).toBe(affordable);
    expect(failureStatuses).toEqual(Array(200 - affordable).fill(422));
    expect(new Set(failureMessages)).toEqual(new Set(['Available balance is too low: 3.00 EUR needed, 1.00 EUR available']));
    expect(await clientBalance(clientId, 'EUR')).toEqual({ available: 100n, reserved: 9_900n, deposited: start, spent: 0n });

    // the entries of one account were written under its row lock, so their id order is the order they took effect in
    const [lowest] = await pool.query<{ lowest: string }>(
      `SELECT min(running)::text AS lowest FROM (
         SELECT sum(e.amount) OVER (ORDER BY e.id) AS running
           FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
          WHERE a.key = $key AND a.currency = 'EUR') history`,
      { type: QueryTypes.SELECT, bind: { key: clientAvailable(clientId) } },
    );
    expect(BigInt(lowest.lowest)).toBeGreaterThanOrEqual(0n);

    const revenueBefore = await getAccountBalance(PLATFORM_REVENUE, 'EUR');
    const won = reservations.filter((_, i) => reserved[i].status === 'fulfilled');
    const settlements = won.map((reservation, i): LedgerPosting => {
      const reference = reservation.reference;
      if (i % 2 === 1) return { ...transfer(clientReserved(clientId), clientAvailable(clientId), price, 'order_release'), reference };
      return {
        kind: 'order_charge',
        reference,
        currency: 'EUR',
        entries: [
          { account: clientReserved(clientId), amount: -price },
          { account: linguistEarned(linguistId), amount: 240n },
          { account: PLATFORM_REVENUE, amount: 60n },
        ],
      };
    });
    const settled = outcomes(await Promise.allSettled(settlements.map(post)));

    const charged = BigInt(Math.ceil(affordable / 2));
    const released = BigInt(Math.floor(affordable / 2));
    expect(settled).toEqual({ succeeded: affordable, failureStatuses: [], failureMessages: [] });
    expect(await clientBalance(clientId, 'EUR')).toEqual({ available: 100n + released * price, reserved: 0n, deposited: start, spent: charged * price });
    expect(await getAccountBalance(linguistEarned(linguistId), 'EUR')).toBe(charged * 240n);
    expect(await getAccountBalance(PLATFORM_REVENUE, 'EUR')).toBe(revenueBefore + charged * 60n);
    expect(await verifyLedger()).toEqual([]);
    expect(await unbalancedCurrencies()).toEqual([]);
  }, CONTENDED_TIMEOUT_MS);

  it('does not deadlock when postings lock the same accounts from opposite directions', async () => {
    const alice = clientAvailable(freshOwnerId());
    const bob = clientAvailable(freshOwnerId());
    await post(transfer(BANK_CLEARING, alice, 1_000n, 'deposit'));
    await post(transfer(BANK_CLEARING, bob, 1_000n, 'deposit'));

    // listed in opposite orders on purpose: locking in the order given would deadlock
    const postings = Array.from({ length: 100 }, (_, i) => [
      transfer(alice, bob, 3n),
      transfer(bob, alice, 3n),
      ...(i % 2 === 1 ? [transfer(bob, BANK_CLEARING, 1n)] : []),
    ]).flat();
    const result = outcomes(await Promise.allSettled(postings.map(post)));

    expect(result).toEqual({ succeeded: 250, failureStatuses: [], failureMessages: [] });
    expect(await getAccountBalance(alice, 'EUR')).toBe(1_000n);
    expect(await getAccountBalance(bob, 'EUR')).toBe(950n);
    expect(await verifyLedger()).toEqual([]);
  }, CONTENDED_TIMEOUT_MS);

  it('writes one transaction for 10 simultaneous postings with the same idempotency key, and none of them fails', async () => {
    const clientId = freshOwnerId();
    const posting = { ...transfer(BANK_CLEARING, clientAvailable(clientId), 1_234n, 'deposit'), idempotencyKey: `psp-event:${clientId}` };

    // each caller holds its transaction open a moment after posting, so the others meet an uncommitted key
    const postAndLinger = () =>
      pool.transaction(async (transaction) => {
        const posted = await postTransaction(posting, transaction);
        await pool.query('SELECT pg_sleep(0.05)', { transaction });
        return posted;
      });
    const results = await Promise.allSettled(Array.from({ length: 10 }, postAndLinger));

    expect(outcomes(results).failureMessages).toEqual([]);
    const answers = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(answers).toHaveLength(10);
    const [count] = await pool.query<{ count: string }>(
      'SELECT count(*)::text AS count FROM ledger_transactions WHERE idempotency_key = $key',
      { type: QueryTypes.SELECT, bind: { key: posting.idempotencyKey } },
    );
    expect(count.count).toBe('1');
    expect(await clientBalance(clientId, 'EUR')).toEqual({ available: 1_234n, reserved: 0n, deposited: 1_234n, spent: 0n });
  }, CONTENDED_TIMEOUT_MS);

  it('creates an account once when 20 postings use it for the first time together', async () => {
    const clientId = freshOwnerId();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => post(transfer(BANK_CLEARING, clientAvailable(clientId), 50n, 'deposit'))),
    );

    expect(outcomes(results).failureMessages).toEqual([]);
    const accounts = await pool.query('SELECT id FROM ledger_accounts WHERE key = $key', {
      type: QueryTypes.SELECT,
      bind: { key: clientAvailable(clientId) },
    });
    expect(accounts).toHaveLength(1);
    expect(await clientBalance(clientId, 'EUR')).toEqual({ available: 1_000n, reserved: 0n, deposited: 1_000n, spent: 0n });
    expect(await verifyLedger()).toEqual([]);
  }, CONTENDED_TIMEOUT_MS);
});
