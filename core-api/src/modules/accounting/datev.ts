import iconv from 'iconv-lite';
import type { AccountingChart } from '@inkwell/contracts';

/**
 * The DATEV EXTF format (decision 064): a header line, a line naming the columns, then one line per booking,
 * semicolon-separated, text in double quotes, amounts with a decimal comma, encoded in Windows-1252 (what DATEV
 * reads; an umlaut in UTF-8 would arrive as two wrong characters).
 */

export interface DatevSettings {
  consultantNumber: number;
  clientNumber: number;
  chart: AccountingChart;
  fiscalYearStartMonth: number;
  accountLength: number;
}

/** Windows-1252 bytes of a piece of the file; characters it cannot hold become '?', as DATEV would show them. */
export function cp1252(text: string): Buffer {
  return iconv.encode(text, 'win1252');
}

/** A text field: quoted, inner quotes doubled, line breaks and separators flattened, cut to DATEV's length. */
export function text(value: string | null | undefined, max: number): string {
  const flat = (value ?? '').replace(/[\r\n\t]+/g, ' ').trim().slice(0, max);
  return `"${flat.replace(/"/g, '""')}"`;
}

/** Minor units as DATEV's amount: no thousands separator, decimal comma, two decimals, no sign. */
export function amount(minorUnits: bigint): string {
  const abs = minorUnits < 0n ? -minorUnits : minorUnits;
  return `${abs / 100n},${String(abs % 100n).padStart(2, '0')}`;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** YYYYMMDD in UTC. */
export function datevDate(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
}

/** Belegdatum: DDMM; the year comes from the batch's period. */
export function documentDate(date: Date): string {
  return `${pad(date.getUTCDate())}${pad(date.getUTCMonth() + 1)}`;
}

/** Belegfeld 1 allows 36 characters of 0-9 a-z A-Z $ & % * + - /; anything else becomes a dash. */
export function documentField(value: string): string {
  return text(value.replace(/[^0-9A-Za-z$&%*+\-/]/g, '-'), 36);
}

/** The first day of the fiscal year the period starts in. */
export function fiscalYearStart(periodStart: Date, startMonth: number): Date {
  const year = periodStart.getUTCMonth() + 1 >= startMonth ? periodStart.getUTCFullYear() : periodStart.getUTCFullYear() - 1;
  return new Date(Date.UTC(year, startMonth - 1, 1));
}

/** Generated-at stamp: YYYYMMDDHHMMSSFFF. */
function stamp(date: Date): string {
  return `${datevDate(date)}${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}${pad(date.getUTCMilliseconds(), 3)}`;
}

export interface BatchHeader {
  settings: DatevSettings;
  /** inclusive first and last day */
  from: Date;
  to: Date;
  createdAt: Date;
  label: string;
  currency: string;
}

/** Line 1 of a Buchungsstapel: format 700, category 21, version 13, with the period and the client's frame. */
export function bookingBatchHeader(h: BatchHeader): string {
  const s = h.settings;
  return [
    '"EXTF"',
    700,
    21,
    '"Buchungsstapel"',
    13,
    stamp(h.createdAt),
    '',
    '"RE"',
    '"Inkwell"',
    '""',
    s.consultantNumber,
    s.clientNumber,
    datevDate(fiscalYearStart(h.from, s.fiscalYearStartMonth)),
    s.accountLength,
    datevDate(h.from),
    datevDate(h.to),
    text(h.label, 30),
    '""',
    1,
    0,
    0,
    text(h.currency, 3),
    '',
    '""',
    '',
    '',
    text(s.chart === 'SKR03' ? '03' : '04', 2),
    '',
    '',
    '""',
    '""',
  ].join(';');
}

/** Line 2: the columns this export fills, under DATEV's names, in DATEV's order. */
export const BOOKING_COLUMNS = [
  'Umsatz (ohne Soll/Haben-Kz)',
  'Soll/Haben-Kennzeichen',
  'WKZ Umsatz',
  'Kurs',
  'Basis-Umsatz',
  'WKZ Basis-Umsatz',
  'Konto',
  'Gegenkonto (ohne BU-Schlüssel)',
  'BU-Schlüssel',
  'Belegdatum',
  'Belegfeld 1',
  'Belegfeld 2',
  'Skonto',
  'Buchungstext',
] as const;

export interface Booking {
  /** minor units; its sign picks S or H when `side` is not given */
  amount: bigint;
  side: 'S' | 'H';
  currency: string;
  account: number;
  contraAccount: number;
  taxKey: string;
  date: Date;
  document: string;
  text: string;
}

export function bookingLine(b: Booking): string {
  return [
    amount(b.amount),
    `"${b.side}"`,
    text(b.currency, 3),
    '',
    '',
    '""',
    b.account,
    b.contraAccount,
    text(b.taxKey, 4),
    documentDate(b.date),
    documentField(b.document),
    '""',
    '',
    text(b.text, 60),
  ].join(';');
}

/** The ledger and revenue accounts of each chart this platform books to (decision 064). */
export interface ChartAccounts {
  revenue: number;
  /** revenue without German VAT: reverse charge in the EU, or outside it */
  revenueForeign: number;
  /** prepaid money received before the work: a liability until orders spend it */
  advancePayments: number;
  bank: number;
  /** card, SEPA debit, PayPal and other money in transit through a provider */
  transit: number;
  /** what linguists' credit notes cost the platform */
  linguistExpense: number;
}

export const CHARTS: Record<AccountingChart, ChartAccounts> = {
  SKR03: { revenue: 8200, revenueForeign: 8338, advancePayments: 1718, bank: 1200, transit: 1360, linguistExpense: 3100 },
  SKR04: { revenue: 4200, revenueForeign: 4338, advancePayments: 3272, bank: 1800, transit: 1460, linguistExpense: 5900 },
};

/** Personal accounts have one digit more than ledger accounts: debtors from 1 0…0, creditors from 7 0…0. */
export function debtorAccount(clientId: number, accountLength: number): number {
  return 10 ** accountLength + clientId;
}

export function creditorAccount(linguistId: number, accountLength: number): number {
  return 7 * 10 ** accountLength + linguistId;
}

/** BU-Schlüssel of a revenue at a German VAT rate: 3 for 19 %, 2 for 7 %; none without VAT (its own account). */
export function revenueTaxKey(vatRate: string): string {
  const rate = Number(vatRate);
  if (rate === 0.19) return '3';
  if (rate === 0.07) return '2';
  return '';
}
