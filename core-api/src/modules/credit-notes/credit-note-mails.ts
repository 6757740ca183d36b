import type { Transaction } from 'sequelize';
import { formatMoney } from '@inkwell/money';
import { getSelfNotificationSettings } from '../linguists/index.js';
import { formatDate } from '../invoices/index.js';
import { notify, type Addressee } from '../notifications/index.js';
import { findLinguistById } from '../users/index.js';
import type { CreditNoteRow } from './credit-notes.model.js';

/** Her credit notes are the invoices tab of her billing page, where each one's PDF is downloaded. */
const CREDIT_NOTES_PATH = '/billing/invoices';

/** The note's linguist, in the language the note was written in (as an invoice's mail is in the invoice's). */
async function linguistOf(note: CreditNoteRow, transaction: Transaction): Promise<Addressee | null> {
  const account = await findLinguistById(note.linguist_id, transaction);
  if (!account) return null;
  return {
    role: 'linguist',
    id: account.id,
    email: account.email,
    name: account.firstName,
    language: note.language,
    choices: await getSelfNotificationSettings(account.id, transaction),
  };
}

const gross = (note: CreditNoteRow) => formatMoney(BigInt(note.amount_gross), note.currency.trim(), note.language);
const day = (date: string, note: CreditNoteRow) => formatDate(new Date(`${date}T00:00:00Z`), note.language);

/**
 * Tells her a credit note was written, inside the transaction that writes it: the outbox keeps the mail only if the
 * note commits, and a rerun that writes no note mails nobody.
 */
export async function mailCreditNoteIssued(note: CreditNoteRow, transaction: Transaction): Promise<void> {
  const to = await linguistOf(note, transaction);
  if (!to) return;
  const vars = { number: note.number, period: `${day(note.period_from, note)} – ${day(note.period_to, note)}`, amount: gross(note) };
  await notify({ event: 'credit-note-issued', to, vars, path: CREDIT_NOTES_PATH }, transaction);
}

/** Tells her staff cancelled her note `cancelled` with `cancellation`, inside the cancelling transaction. */
export async function mailCreditNoteCancelled(cancellation: CreditNoteRow, cancelled: CreditNoteRow, transaction: Transaction): Promise<void> {
  const to = await linguistOf(cancellation, transaction);
  if (!to) return;
  const vars = { number: cancellation.number, cancelledNumber: cancelled.number, amount: gross(cancellation) };
  await notify({ event: 'credit-note-cancelled', to, vars, path: CREDIT_NOTES_PATH }, transaction);
}
