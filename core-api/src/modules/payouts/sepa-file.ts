import { Document as SepaDocument, validateIBAN } from 'sepa';
import { minorUnitsToDecimal } from '@inkwell/money';

/** The pain.001 version German and most SEPA banks take for credit transfers (decision 062). */
export const SEPA_FORMAT = 'pain.001.001.03';

/** The platform's account every transfer leaves from: the seller's bank details (SELLER_*). */
export interface SepaDebtor {
  name: string;
  iban: string;
  bic: string;
}

export interface SepaTransfer {
  /** unique per transfer: it becomes the EndToEndId the linguist's bank shows her */
  endToEndId: string;
  holder: string;
  iban: string;
  /** empty: the bank finds it from the IBAN (allowed for SEPA transfers since 2016) */
  bic: string;
  /** minor units, EUR */
  amount: bigint;
  remittance: string;
}

export interface SepaFile {
  /** GrpHdr/MsgId: unique per file, at most 35 characters */
  messageId: string;
  createdAt: Date;
  executionDate: Date;
  debtor: SepaDebtor;
  transfers: readonly SepaTransfer[];
}

/** The IBAN's checksum, by the same library that writes the file. */
export const isValidIban = (iban: string): boolean => validateIBAN(iban.replace(/\s+/g, '').toUpperCase());

const compact = (iban: string) => iban.replace(/\s+/g, '').toUpperCase();
// SEPA names are at most 70 characters; a longer holder name is cut, not refused, as online banking does.
const name70 = (name: string) => name.trim().slice(0, 70);

/**
 * The pain.001.001.03 credit transfer document for one batch of payouts, written by the `sepa` library (which
 * checks IBANs, BIC/IBAN countries, id charsets and lengths). The library takes amounts as JavaScript numbers;
 * each is the exact two-decimal text of its minor units, and the file's control sum is checked against the sum in
 * minor units before the file is answered, so no float ever decides an amount.
 */
export function buildSepaCreditTransfer(file: SepaFile): string {
  if (file.transfers.length === 0) throw new Error('A SEPA file needs at least one transfer');
  const doc = new SepaDocument(SEPA_FORMAT);
  doc.grpHdr.id = file.messageId;
  doc.grpHdr.created = file.createdAt;
  doc.grpHdr.initiatorName = name70(file.debtor.name);

  const info = doc.createPaymentInfo();
  // the library prefixes it with the message id: "<MsgId>.1"
  info.id = '1';
  info.requestedExecutionDate = file.executionDate;
  info.debtorName = name70(file.debtor.name);
  info.debtorIBAN = compact(file.debtor.iban);
  info.debtorBIC = file.debtor.bic.trim().toUpperCase();
  info.batchBooking = true;
  doc.addPaymentInfo(info);

  for (const transfer of file.transfers) {
    const tx = info.createTransaction();
    tx.id = transfer.endToEndId;
    tx.end2endId = transfer.endToEndId;
    tx.creditorName = name70(transfer.holder);
    tx.creditorIBAN = compact(transfer.iban);
    tx.creditorBIC = transfer.bic.trim().toUpperCase();
    tx.amount = Number(minorUnitsToDecimal(transfer.amount));
    tx.currency = 'EUR';
    tx.remittanceInfo = transfer.remittance.slice(0, 140);
    info.addTransaction(tx);
  }

  const xml = doc.toString();
  const total = file.transfers.reduce((sum, t) => sum + t.amount, 0n);
  const controlSum = /<GrpHdr>[\s\S]*?<CtrlSum>([^<]+)<\/CtrlSum>/.exec(xml)?.[1];
  if (controlSum !== minorUnitsToDecimal(total)) {
    throw new Error(`SEPA control sum ${controlSum} differs from the payouts' total ${minorUnitsToDecimal(total)}`);
  }
  return xml;
}
