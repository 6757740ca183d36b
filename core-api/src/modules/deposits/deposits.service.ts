import { Op, QueryTypes, literal, type Transaction, type WhereOptions } from 'sequelize';
import type {
  AdminDepositDto,
  AdminDepositListResponse,
  CancelDepositResponse,
  CurrencyIso,
  DepositDto,
  DepositListResponse,
  Invoicing,
} from '@inkwell/contracts';
import { PENDING_DEPOSIT_AGE_DAYS } from '@inkwell/contracts';
import { depositFigures, toJsonMinorUnits } from '@inkwell/money';
import { AppError } from '@inkwell/service-kit';
import { clientStaffNameSql, findClientById } from '../users/index.js';
import { BANK_CLEARING, PLATFORM_FEES, PLATFORM_TAX, clientAvailable, postTransaction, type LedgerEntryInput } from '../ledger/index.js';
import { onDepositCanceled, onDepositCreated, onDepositPaid } from './deposit-invoicing.js';
import { Deposit, depositsDatabase } from './deposits.model.js';
import { publishUserEvent } from '../../shared/events.js';
import { recordEvent } from '../webhooks/index.js';
import { accountCurrency } from '../reference/index.js';
import { assertMayPayIn } from '../billing/index.js';
import type { AdminDepositListQuery, DepositListQuery } from './deposits.schema.js';

/** Who pays in: what the deposit rules need to know of the client. */
export interface DepositClient {
  id: number;
  invoicing: Invoicing;
  /** the client's currency: deposits are only ever in it (spec §5, "currency is locked") */
  currency: CurrencyIso;
  /** VAT as a fraction, charged on payment fees */
  vat: string;
}

export async function findDepositClient(clientId: number, transaction?: Transaction): Promise<DepositClient> {
  const client = await findClientById(clientId, transaction);
  if (!client) throw AppError.notFound('Client');
  const { iso4217 } = await accountCurrency(client.currencyId, transaction);
  return { id: client.id, invoicing: client.invoicing, currency: iso4217, vat: client.vat };
}

/** @throws AppError 422 naming `currency` when the client asked for another currency than its own */
export function assertDepositCurrency(client: DepositClient, requested: string | undefined): void {
  if (requested !== undefined && requested !== client.currency) {
    const message = `Your account is kept in ${client.currency}; deposits are made in ${client.currency}, not ${requested}`;
    throw AppError.unprocessable(message, { currency: [message] });
  }
}

/** What a postpaid client reads when it tries to pay in: its accepted orders are invoiced instead. */
export const DEPOSITS_ARE_PREPAID_MESSAGE = 'Only prepaid (deposit) accounts can make deposits; your accepted orders are invoiced to you instead';

/**
 * Everything a client must pass before it pays in: a prepaid account (403 for a postpaid one, whose money a
 * deposit would strand in a balance none of its orders draw on), the legal check (403 blocked / 422 not
 * verified) and the locked currency (422).
 */
export async function requirePayingClient(clientId: number, currency: string | undefined): Promise<DepositClient> {
  const client = await findDepositClient(clientId);
  if (client.invoicing !== 'deposit') throw AppError.forbidden(DEPOSITS_ARE_PREPAID_MESSAGE);
  await assertMayPayIn(client);
  assertDepositCurrency(client, currency);
  return client;
}

const DAY_MS = 86_400_000;

const amount = (minorUnits: string) => toJsonMinorUnits(BigInt(minorUnits));

export function toDepositDto(deposit: Deposit): DepositDto {
  return {
    id: deposit.id,
    amountNet: amount(deposit.amountNet),
    fee: amount(deposit.fee),
    tax: amount(deposit.tax),
    amountGross: amount(deposit.amountGross),
    amount: amount(deposit.amountNet),
    currency: { iso4217: deposit.currency.trim() as CurrencyIso },
    paymentMethod: deposit.method,
    status: deposit.status,
    transactionId: deposit.transactionId,
    note: deposit.note,
    invoiceId: deposit.invoiceId,
    createdAt: deposit.createdAt.toISOString(),
    paidAt: deposit.paidAt?.toISOString() ?? null,
  };
}

/**
 * A payment intent nobody has tried to pay yet is not a deposit: the dialog makes one as soon as it shows the
 * payment form, and a client who closes the dialog leaves it behind. Lists leave those out.
 */
const PAYMENT_ATTEMPTED = literal(`NOT ("Deposit"."status" = 'PROCESSING' AND "Deposit"."provider_status" IS NOT DISTINCT FROM 'requires_payment_method')`);

async function pageOfDeposits(where: WhereOptions<Deposit>, query: DepositListQuery): Promise<{ rows: Deposit[]; total: number }> {
  const scoped = { [Op.and]: [where, PAYMENT_ATTEMPTED, ...(query.status?.length ? [{ status: query.status }] : [])] };
  const total = await Deposit.count({ where: scoped });
  if (query.limit === 0 || total === 0) return { rows: [], total };
  const rows = await Deposit.findAll({
    where: scoped,
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
    limit: query.limit,
    offset: query.offset,
  });
  return { rows, total };
}

/** GET /client/billing/deposits: the caller's deposits, newest first. */
export async function listClientDeposits(clientId: number, query: DepositListQuery): Promise<DepositListResponse> {
  const { rows, total } = await pageOfDeposits({ clientId }, query);
  return { data: rows.map(toDepositDto), total };
}

/** How staff see each client named (users' one rule), for a page of deposits. */
async function clientNames(clientIds: number[]): Promise<Map<number, string>> {
  if (!clientIds.length) return new Map();
  const rows = await depositsDatabase().query<{ id: number; name: string | null }>(
    `SELECT c.id,
            ${clientStaffNameSql('c', 'b')} AS name
       FROM clients c LEFT JOIN client_billing_settings b ON b.client_id = c.id
      WHERE c.id IN (:clientIds)`,
    { type: QueryTypes.SELECT, replacements: { clientIds } },
  );
  return new Map(rows.map((r) => [r.id, r.name ?? `Client ${r.id}`]));
}

async function toAdminDtos(deposits: Deposit[]): Promise<AdminDepositDto[]> {
  const names = await clientNames([...new Set(deposits.map((d) => d.clientId))]);
  return deposits.map((d) => ({ ...toDepositDto(d), clientId: d.clientId, clientName: names.get(d.clientId) ?? `Client ${d.clientId}` }));
}

/** GET /admin/billing/deposits: every client's deposits, newest first (e.g. status=PENDING: transfers to settle). */
export async function listAdminDeposits(query: AdminDepositListQuery): Promise<AdminDepositListResponse> {
  const where: WhereOptions<Deposit> = {
    ...(query.clientId === undefined ? {} : { clientId: query.clientId }),
    ...(query.age === undefined ? {} : { createdAt: { [Op.lt]: new Date(Date.now() - PENDING_DEPOSIT_AGE_DAYS[query.age] * DAY_MS) } }),
  };
  const { rows, total } = await pageOfDeposits(where, query);
  return { data: await toAdminDtos(rows), total };
}

export interface NewBankDeposit {
  /** minor units */
  amount: bigint;
  note?: string;
  currency?: string;
}

/**
 * POST /client/billing/deposit with method BANK: a PENDING deposit the client pays by bank transfer, and
 * its deposit invoice (the invoices module's hook, in the same transaction). Credited when an admin
 * records the transfer.
 */
export async function createBankDeposit(clientId: number, input: NewBankDeposit): Promise<DepositDto> {
  const client = await requirePayingClient(clientId, input.currency);
  const figures = depositFigures('BANK', input.amount, client.vat, client.currency);
  const deposit = await depositsDatabase().transaction(async (transaction) => {
    const created = await Deposit.create(
      {
        clientId,
        method: 'BANK',
        status: 'PENDING',
        amountNet: figures.net.toString(),
        fee: figures.fee.toString(),
        tax: figures.tax.toString(),
        amountGross: figures.gross.toString(),
        currency: client.currency,
        note: input.note ?? null,
        transactionId: null,
        providerStatus: null,
        payerEmail: null,
        failureMessage: null,
        invoiceId: null,
        paidAt: null,
      },
      { transaction },
    );
    await onDepositCreated(created.id, transaction);
    return created;
  });
  // the hook may have attached the deposit invoice
  await deposit.reload();
  return toDepositDto(deposit);
}

function depositEntries(deposit: Deposit, clearingAccount: string): LedgerEntryInput[] {
  const fee = BigInt(deposit.fee);
  const tax = BigInt(deposit.tax);
  return [
    { account: clearingAccount, amount: -BigInt(deposit.amountGross) },
    { account: clientAvailable(deposit.clientId), amount: BigInt(deposit.amountNet) },
    ...(fee > 0n ? [{ account: PLATFORM_FEES, amount: fee }] : []),
    ...(tax > 0n ? [{ account: PLATFORM_TAX, amount: tax }] : []),
  ];
}

export interface Payment {
  /** the clearing account the money arrived in */
  clearingAccount: string;
  providerStatus?: string;
  /** recorded as the deposit's transaction id when it has none yet (a bank reference) */
  reference?: string;
}

/**
 * Marks a deposit PAID and credits it: the gross arrives in the clearing account, the net goes to the
 * client's available balance, fee and VAT on it to the platform. The caller holds the deposit's row lock;
 * the ledger's idempotency key (one per deposit) makes a second credit impossible even so. A deposit that
 * is already PAID or CANCELED is answered unchanged.
 */
export async function creditDeposit(deposit: Deposit, payment: Payment, transaction: Transaction): Promise<Deposit> {
  if (deposit.status === 'PAID' || deposit.status === 'CANCELED') return deposit;
  deposit.set({
    status: 'PAID',
    paidAt: new Date(),
    failureMessage: null,
    ...(payment.providerStatus ? { providerStatus: payment.providerStatus } : {}),
    ...(payment.reference && !deposit.transactionId ? { transactionId: payment.reference } : {}),
  });
  await deposit.save({ transaction });
  await postTransaction(
    {
      kind: 'deposit',
      reference: `deposit:${deposit.id}`,
      idempotencyKey: `deposit:${deposit.id}`,
      memo: `${deposit.method} deposit`,
      currency: deposit.currency.trim(),
      entries: depositEntries(deposit, payment.clearingAccount),
    },
    transaction,
  );
  await onDepositPaid(deposit.id, transaction);
  await publishUserEvent({ role: 'client', userId: deposit.clientId }, { type: 'balance.changed' }, transaction);
  await recordEvent(transaction, deposit.clientId, 'deposit.succeeded', {
    // amounts in minor units (cents), as every amount of the API
    deposit: { id: deposit.id, method: deposit.method, amountNet: Number(deposit.amountNet), amountGross: Number(deposit.amountGross), currency: deposit.currency.trim() },
  });
  return deposit;
}

/**
 * Locks a bank transfer still waiting for its money, for an admin to settle or cancel it. The row lock orders
 * two admins acting on one deposit: the second finds it changed and is answered 409.
 *
 * @throws AppError 404 unknown deposit; 409 not a bank transfer, already paid, or no longer pending
 */
async function lockPendingBankDeposit(depositId: number, action: 'settled' | 'cancelled', transaction: Transaction): Promise<Deposit> {
  const deposit = await Deposit.findByPk(depositId, { transaction, lock: transaction.LOCK.UPDATE });
  if (!deposit) throw AppError.notFound('Deposit');
  if (deposit.method !== 'BANK') throw AppError.conflict(`Deposit ${deposit.id} is paid through ${deposit.method}; only bank transfers are ${action} by hand`);
  if (deposit.status === 'PAID') {
    const hint = action === 'cancelled' ? ': its money is in the client’s balance, which is refunded instead' : '';
    throw AppError.conflict(`Deposit ${deposit.id} is already paid${hint}`);
  }
  if (deposit.status !== 'PENDING') {
    throw AppError.conflict(`Deposit ${deposit.id} is ${deposit.status}; only a PENDING bank transfer can be ${action}`);
  }
  return deposit;
}

async function toAdminDto(deposit: Deposit): Promise<AdminDepositDto> {
  const [dto] = await toAdminDtos([deposit]);
  if (!dto) throw new Error(`Deposit ${deposit.id} has no admin view`);
  return dto;
}

/**
 * PUT /admin/billing/deposit/{id}/settle: the bank transfer of a PENDING BANK deposit has arrived. Credits
 * it once; the row lock makes two admins settling together answer one 200 and one 409.
 *
 * @throws AppError 404 unknown deposit; 409 already paid, not pending, not a bank transfer, or a bank
 *   reference already recorded on another deposit
 */
export async function settleBankDeposit(depositId: number, reference: string | undefined): Promise<AdminDepositDto> {
  const settled = await depositsDatabase().transaction(async (transaction) => {
    const deposit = await lockPendingBankDeposit(depositId, 'settled', transaction);
    if (reference) {
      const holder = await Deposit.findOne({ attributes: ['id'], where: { transactionId: reference }, transaction });
      if (holder) throw AppError.conflict(`The bank reference ${reference} is already recorded on deposit ${holder.id}`);
    }
    return creditDeposit(deposit, { clearingAccount: BANK_CLEARING, reference }, transaction);
  });
  await settled.reload();
  return toAdminDto(settled);
}

/**
 * PUT /admin/billing/deposit/{id}/cancel: the client never paid a PENDING bank transfer. In one transaction
 * the deposit becomes CANCELED and its OPEN deposit invoice is cancelled by a CANCBAL_DEPOSIT document (the
 * invoices module's hook). Nothing was credited, so nothing moves in the ledger (decision 014). A settle of
 * the same deposit waits for the row lock and is then answered 409, and the other way round.
 *
 * @throws AppError 404 unknown deposit; 409 already paid, not pending, or not a bank transfer
 */
export async function cancelBankDeposit(depositId: number): Promise<CancelDepositResponse> {
  const { deposit, cancellation } = await depositsDatabase().transaction(async (transaction) => {
    const pending = await lockPendingBankDeposit(depositId, 'cancelled', transaction);
    pending.set({ status: 'CANCELED' });
    await pending.save({ transaction });
    // No money moves, but the client's deposit history (one of its balance views) does.
    await publishUserEvent({ role: 'client', userId: pending.clientId }, { type: 'balance.changed' }, transaction);
    return { deposit: pending, cancellation: await onDepositCanceled(pending.id, transaction) };
  });
  return { deposit: await toAdminDto(deposit), cancellation };
}
