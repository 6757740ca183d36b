import { QueryTypes } from 'sequelize';
import type { AccountingSettingsDto, InvoiceType } from '@inkwell/contracts';
import { creditNoteDocumentNumbers } from '../credit-notes/index.js';
import { depositInvoiceNumbers, documentsIssuedBetween, type AccountingDocumentPart } from '../invoices/index.js';
import { ledgerMovementsBetween, ledgerTrialBalanceAfter, type LedgerMovement, type LedgerPeriod } from '../ledger/index.js';
import { accountingDatabase } from './accounting-settings.js';
import {
  BOOKING_COLUMNS,
  CHARTS,
  bookingBatchHeader,
  bookingLine,
  cp1252,
  creditorAccount,
  debtorAccount,
  revenueTaxKey,
  text,
  datevDate,
  fiscalYearStart,
  type Booking,
  type ChartAccounts,
  type DatevSettings,
} from './datev.js';
import type { ExportSink } from './export-sink.js';

/** Rows read per statement: large enough to cost few round trips, small enough to hold a constant few MB. */
export const EXPORT_BATCH = 2_000;

/** Documents booked from the invoices: what a client was invoiced, paid in advance, and their cancellations. */
export const BOOKED_DOCUMENT_TYPES: readonly InvoiceType[] = ['INVOICE', 'CANCEL_PAID_INV', 'CANCEL_UNPAID_I', 'DEPOSIT', 'CANCBAL_DEPOSIT'];

/** Ledger movements booked as payments: money in, money out, and what credit notes owe linguists. */
export const BOOKED_LEDGER_KINDS = ['deposit', 'refund', 'credit_note', 'credit_note_cancel', 'payout', 'payout_return'] as const;

const DOCUMENT_TEXT: Partial<Record<InvoiceType, string>> = {
  INVOICE: 'Rechnung',
  CANCEL_PAID_INV: 'Storno Rechnung',
  CANCEL_UNPAID_I: 'Storno Rechnung',
  DEPOSIT: 'Vorauszahlung',
  CANCBAL_DEPOSIT: 'Storno Vorauszahlung',
};

const LEDGER_TEXT: Record<(typeof BOOKED_LEDGER_KINDS)[number], string> = {
  deposit: 'Zahlungseingang',
  refund: 'Rückzahlung Guthaben',
  credit_note: 'Gutschrift Übersetzer/Autor',
  credit_note_cancel: 'Storno Gutschrift',
  payout: 'Auszahlung',
  payout_return: 'Rückläufer Auszahlung',
};

/** One document part as a booking: the client's debtor account against revenue or advance payments. */
export function documentBooking(part: AccountingDocumentPart, settings: DatevSettings, chart: ChartAccounts = CHARTS[settings.chart]): Booking {
  const gross = part.net + part.tax;
  const deposit = part.type === 'DEPOSIT' || part.type === 'CANCBAL_DEPOSIT';
  const taxFree = Number(part.vatRate) === 0;
  return {
    amount: gross,
    // A cancellation carries negative amounts: it reverses the booking of the document it cancels.
    side: gross >= 0n ? 'S' : 'H',
    currency: part.currency,
    account: debtorAccount(part.clientId, settings.accountLength),
    contraAccount: deposit ? chart.advancePayments : taxFree ? chart.revenueForeign : chart.revenue,
    taxKey: deposit ? '' : revenueTaxKey(part.vatRate),
    date: part.issuedAt,
    document: part.number,
    text: `${DOCUMENT_TEXT[part.type] ?? part.type} ${part.number} ${part.addressee}`,
  };
}

const OWNER = { client: /^client:(\d+):/, linguist: /^linguist:(\d+):/ } as const;

function ownerOf(movement: LedgerMovement, role: 'client' | 'linguist'): number | null {
  for (const { account } of movement.entries) {
    const match = OWNER[role].exec(account);
    if (match) return Number(match[1]);
  }
  return null;
}

/** What a ledger transaction moved: the sum of its positive entries (its negative ones sum to the same). */
export function movedAmount(movement: LedgerMovement): bigint {
  return movement.entries.reduce((sum, e) => (e.amount > 0n ? sum + e.amount : sum), 0n);
}

/** The bank account, or the transit account for a payment provider's or PayPal's clearing. */
function moneyAccount(movement: LedgerMovement, chart: ChartAccounts): number {
  return movement.entries.some((e) => e.account === 'bank:clearing') ? chart.bank : chart.transit;
}

/** One ledger movement as a booking; null for a movement without the person it concerns. */
export function ledgerBooking(movement: LedgerMovement, settings: DatevSettings, documentNumber: string | null, chart: ChartAccounts = CHARTS[settings.chart]): Booking | null {
  const kind = movement.kind as (typeof BOOKED_LEDGER_KINDS)[number];
  const moved = movedAmount(movement);
  const length = settings.accountLength;
  const base = { amount: moved, currency: movement.currency, date: movement.createdAt, taxKey: '', document: documentNumber ?? movement.reference ?? `L${movement.transactionId}` };
  const label = `${LEDGER_TEXT[kind]} ${documentNumber ?? movement.reference ?? ''}`.trim();
  if (kind === 'deposit' || kind === 'refund') {
    const client = ownerOf(movement, 'client');
    if (client === null) return null;
    // Money in: bank (or transit) debit, the client's debtor account credit; a refund the other way round.
    return { ...base, side: kind === 'deposit' ? 'S' : 'H', account: moneyAccount(movement, chart), contraAccount: debtorAccount(client, length), text: label };
  }
  const linguist = ownerOf(movement, 'linguist');
  if (linguist === null) return null;
  const creditor = creditorAccount(linguist, length);
  if (kind === 'credit_note' || kind === 'credit_note_cancel') {
    return { ...base, side: kind === 'credit_note' ? 'S' : 'H', account: chart.linguistExpense, contraAccount: creditor, text: label };
  }
  return { ...base, side: kind === 'payout' ? 'S' : 'H', account: creditor, contraAccount: moneyAccount(movement, chart), text: label };
}

/** The inclusive last day of a half-open period, for the header. */
const lastDay = (period: LedgerPeriod) => new Date(period.to.getTime() - 86_400_000);

/**
 * DATEV Buchungsstapel of the period: every booked document, then every booked ledger movement, each read in
 * batches and written as it is read.
 */
export async function writeDatevBookings(sink: ExportSink, settings: AccountingSettingsDto, period: LedgerPeriod, now = new Date()): Promise<void> {
  const header = bookingBatchHeader({ settings, from: period.from, to: lastDay(period), createdAt: now, label: 'Inkwell Buchungen', currency: 'EUR' });
  await sink.write(cp1252(`${header}\r\n${BOOKING_COLUMNS.join(';')}\r\n`));

  let afterDocument = 0;
  for (;;) {
    const parts = await documentsIssuedBetween(period, BOOKED_DOCUMENT_TYPES, afterDocument, EXPORT_BATCH);
    if (!parts.length) break;
    const lines = parts.filter((p) => p.net + p.tax !== 0n).map((p) => `${bookingLine(documentBooking(p, settings))}\r\n`);
    if (lines.length) await sink.write(cp1252(lines.join('')));
    afterDocument = parts[parts.length - 1]!.id;
  }

  let afterTransaction = '0';
  for (;;) {
    const movements = await ledgerMovementsBetween(period, BOOKED_LEDGER_KINDS, afterTransaction, EXPORT_BATCH);
    if (!movements.length) break;
    const numbers = await documentNumbersOf(movements);
    const lines: string[] = [];
    for (const movement of movements) {
      const booking = ledgerBooking(movement, settings, numbers(movement));
      if (booking && booking.amount !== 0n) lines.push(`${bookingLine(booking)}\r\n`);
    }
    if (lines.length) await sink.write(cp1252(lines.join('')));
    afterTransaction = movements[movements.length - 1]!.transactionId;
  }
}

/** The id in a ledger reference such as `deposit:17`, or null for another prefix or no safe integer. */
function referencedId(movement: LedgerMovement, prefix: string): number | null {
  if (!movement.reference?.startsWith(prefix)) return null;
  const id = Number(movement.reference.slice(prefix.length));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Belegfeld 1 of each ledger movement of a batch: the number of the document behind it, looked up once per batch —
 * a deposit's invoice, a credit note's G- number (its cancellation's own number for `credit_note_cancel`), and for a
 * payout or its return the end-to-end id its SEPA transfer carries (`PAYOUT-<id>`; PayPal's sender_item_id is the same in lower case), which the
 * bank statement shows. Null where none is known: the booking then names the ledger reference.
 */
async function documentNumbersOf(movements: readonly LedgerMovement[]): Promise<(movement: LedgerMovement) => string | null> {
  const ids = (kinds: readonly string[], prefix: string) =>
    movements.flatMap((m) => (kinds.includes(m.kind) ? [referencedId(m, prefix)] : [])).filter((id): id is number => id !== null);
  const [deposits, notes] = await Promise.all([
    depositInvoiceNumbers(ids(['deposit'], 'deposit:')),
    creditNoteDocumentNumbers(ids(['credit_note', 'credit_note_cancel'], 'credit-note:')),
  ]);
  return (movement) => {
    switch (movement.kind) {
      case 'deposit':
        return deposits.get(referencedId(movement, 'deposit:') ?? 0) ?? null;
      case 'credit_note':
      case 'credit_note_cancel': {
        const note = notes.get(referencedId(movement, 'credit-note:') ?? 0);
        if (!note) return null;
        return movement.kind === 'credit_note' ? note.number : note.cancellationNumber;
      }
      case 'payout':
      case 'payout_return': {
        const payoutId = referencedId(movement, 'payout:');
        return payoutId === null ? null : `PAYOUT-${payoutId}`;
      }
      default:
        return null;
    }
  };
}

/** The columns of the debtor and creditor master data, under DATEV's names (decision 064 says which subset). */
export const PARTY_COLUMNS = [
  'Konto',
  'Name (Adressatentyp Unternehmen)',
  'Name (Adressatentyp natürl. Person)',
  'Vorname (Adressatentyp natürl. Person)',
  'Adressatentyp',
  'EU-Land',
  'EU-UStID',
  'Straße',
  'Postleitzahl',
  'Ort',
  'Land',
  'E-Mail',
  'Steuernummer',
  'IBAN-Nr. 1',
  'SWIFT-Code 1',
  'Kontoinhaber 1',
] as const;

interface PartyRow {
  id: number;
  company: string | null;
  last_name: string | null;
  first_name: string | null;
  address: string | null;
  zipcode: string | null;
  city: string | null;
  country: string | null;
  eu_vat_number: string | null;
  tax_number: string | null;
  email: string;
  /** a linguist's payout account; debtors have none here */
  iban?: string | null;
  bic?: string | null;
  account_holder?: string | null;
}

function partyLine(account: number, row: PartyRow): string {
  const company = row.company?.trim() || null;
  const vat = row.eu_vat_number?.replace(/\s+/g, '') ?? '';
  return [
    account,
    text(company, 50),
    text(company ? '' : row.last_name, 30),
    text(company ? '' : row.first_name, 30),
    // 2 = company, 1 = natural person
    text(company ? '2' : '1', 1),
    text(vat.slice(0, 2), 2),
    text(vat.slice(2), 13),
    text(row.address, 36),
    text(row.zipcode, 10),
    text(row.city, 30),
    text(row.country, 2),
    text(row.email, 60),
    text(row.tax_number, 20),
    text(row.iban, 34),
    text(row.bic, 11),
    text(row.account_holder, 70),
  ].join(';');
}

function partyHeader(settings: AccountingSettingsDto, now: Date): string {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const line = bookingBatchHeader({ settings, from, to: from, createdAt: now, label: 'Inkwell Stammdaten', currency: 'EUR' }).split(';');
  // The same frame as a booking batch, with the master data's category, name and version.
  line[2] = '16';
  line[3] = '"Debitoren/Kreditoren"';
  line[4] = '5';
  line[12] = datevDate(fiscalYearStart(from, settings.fiscalYearStartMonth));
  return line.join(';');
}

/** Every client as a debtor, in id order, batch by batch; the billing settings give the address. */
export async function writeDebtors(sink: ExportSink, settings: AccountingSettingsDto, now = new Date()): Promise<void> {
  await sink.write(cp1252(`${partyHeader(settings, now)}\r\n${PARTY_COLUMNS.join(';')}\r\n`));
  let after = 0;
  for (;;) {
    const rows = await accountingDatabase().query<PartyRow>(
      `SELECT c.id, s.company_name AS company, coalesce(s.last_name, c.last_name) AS last_name, coalesce(s.first_name, c.first_name) AS first_name,
              s.address, s.zipcode, s.city, coalesce(s.country, c.country) AS country, s.eu_vat_number, s.tax_number,
              coalesce(s.email, c.email) AS email
         FROM clients c
         LEFT JOIN client_billing_settings s ON s.client_id = c.id
        WHERE c.id > :after
        ORDER BY c.id
        LIMIT :limit`,
      { type: QueryTypes.SELECT, replacements: { after, limit: EXPORT_BATCH } },
    );
    if (!rows.length) break;
    await sink.write(cp1252(rows.map((row) => `${partyLine(debtorAccount(row.id, settings.accountLength), row)}\r\n`).join('')));
    after = rows[rows.length - 1]!.id;
  }
}

/** Every linguist as a creditor, in id order, batch by batch; her legal information gives the address, her SEPA settings the bank account. */
export async function writeCreditors(sink: ExportSink, settings: AccountingSettingsDto, now = new Date()): Promise<void> {
  await sink.write(cp1252(`${partyHeader(settings, now)}\r\n${PARTY_COLUMNS.join(';')}\r\n`));
  let after = 0;
  for (;;) {
    const rows = await accountingDatabase().query<PartyRow>(
      `SELECT l.id, li.company_name AS company, l.last_name, l.first_name, li.address, li.zipcode, li.city,
              coalesce(li.country, l.country) AS country, li.eu_vat_number, li.tax_number, l.email,
              ps.iban, ps.bic, ps.account_holder
         FROM linguists l
         LEFT JOIN linguist_legal_infos li ON li.linguist_id = l.id
         LEFT JOIN linguist_payment_settings ps ON ps.linguist_id = l.id AND ps.method = 'SEPA'
        WHERE l.id > :after
        ORDER BY l.id
        LIMIT :limit`,
      { type: QueryTypes.SELECT, replacements: { after, limit: EXPORT_BATCH } },
    );
    if (!rows.length) break;
    await sink.write(cp1252(rows.map((row) => `${partyLine(creditorAccount(row.id, settings.accountLength), row)}\r\n`).join('')));
    after = rows[rows.length - 1]!.id;
  }
}

/** The trial balance's columns in the CSV and XLSX exports. */
export const BALANCE_COLUMNS = ['Account', 'Currency', 'Opening', 'Increases', 'Decreases', 'Closing'] as const;

/** Minor units as a plain decimal with a point: a spreadsheet reads it as a number in any locale's CSV import. */
export function decimal(minorUnits: bigint): string {
  const sign = minorUnits < 0n ? '-' : '';
  const abs = minorUnits < 0n ? -minorUnits : minorUnits;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** The trial balance as UTF-8 CSV (comma-separated, with a byte order mark for spreadsheets), batch by batch. */
export async function writeBalanceCsv(sink: ExportSink, period: LedgerPeriod): Promise<void> {
  await sink.write(`\uFEFF${BALANCE_COLUMNS.join(',')}\r\n`);
  let after = '0';
  for (;;) {
    const rows = await ledgerTrialBalanceAfter(period, after, EXPORT_BATCH);
    if (!rows.length) break;
    await sink.write(rows.map((r) => `${[r.account, r.currency, decimal(r.opening), decimal(r.increases), decimal(r.decreases), decimal(r.closing)].join(',')}\r\n`).join(''));
    after = rows[rows.length - 1]!.id;
  }
}
