import { Decimal } from 'decimal.js';
import type { InterfaceLanguage } from '@inkwell/contracts';
import { formatMoney } from '@inkwell/money';
import { countryName, formatCount, formatDate, formatVatRate } from './invoice-format.js';
import { INVOICE_LABELS } from './invoice-labels.js';
import type { Seller } from './invoice-seller.js';
import type { BillingAddressSnapshot, InvoiceLineRow, InvoiceRow } from './invoices.model.js';

/** Everything one document prints, read from the database at render time. */
export interface PrintableInvoice {
  invoice: InvoiceRow;
  lines: InvoiceLineRow[];
  /** the document a cancellation or refund refers to */
  cancels: { number: string; issuedAt: Date } | null;
}

/** Every value that reaches the page goes through here: names, addresses and order titles are user input. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function lines(values: (string | null | undefined)[]): string {
  return values
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    .map((v) => `<div>${escapeHtml(v)}</div>`)
    .join('');
}

function addressBlock(address: BillingAddressSnapshot, language: InterfaceLanguage): string {
  const person = [address.firstName, address.lastName].filter(Boolean).join(' ');
  return lines([
    address.companyName,
    person,
    address.address,
    [address.zipcode, address.city].filter(Boolean).join(' '),
    address.country ? countryName(address.country, language) : null,
  ]);
}

function sellerBlock(seller: Seller, language: InterfaceLanguage): string {
  return lines([seller.name, seller.street, `${seller.zipcode} ${seller.city}`, countryName(seller.country, language), seller.email]);
}

/** Tax per VAT rate, so mixed rates (a client whose VAT changed between orders) each get their own line. */
function taxByRate(invoiceLines: InvoiceLineRow[]): { rate: string; tax: bigint }[] {
  const byRate = new Map<string, bigint>();
  for (const line of invoiceLines) {
    // '0.1900' and '0.19' are one rate
    const rate = new Decimal(line.vat_rate).toString();
    byRate.set(rate, (byRate.get(rate) ?? 0n) + BigInt(line.tax));
  }
  return [...byRate].sort(([a], [b]) => new Decimal(b).comparedTo(a)).map(([rate, tax]) => ({ rate, tax }));
}

const STYLE = `
  @page { size: A4; margin: 18mm 18mm 22mm 18mm; }
  * { box-sizing: border-box; }
  /* no ligatures: accounting tools read invoices by their text, and 'ff' must stay two letters */
  body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 9.5pt; color: #1d1d1f; margin: 0; font-variant-ligatures: none; }
  header { display: flex; justify-content: space-between; align-items: flex-start; margin-bottom: 14mm; }
  .brand { font-size: 18pt; font-weight: bold; color: #1f4e79; }
  .seller { text-align: right; font-size: 8.5pt; color: #444; }
  .sender-line { font-size: 7pt; color: #666; border-bottom: 0.5pt solid #999; margin-bottom: 2mm; padding-bottom: 1mm; }
  .parties { display: flex; justify-content: space-between; margin-bottom: 10mm; }
  .recipient { width: 85mm; min-height: 30mm; }
  .meta { border-collapse: collapse; }
  .meta td { padding: 0.6mm 0 0.6mm 4mm; }
  .meta td:first-child { color: #555; padding-left: 0; }
  h1 { font-size: 15pt; margin: 0 0 5mm; }
  table.lines { width: 100%; border-collapse: collapse; margin-bottom: 6mm; }
  table.lines th { text-align: left; border-bottom: 1pt solid #1d1d1f; padding: 1.5mm 1mm; font-size: 8.5pt; }
  table.lines td { border-bottom: 0.5pt solid #ccc; padding: 1.5mm 1mm; vertical-align: top; }
  .num, table.lines th.num { text-align: right; white-space: nowrap; }
  .muted { color: #666; font-size: 8pt; }
  table.totals { margin-left: auto; border-collapse: collapse; min-width: 75mm; }
  table.totals td { padding: 1mm; }
  table.totals tr.gross td { border-top: 1pt solid #1d1d1f; font-weight: bold; }
  .note { margin-top: 8mm; }
  footer { margin-top: 12mm; border-top: 0.5pt solid #999; padding-top: 2mm; font-size: 7.5pt; color: #555; display: flex; justify-content: space-between; }
`;

/**
 * The document as a self-contained HTML page (no script, no external resource) for Chromium to print.
 * It uses only data fixed at issue, so the same document always prints the same.
 */
export function renderInvoiceHtml({ invoice, lines: invoiceLines, cancels }: PrintableInvoice, seller: Seller): string {
  const language = invoice.language;
  const t = INVOICE_LABELS[language];
  const currency = invoice.currency.trim();
  const money = (amount: bigint | string) => escapeHtml(formatMoney(BigInt(amount), currency, language));
  const date = (value: Date) => escapeHtml(formatDate(value, language));
  const address = invoice.billing_address;

  const meta: [string, string][] = [
    [t.number, escapeHtml(invoice.number)],
    [t.issuedAt, date(invoice.issued_at)],
    ...(invoice.due_at ? [[t.dueAt, date(invoice.due_at)] as [string, string]] : []),
    [t.customerNumber, String(invoice.client_id)],
    ...(address.euVatNumber ? [[t.vatId, escapeHtml(address.euVatNumber)] as [string, string]] : []),
    ...(!address.euVatNumber && address.taxNumber ? [[t.taxNumber, escapeHtml(address.taxNumber)] as [string, string]] : []),
  ];

  const rows = invoiceLines
    .map((line) => {
      const reference = line.order_id !== null ? `<div class="muted">${escapeHtml(t.order(line.order_id))}</div>` : '';
      const quantity = line.quantity !== null ? escapeHtml(t.words(formatCount(line.quantity, language))) : '';
      return `<tr><td>${line.position}</td><td>${escapeHtml(line.description)}${reference}</td><td class="num">${quantity}</td><td class="num">${money(line.amount_net)}</td></tr>`;
    })
    .join('');

  const taxRows = taxByRate(invoiceLines)
    .map(({ rate, tax }) => `<tr><td>${escapeHtml(t.vat(formatVatRate(rate, language)))}</td><td class="num">${money(tax)}</td></tr>`)
    .join('');

  const gross = BigInt(invoice.amount_gross);
  const notes: string[] = [];
  if (cancels) notes.push(t.cancels(cancels.number, formatDate(cancels.issuedAt, language)));
  // A balance refund is written when the transfer out is made (decision 014), so a paid one says it was sent.
  if (invoice.type === 'DEPOSIT_REFUND') notes.push(invoice.paid_at ? t.refunded : t.refund);
  else if (invoice.type === 'CANCEL_PAID_INV') notes.push(t.refund);
  else if (invoice.type === 'CANCEL_UNPAID_I' || invoice.type === 'CANCBAL_DEPOSIT') notes.push(t.nothingToPay);
  else if (invoice.due_at) notes.push(t.payBy(formatMoney(gross, currency, language), formatDate(invoice.due_at, language), invoice.number));
  else if (invoice.paid_at) notes.push(t.paid);

  const bank = invoice.due_at
    ? `<div class="note"><strong>${escapeHtml(t.bankDetails)}</strong>${lines([
        `${t.accountHolder}: ${seller.bank.holder}`,
        `${t.bank}: ${seller.bank.name}`,
        `IBAN: ${seller.bank.iban}`,
        `BIC: ${seller.bank.bic}`,
      ])}</div>`
    : '';

  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(t.title[invoice.type])} ${escapeHtml(invoice.number)}</title><style>${STYLE}</style></head>
<body>
<header><div class="brand">${escapeHtml(seller.name)}</div><div class="seller">${sellerBlock(seller, language)}</div></header>
<div class="parties">
  <div class="recipient"><div class="sender-line">${escapeHtml(`${seller.name} · ${seller.street} · ${seller.zipcode} ${seller.city}`)}</div>${addressBlock(address, language)}</div>
  <table class="meta">${meta.map(([label, value]) => `<tr><td>${escapeHtml(label)}</td><td>${value}</td></tr>`).join('')}</table>
</div>
<h1>${escapeHtml(t.title[invoice.type])}</h1>
<table class="lines">
  <thead><tr><th>${escapeHtml(t.position)}</th><th>${escapeHtml(t.description)}</th><th class="num">${escapeHtml(t.quantity)}</th><th class="num">${escapeHtml(t.netAmount)}</th></tr></thead>
  <tbody>${rows}</tbody>
</table>
<table class="totals">
  <tr><td>${escapeHtml(t.netTotal)}</td><td class="num">${money(invoice.amount_net)}</td></tr>
  ${taxRows}
  <tr class="gross"><td>${escapeHtml(t.grossTotal)}</td><td class="num">${money(gross)}</td></tr>
</table>
${notes.map((note) => `<p class="note">${escapeHtml(note)}</p>`).join('')}
${bank}
<footer><div>${lines([seller.name, `${seller.street}, ${seller.zipcode} ${seller.city}`])}</div><div>${lines([`${t.vatId}: ${seller.vatId}`, seller.register])}</div></footer>
</body></html>`;
}
