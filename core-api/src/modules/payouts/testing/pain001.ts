import { DOMParser, type Element } from '@xmldom/xmldom';

/**
 * Reads a SEPA credit transfer file and checks it element by element against pain.001.001.03 as the ISO 20022
 * schema defines it, for the parts a payout file uses (decision 062: no package here ships the XSD for xmllint).
 * Every element is checked in the schema's sequence, with its type's pattern, length and fraction digits; an
 * unknown or misplaced element, a wrong count or control sum, or a missing required element throws, naming it.
 */

export const PAIN_001_001_03 = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';

export interface Pain001Transfer {
  endToEndId: string;
  /** the amount as written, e.g. "120.50" */
  amount: string;
  currency: string;
  bic: string | null;
  holder: string;
  iban: string;
  remittance: string | null;
}

export interface Pain001File {
  messageId: string;
  createdAt: string;
  numberOfTransactions: number;
  controlSum: string;
  initiatorName: string;
  executionDate: string;
  debtorName: string;
  debtorIban: string;
  debtorBic: string | null;
  transfers: Pain001Transfer[];
}

const MAX35 = /^.{1,35}$/s;
const MAX70 = /^.{1,70}$/s;
const MAX140 = /^.{1,140}$/s;
const IBAN = /^[A-Z]{2}[0-9]{2}[a-zA-Z0-9]{1,30}$/;
const BIC = /^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/;
const NUMBER_OF_TXS = /^[0-9]{1,15}$/;
// DecimalNumber: 18 digits, 17 fraction digits; ActiveOrHistoricCurrencyAndAmount: 18 digits, 5 fraction digits,
// and SEPA (EPC) allows two decimals and 0.01 to 999999999.99 for a transfer.
const SEPA_AMOUNT = /^(0|[1-9][0-9]{0,8})\.[0-9]{2}$/;
const CONTROL_SUM = /^[0-9]{1,16}(\.[0-9]{1,2})?$/;

class Pain001Error extends Error {}

function fail(path: string, message: string): never {
  throw new Pain001Error(`pain.001.001.03: ${path}: ${message}`);
}

function childElements(element: Element): Element[] {
  const children: Element[] = [];
  for (let node = element.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === node.ELEMENT_NODE) children.push(node as Element);
    else if (node.nodeType === node.TEXT_NODE && (node.nodeValue ?? '').trim() !== '') fail(element.tagName, 'holds text beside elements');
  }
  return children;
}

/**
 * The children of `element` in the schema's sequence: each entry is [name, min, max]; answers them by name, in
 * order, and throws on anything unexpected.
 */
function sequence(element: Element, path: string, spec: readonly [string, number, number][]): Map<string, Element[]> {
  const children = childElements(element);
  const found = new Map<string, Element[]>();
  let index = 0;
  for (const [name, min, max] of spec) {
    const matches: Element[] = [];
    while (index < children.length && (children[index] as Element).localName === name) matches.push(children[index++] as Element);
    if (matches.length < min) fail(`${path}/${name}`, `required (${min}), found ${matches.length}`);
    if (matches.length > max) fail(`${path}/${name}`, `at most ${max}, found ${matches.length}`);
    for (const match of matches) if (match.namespaceURI !== PAIN_001_001_03) fail(`${path}/${name}`, `in namespace ${String(match.namespaceURI)}`);
    found.set(name, matches);
  }
  if (index < children.length) fail(`${path}/${(children[index] as Element).localName}`, 'not allowed here by the schema');
  return found;
}

function one(found: Map<string, Element[]>, name: string): Element {
  return (found.get(name) ?? [])[0] as Element;
}

function optional(found: Map<string, Element[]>, name: string): Element | null {
  return (found.get(name) ?? [])[0] ?? null;
}

function text(element: Element, path: string, pattern: RegExp): string {
  for (let node = element.firstChild; node; node = node.nextSibling) if (node.nodeType === node.ELEMENT_NODE) fail(path, 'must hold text, not elements');
  const value = element.textContent ?? '';
  if (!pattern.test(value)) fail(path, `"${value}" does not match ${pattern}`);
  return value;
}

function leaf(found: Map<string, Element[]>, name: string, path: string, pattern: RegExp): string {
  return text(one(found, name), `${path}/${name}`, pattern);
}

function partyName(party: Element, path: string): string {
  // PartyIdentification32: Nm, PstlAdr, Id, CtryOfRes, CtctDtls; a payout file names the party only.
  const found = sequence(party, path, [
    ['Nm', 1, 1],
    ['PstlAdr', 0, 1],
  ]);
  return leaf(found, 'Nm', path, MAX70);
}

function ibanOf(account: Element, path: string): string {
  // CashAccount16: Id (IBAN here), Tp, Ccy, Nm
  const found = sequence(account, path, [
    ['Id', 1, 1],
    ['Ccy', 0, 1],
  ]);
  return leaf(sequence(one(found, 'Id'), `${path}/Id`, [['IBAN', 1, 1]]), 'IBAN', `${path}/Id`, IBAN);
}

function bicOf(agent: Element, path: string): string | null {
  const institution = one(sequence(agent, path, [['FinInstnId', 1, 1]]), 'FinInstnId');
  const found = sequence(institution, `${path}/FinInstnId`, [
    ['BIC', 0, 1],
    ['Othr', 0, 1],
  ]);
  const bic = optional(found, 'BIC');
  if (bic) return text(bic, `${path}/FinInstnId/BIC`, BIC);
  const other = optional(found, 'Othr');
  if (!other) fail(`${path}/FinInstnId`, 'needs BIC or Othr');
  leaf(sequence(other, `${path}/FinInstnId/Othr`, [['Id', 1, 1]]), 'Id', `${path}/FinInstnId/Othr`, MAX35);
  return null;
}

function transferOf(tx: Element, path: string): Pain001Transfer {
  // CreditTransferTransactionInformation10, in the schema's order
  const found = sequence(tx, path, [
    ['PmtId', 1, 1],
    ['PmtTpInf', 0, 1],
    ['Amt', 1, 1],
    ['XchgRateInf', 0, 0],
    ['ChrgBr', 0, 1],
    ['UltmtDbtr', 0, 0],
    ['IntrmyAgt1', 0, 0],
    ['CdtrAgt', 0, 1],
    ['Cdtr', 0, 1],
    ['CdtrAcct', 0, 1],
    ['UltmtCdtr', 0, 1],
    ['InstrForCdtrAgt', 0, 0],
    ['Purp', 0, 1],
    ['RgltryRptg', 0, 0],
    ['Tax', 0, 0],
    ['RltdRmtInf', 0, 0],
    ['RmtInf', 0, 1],
  ]);
  const paymentId = sequence(one(found, 'PmtId'), `${path}/PmtId`, [
    ['InstrId', 0, 1],
    ['EndToEndId', 1, 1],
  ]);
  const instruction = optional(paymentId, 'InstrId');
  if (instruction) text(instruction, `${path}/PmtId/InstrId`, MAX35);
  const endToEndId = leaf(paymentId, 'EndToEndId', `${path}/PmtId`, MAX35);
  const amountChoice = sequence(one(found, 'Amt'), `${path}/Amt`, [['InstdAmt', 1, 1]]);
  const instructed = one(amountChoice, 'InstdAmt');
  const amount = text(instructed, `${path}/Amt/InstdAmt`, SEPA_AMOUNT);
  if (amount === '0.00') fail(`${path}/Amt/InstdAmt`, 'must be at least 0.01');
  const currency = instructed.getAttribute('Ccy') ?? '';
  if (currency !== 'EUR') fail(`${path}/Amt/InstdAmt/@Ccy`, `SEPA transfers are in EUR, found "${currency}"`);
  const chargeBearer = optional(found, 'ChrgBr');
  if (chargeBearer) text(chargeBearer, `${path}/ChrgBr`, /^SLEV$/);
  const agent = optional(found, 'CdtrAgt');
  const creditor = optional(found, 'Cdtr');
  const account = optional(found, 'CdtrAcct');
  if (!creditor) fail(`${path}/Cdtr`, 'a SEPA transfer names its creditor');
  if (!account) fail(`${path}/CdtrAcct`, 'a SEPA transfer names the creditor’s IBAN');
  const remittanceElement = optional(found, 'RmtInf');
  let remittance: string | null = null;
  if (remittanceElement) {
    const parts = sequence(remittanceElement, `${path}/RmtInf`, [
      ['Ustrd', 0, 1],
      ['Strd', 0, 1],
    ]);
    const unstructured = optional(parts, 'Ustrd');
    remittance = unstructured ? text(unstructured, `${path}/RmtInf/Ustrd`, MAX140) : null;
  }
  return {
    endToEndId,
    amount,
    currency,
    bic: agent ? bicOf(agent, `${path}/CdtrAgt`) : null,
    holder: partyName(creditor, `${path}/Cdtr`),
    iban: ibanOf(account, `${path}/CdtrAcct`),
    remittance,
  };
}

/** A decimal amount of at most two fraction digits in cents, read as text (no float). */
function cents(amount: string): bigint {
  const [units = '0', fraction = ''] = amount.split('.');
  return BigInt(units) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
}

const sameAmount = (a: string, b: string) => cents(a) === cents(b);

/** Sum of two-decimal amounts as a two-decimal string. */
function sumOf(amounts: readonly string[]): string {
  const total = amounts.reduce((sum, amount) => sum + cents(amount), 0n);
  return `${total / 100n}.${(total % 100n).toString().padStart(2, '0')}`;
}

/** Parses and checks a pain.001.001.03 file; answers what it says. */
export function readPain001(xml: string): Pain001File {
  if (!xml.startsWith('<?xml')) fail('/', 'must start with the XML declaration');
  const errors: string[] = [];
  const document = new DOMParser({ onError: (level, message) => (level !== 'warning' ? errors.push(message) : undefined) }).parseFromString(xml, 'text/xml');
  if (errors.length) fail('/', `not well-formed: ${errors.join('; ')}`);
  const root = document.documentElement;
  if (!root || root.localName !== 'Document' || root.namespaceURI !== PAIN_001_001_03) fail('/Document', `root must be Document in ${PAIN_001_001_03}`);
  const initiation = one(sequence(root, '/Document', [['CstmrCdtTrfInitn', 1, 1]]), 'CstmrCdtTrfInitn');
  const base = '/Document/CstmrCdtTrfInitn';
  const parts = sequence(initiation, base, [
    ['GrpHdr', 1, 1],
    ['PmtInf', 1, Number.MAX_SAFE_INTEGER],
  ]);
  const header = sequence(one(parts, 'GrpHdr'), `${base}/GrpHdr`, [
    ['MsgId', 1, 1],
    ['CreDtTm', 1, 1],
    ['Authstn', 0, 2],
    ['NbOfTxs', 1, 1],
    ['CtrlSum', 0, 1],
    ['InitgPty', 1, 1],
    ['FwdgAgt', 0, 1],
  ]);
  const messageId = leaf(header, 'MsgId', `${base}/GrpHdr`, MAX35);
  const createdAt = leaf(header, 'CreDtTm', `${base}/GrpHdr`, ISO_DATE_TIME);
  const numberOfTransactions = Number(leaf(header, 'NbOfTxs', `${base}/GrpHdr`, NUMBER_OF_TXS));
  const controlSum = leaf(header, 'CtrlSum', `${base}/GrpHdr`, CONTROL_SUM);
  const initiatorName = partyName(one(header, 'InitgPty'), `${base}/GrpHdr/InitgPty`);

  const paymentInfos = parts.get('PmtInf') ?? [];
  if (paymentInfos.length !== 1) fail(`${base}/PmtInf`, `a payout file has one payment information block, found ${paymentInfos.length}`);
  const infoPath = `${base}/PmtInf`;
  const info = sequence(paymentInfos[0] as Element, infoPath, [
    ['PmtInfId', 1, 1],
    ['PmtMtd', 1, 1],
    ['BtchBookg', 0, 1],
    ['NbOfTxs', 0, 1],
    ['CtrlSum', 0, 1],
    ['PmtTpInf', 0, 1],
    ['ReqdExctnDt', 1, 1],
    ['PoolgAdjstmntDt', 0, 0],
    ['Dbtr', 1, 1],
    ['DbtrAcct', 1, 1],
    ['DbtrAgt', 1, 1],
    ['DbtrAgtAcct', 0, 0],
    ['UltmtDbtr', 0, 1],
    ['ChrgBr', 0, 1],
    ['ChrgsAcct', 0, 0],
    ['ChrgsAcctAgt', 0, 0],
    ['CdtTrfTxInf', 1, Number.MAX_SAFE_INTEGER],
  ]);
  leaf(info, 'PmtInfId', infoPath, MAX35);
  leaf(info, 'PmtMtd', infoPath, /^TRF$/);
  const batchBooking = optional(info, 'BtchBookg');
  if (batchBooking) text(batchBooking, `${infoPath}/BtchBookg`, /^(true|false)$/);
  const typeInfo = optional(info, 'PmtTpInf');
  if (typeInfo) {
    const serviceLevel = one(sequence(typeInfo, `${infoPath}/PmtTpInf`, [['SvcLvl', 1, 1]]), 'SvcLvl');
    leaf(sequence(serviceLevel, `${infoPath}/PmtTpInf/SvcLvl`, [['Cd', 1, 1]]), 'Cd', `${infoPath}/PmtTpInf/SvcLvl`, /^SEPA$/);
  }
  const executionDate = leaf(info, 'ReqdExctnDt', infoPath, ISO_DATE);
  const debtorName = partyName(one(info, 'Dbtr'), `${infoPath}/Dbtr`);
  const debtorIban = ibanOf(one(info, 'DbtrAcct'), `${infoPath}/DbtrAcct`);
  const debtorBic = bicOf(one(info, 'DbtrAgt'), `${infoPath}/DbtrAgt`);
  const chargeBearer = optional(info, 'ChrgBr');
  if (chargeBearer) text(chargeBearer, `${infoPath}/ChrgBr`, /^SLEV$/);
  const transfers = (info.get('CdtTrfTxInf') ?? []).map((tx, i) => transferOf(tx, `${infoPath}/CdtTrfTxInf[${i + 1}]`));

  const total = sumOf(transfers.map((t) => t.amount));
  if (numberOfTransactions !== transfers.length) fail(`${base}/GrpHdr/NbOfTxs`, `says ${numberOfTransactions}, the file holds ${transfers.length}`);
  if (!sameAmount(controlSum, total)) fail(`${base}/GrpHdr/CtrlSum`, `says ${controlSum}, the transfers sum to ${total}`);
  const infoCount = optional(info, 'NbOfTxs');
  if (infoCount && Number(text(infoCount, `${infoPath}/NbOfTxs`, NUMBER_OF_TXS)) !== transfers.length) fail(`${infoPath}/NbOfTxs`, 'differs from the transfers');
  const infoSum = optional(info, 'CtrlSum');
  if (infoSum && !sameAmount(text(infoSum, `${infoPath}/CtrlSum`, CONTROL_SUM), total)) fail(`${infoPath}/CtrlSum`, 'differs from the transfers');
  const ids = new Set(transfers.map((t) => t.endToEndId));
  if (ids.size !== transfers.length) fail(`${infoPath}/CdtTrfTxInf/PmtId/EndToEndId`, 'repeats an id');

  return { messageId, createdAt, numberOfTransactions, controlSum, initiatorName, executionDate, debtorName, debtorIban, debtorBic, transfers };
}
