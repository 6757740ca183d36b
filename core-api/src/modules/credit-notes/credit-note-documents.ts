import { QueryTypes, type Transaction } from 'sequelize';
import type { CreditRunBody, TaxTreatment } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { PLATFORM_TAX, getAccountBalance, linguistEarned, linguistPayable, lockLedgerAccounts, postTransaction } from '../ledger/index.js';
import { linguistSupplier } from '../linguists/index.js';
import { findLinguistById } from '../users/index.js';
import { publishUserEvent } from '../../shared/events.js';
import { takeCreditNoteNumber } from './credit-note-numbers.js';
import { mailCreditNoteCancelled, mailCreditNoteIssued } from './credit-note-mails.js';
import { lineTax, vatRateOf } from './credit-note-tax.js';
import { findWork, payOf, type WorkRow } from './credit-note-work.js';
import {
  creditNotesDatabase,
  type CreditNoteLineRow,
  type CreditNoteRow,
  type SupplierSnapshot,
} from './credit-notes.model.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A period's calendar dates (UTC, both inclusive) as the instants accepted work is compared with. */
export function periodBounds(period: CreditRunBody): { from: Date; until: Date } {
  const from = new Date(`${period.from}T00:00:00.000Z`);
  const until = new Date(new Date(`${period.to}T00:00:00.000Z`).getTime() + DAY_MS);
  return { from, until };
}

/** One note per linguist, currency and period: runs for one linguist queue here instead of racing for her work. */
async function lockLinguistNotes(linguistId: number, transaction: Transaction): Promise<void> {
  await creditNotesDatabase().query("SELECT pg_advisory_xact_lock(hashtext('credit-notes'), :linguistId)", {
    type: QueryTypes.SELECT,
    replacements: { linguistId },
    transaction,
  });
}

async function supplierOf(linguistId: number, transaction: Transaction): Promise<{ supplier: SupplierSnapshot; language: CreditNoteRow['language']; taxTreatment: TaxTreatment }> {
  const [linguist, legal] = await Promise.all([findLinguistById(linguistId, transaction), linguistSupplier(linguistId)]);
  if (!linguist) throw AppError.notFound('Linguist');
  // A note names its supplier's address and tax identity (§ 14 UStG): without invoicing data none may be written.
  if (!legal) throw AppError.unprocessable(`Linguist ${linguistId} has no invoicing data (address and tax treatment); add them under her invoicing settings`);
  const person = [linguist.firstName, linguist.lastName].filter(Boolean).join(' ');
  return {
    language: linguist.language,
    taxTreatment: legal.taxTreatment,
    supplier: {
      name: person || linguist.nickname || linguist.email,
      companyName: legal.legalForm === 'COMPANY' ? legal.companyName : null,
      address: legal.address,
      zipcode: legal.zipcode,
      city: legal.city,
      country: legal.country,
      vatNumber: legal.vatNumber,
      taxNumber: legal.taxNumber,
      email: linguist.email,
    },
  };
}

interface NewLine {
  work: WorkRow;
  net: bigint;
  tax: bigint;
}

async function insertNote(
  note: Omit<CreditNoteRow, 'id' | 'number' | 'year' | 'sequence' | 'created_at' | 'amount_gross'>,
  lines: { orderId: number; role: string; title: string; acceptedAt: Date; words: number; rate: string; vatRate: string; net: bigint; tax: bigint }[],
  transaction: Transaction,
): Promise<CreditNoteRow> {
  const db = creditNotesDatabase();
  // The number is taken last, after every other lock, so numbering waits as briefly as it can.
  const { year, sequence, number } = await takeCreditNoteNumber(note.issued_at.getUTCFullYear(), transaction);
  const [row] = await db.query<CreditNoteRow>(
    `INSERT INTO credit_notes (linguist_id, number, year, sequence, type, status, period_from, period_to, tax_treatment,
                               amount_net, tax, amount_gross, currency, language, issued_at, cancels_credit_note_id, supplier)
     VALUES (:linguistId, :number, :year, :sequence, :type, :status, :periodFrom, :periodTo, :taxTreatment,
             :net, :tax, :gross, :currency, :language, :issuedAt, :cancels, CAST(:supplier AS jsonb))
     RETURNING id, linguist_id, number, year, sequence, type, status, to_char(period_from, 'YYYY-MM-DD') AS period_from,
               to_char(period_to, 'YYYY-MM-DD') AS period_to, tax_treatment, amount_net, tax, amount_gross, currency, language,
               issued_at, cancels_credit_note_id, supplier, created_at`,
    {
      type: QueryTypes.SELECT,
      replacements: {
        linguistId: note.linguist_id,
        number,
        year,
        sequence,
        type: note.type,
        status: note.status,
        periodFrom: note.period_from,
        periodTo: note.period_to,
        taxTreatment: note.tax_treatment,
        net: note.amount_net,
        tax: note.tax,
        gross: (BigInt(note.amount_net) + BigInt(note.tax)).toString(),
        currency: note.currency,
        language: note.language,
        issuedAt: note.issued_at,
        cancels: note.cancels_credit_note_id,
        supplier: JSON.stringify(note.supplier),
      },
      transaction,
    },
  );
  if (!row) throw new Error('The credit note insert returned no row');
  await db.query(
    `INSERT INTO credit_note_lines (credit_note_id, position, order_id, role, title, accepted_at, words, rate_per_word, vat_rate, amount_net, tax, amount_gross)
     SELECT $1, l.position, l.order_id, l.role, l.title, l.accepted_at, l.words, l.rate, l.vat_rate, l.net, l.tax, l.net + l.tax
       FROM unnest($2::integer[], $3::integer[], $4::text[], $5::text[], $6::timestamptz[], $7::integer[], $8::numeric[], $9::numeric[], $10::bigint[], $11::bigint[])
            AS l(position, order_id, role, title, accepted_at, words, rate, vat_rate, net, tax)`,
    {
      type: QueryTypes.INSERT,
      bind: [
        row.id,
        lines.map((_, i) => i + 1),
        lines.map((l) => l.orderId),
        lines.map((l) => l.role),
        lines.map((l) => l.title),
        lines.map((l) => l.acceptedAt.toISOString()),
        lines.map((l) => l.words),
        lines.map((l) => l.rate),
        lines.map((l) => l.vatRate),
        lines.map((l) => l.net.toString()),
        lines.map((l) => l.tax.toString()),
      ],
      transaction,
    },
  );
  return row;
}

/**
 * The one balanced posting of a note (decision 061): the net leaves `earned`, the gross becomes `payable`, and a
 * VAT-liable linguist's VAT is input tax the platform reclaims (`platform:tax` goes down by it).
 */
async function postNote(note: CreditNoteRow, direction: 1n | -1n, transaction: Transaction): Promise<void> {
  const net = BigInt(note.amount_net) * direction;
  const tax = BigInt(note.tax) * direction;
  const currency = note.currency.trim();
  const accounts = [linguistEarned(note.linguist_id), linguistPayable(note.linguist_id), ...(tax !== 0n ? [PLATFORM_TAX] : [])];
  await lockLedgerAccounts(accounts, currency, transaction);
  await postTransaction(
    {
      kind: direction === 1n ? 'credit_note' : 'credit_note_cancel',
      reference: `credit-note:${note.cancels_credit_note_id ?? note.id}`,
      idempotencyKey: `credit-note:${note.id}`,
      memo: note.number,
      currency,
      entries: [
        { account: linguistEarned(note.linguist_id), amount: -net },
        ...(tax !== 0n ? [{ account: PLATFORM_TAX, amount: -tax }] : []),
        { account: linguistPayable(note.linguist_id), amount: net + tax },
      ],
    },
    transaction,
  );
  await publishUserEvent({ role: 'linguist', userId: note.linguist_id }, { type: 'balance.changed' }, transaction);
}

/**
 * Writes the linguist's CREDIT note for her open work accepted in `period`, in `currency`, within the caller's
 * transaction: its lines, the work it settles and its ledger posting. Answers null when there is nothing to credit or
 * a live note for the period exists already, so a rerun writes nothing twice.
 *
 * @throws AppError 422 when she has no invoicing data
 */
export async function writeCreditNote(
  linguistId: number,
  period: CreditRunBody,
  currency: string,
  issuedAt: Date,
  transaction: Transaction,
): Promise<CreditNoteRow | null> {
  await lockLinguistNotes(linguistId, transaction);
  const db = creditNotesDatabase();
  const [existing] = await db.query(
    `SELECT 1 FROM credit_notes WHERE linguist_id = :linguistId AND currency = :currency AND period_from = :from AND period_to = :to
        AND type = 'CREDIT' AND status = 'OPEN'`,
    { type: QueryTypes.SELECT, replacements: { linguistId, currency, from: period.from, to: period.to }, transaction },
  );
  if (existing) return null;
  const { rows } = await findWork({ linguistId, ...periodBounds(period), state: 'open', currency }, null, transaction);
  if (!rows.length) return null;

  const { supplier, language, taxTreatment } = await supplierOf(linguistId, transaction);
  const vatRate = vatRateOf(taxTreatment);
  // Oldest first: a note reads as the period went by.
  const lines: NewLine[] = [...rows].reverse().map((work) => {
    const net = payOf(work);
    return { work, net, tax: lineTax(net, taxTreatment) };
  });
  const net = lines.reduce((sum, l) => sum + l.net, 0n);
  const tax = lines.reduce((sum, l) => sum + l.tax, 0n);
  if (net <= 0n) return null;

  const note = await insertNote(
    {
      linguist_id: linguistId,
      type: 'CREDIT',
      status: 'OPEN',
      period_from: period.from,
      period_to: period.to,
      tax_treatment: taxTreatment,
      amount_net: net.toString(),
      tax: tax.toString(),
      currency: currency as CreditNoteRow['currency'],
      language,
      issued_at: issuedAt,
      cancels_credit_note_id: null,
      supplier,
    },
    lines.map(({ work, net: lineNet, tax: lineVat }) => ({
      orderId: work.order_id,
      role: work.role,
      title: work.title,
      acceptedAt: work.accepted_at,
      words: work.final_words,
      rate: work.rate_per_word,
      vatRate,
      net: lineNet,
      tax: lineVat,
    })),
    transaction,
  );
  // The primary key (order, role) refuses work another live note settled: the transaction then writes nothing.
  await db.query(
    `INSERT INTO credit_note_work (order_id, role, linguist_id, credit_note_id)
     SELECT w.order_id, w.role, $1, $2 FROM unnest($3::integer[], $4::text[]) AS w(order_id, role)`,
    { type: QueryTypes.INSERT, bind: [linguistId, note.id, lines.map((l) => l.work.order_id), lines.map((l) => l.work.role)], transaction },
  );
  await postNote(note, 1n, transaction);
  await mailCreditNoteIssued(note, transaction);
  return note;
}

export async function findCreditNote(id: number, options: { transaction?: Transaction; lock?: boolean } = {}): Promise<CreditNoteRow | null> {
  const [row] = await creditNotesDatabase().query<CreditNoteRow>(
    `SELECT id, linguist_id, number, year, sequence, type, status, to_char(period_from, 'YYYY-MM-DD') AS period_from,
            to_char(period_to, 'YYYY-MM-DD') AS period_to, tax_treatment, amount_net, tax, amount_gross, currency, language,
            issued_at, cancels_credit_note_id, supplier, created_at
       FROM credit_notes WHERE id = :id${options.lock ? ' FOR UPDATE' : ''}`,
    { type: QueryTypes.SELECT, replacements: { id }, transaction: options.transaction },
  );
  return row ?? null;
}

export async function creditNoteLines(id: number, transaction?: Transaction): Promise<CreditNoteLineRow[]> {
  return creditNotesDatabase().query<CreditNoteLineRow>('SELECT * FROM credit_note_lines WHERE credit_note_id = :id ORDER BY position', {
    type: QueryTypes.SELECT,
    replacements: { id },
    transaction,
  });
}

/**
 * Cancels a CREDIT note with a CANCEL_CREDIT (negative amounts, the same lines), frees its work for a later note and
 * moves its money back from payable to earned, in the caller's transaction. Money already paid out cannot come back:
 * the note is refused while her payable balance is below its gross.
 *
 * @throws AppError 404 no such note; 409 not a live CREDIT note, or its money was paid out
 */
export async function cancelCreditNoteIn(id: number, issuedAt: Date, transaction: Transaction): Promise<{ note: CreditNoteRow; cancellation: CreditNoteRow }> {
  const found = await findCreditNote(id, { transaction });
  if (!found) throw AppError.notFound('Credit note');
  await lockLinguistNotes(found.linguist_id, transaction);
  const note = await findCreditNote(id, { transaction, lock: true });
  if (!note) throw AppError.notFound('Credit note');
  if (note.type !== 'CREDIT') throw AppError.conflict(`${note.number} is a cancellation; only a credit note can be cancelled`);
  if (note.status === 'CANCELED') throw AppError.conflict(`${note.number} is already cancelled`);

  const currency = note.currency.trim();
  const gross = BigInt(note.amount_gross);
  await lockLedgerAccounts([linguistPayable(note.linguist_id)], currency, transaction);
  const payable = await getAccountBalance(linguistPayable(note.linguist_id), currency, transaction);
  if (payable < gross) throw AppError.conflict(`${note.number} has been paid out, at least in part; it can no longer be cancelled`);

  const lines = await creditNoteLines(note.id, transaction);
  const db = creditNotesDatabase();
  await db.query("UPDATE credit_notes SET status = 'CANCELED' WHERE id = :id", { replacements: { id: note.id }, transaction });
  await db.query('DELETE FROM credit_note_work WHERE credit_note_id = :id', { replacements: { id: note.id }, transaction });
  const cancellation = await insertNote(
    {
      linguist_id: note.linguist_id,
      type: 'CANCEL_CREDIT',
      status: 'OPEN',
      period_from: note.period_from,
      period_to: note.period_to,
      tax_treatment: note.tax_treatment,
      amount_net: (-BigInt(note.amount_net)).toString(),
      tax: (-BigInt(note.tax)).toString(),
      currency: note.currency,
      language: note.language,
      issued_at: issuedAt,
      cancels_credit_note_id: note.id,
      supplier: note.supplier,
    },
    lines.map((l) => ({
      orderId: l.order_id,
      role: l.role,
      title: l.title,
      acceptedAt: l.accepted_at,
      words: l.words,
      rate: l.rate_per_word,
      vatRate: l.vat_rate,
      net: -BigInt(l.amount_net),
      tax: -BigInt(l.tax),
    })),
    transaction,
  );
  // The reverse posting: what the note made payable goes back to earned.
  await postNote({ ...cancellation, amount_net: note.amount_net, tax: note.tax }, -1n, transaction);
  await mailCreditNoteCancelled(cancellation, note, transaction);
  return { note: { ...note, status: 'CANCELED' }, cancellation };
}
