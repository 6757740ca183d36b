import type { InterfaceLanguage } from '@inkwell/contracts';
import { LOCALE_OF, formatMoney, type DecimalText } from '@inkwell/money';
import type { SellerConfig as Seller } from '../../config.js';
import { countryName, escapeHtml, formatCount, formatDate, formatVatRate } from '../invoices/index.js';
import { CREDIT_NOTE_LABELS } from './credit-note-labels.js';
import type { CreditNoteLineRow, CreditNoteRow } from './credit-notes.model.js';

export interface PrintableCreditNote {
  note: CreditNoteRow;
  lines: CreditNoteLineRow[];
  /** the CREDIT a CANCEL_CREDIT undoes */
  cancels: { number: string; issuedAt: Date } | null;
}

const STYLE = `
  @page { size: A4; margin: 18mm 18mm 22mm 18mm; }
  * { box-sizing: border-box; }
  body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 9.5pt; color: #1d1d1f; margin: 0; font-variant-ligatures: none; }
  header { display: flex; justify-content: space-between; align-items: flex-start; margin-bottom: 12mm; }
  .brand { font-size: 18pt; font-weight: bold; color: #1f4e79; }
  .parties { display: flex; justify-content: space-between; gap: 8mm; margin-bottom: 8mm; }
  .party { width: 80mm; }
  .label { font-size: 7.5pt; color: #666; text-transform: uppercase; margin-bottom: 1mm; }
  .meta { border-collapse: collapse; margin-bottom: 8mm; }
  .meta td { padding: 0.6mm 4mm 0.6mm 0; }
  .meta td:first-child { color: #555; }
  h1 { font-size: 15pt; margin: 0 0 5mm; }
  table.lines { width: 100%; border-collapse: collapse; margin-bottom: 6mm; }
  table.lines th { text-align: left; border-bottom: 1pt solid #1d1d1f; padding: 1.5mm 1mm; font-size: 8.5pt; }
  table.lines td { border-bottom: 0.5pt solid #ccc; padding: 1.5mm 1mm; vertical-align: top; }
  .num, table.lines th.num { text-align: right; white-space: nowrap; }
  .muted { color: #666; font-size: 8pt; }
  table.totals { margin-left: auto; border-collapse: collapse; min-width: 75mm; }
  table.totals td { padding: 1mm; }
  table.totals tr.gross td { border-top: 1pt solid #1d1d1f; font-weight: bold; }
  .note { margin-top: 6mm; }
  footer { margin-top: 12mm; border-top: 0.5pt solid #999; padding-top: 2mm; font-size: 7.5pt; color: #555; }
`;

/** A rate per word in currency units, exact to its stored six decimals: "€0.045", "0,045 €". */
function formatRate(rate: string, currency: string, language: InterfaceLanguage): string {
  return new Intl.NumberFormat(LOCALE_OF[language], { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 6 }).format(
    rate as DecimalText,
  );
}

function block(values: (string | null | undefined)[]): string {
  return values
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    .map((v) => `<div>${escapeHtml(v)}</div>`)
    .join('');
}

/**
 * A credit note as a self-contained HTML page for Chromium to print (decision 061): the platform (SELLER_*) issues it
 * as the recipient of the service, the linguist is the supplier, in her language; only data frozen at issue is used.
 */
export function renderCreditNoteHtml({ note, lines, cancels }: PrintableCreditNote, seller: Seller): string {
  const language = note.language;
  const t = CREDIT_NOTE_LABELS[language];
  const currency = note.currency.trim();
  const money = (amount: bigint | string) => escapeHtml(formatMoney(BigInt(amount), currency, language));
  const date = (value: Date | string) => escapeHtml(formatDate(new Date(value), language));
  const s = note.supplier;

  const meta: [string, string][] = [
    [t.number, escapeHtml(note.number)],
    [t.issuedAt, date(note.issued_at)],
    [t.period, `${date(`${note.period_from}T00:00:00Z`)} – ${date(`${note.period_to}T00:00:00Z`)}`],
    [t.supplierNumber, String(note.linguist_id)],
  ];

  const rows = lines
    .map((line) => {
      const rate = escapeHtml(formatRate(line.rate_per_word, currency, language));
      return `<tr><td>${line.position}</td><td>${escapeHtml(line.title)}<div class="muted">${escapeHtml(`${t.order} ${line.order_id} · ${t.role[line.role]}`)}</div></td>
        <td>${date(line.accepted_at)}</td><td class="num">${escapeHtml(formatCount(line.words, language))}</td><td class="num">${rate}</td><td class="num">${money(line.amount_net)}</td></tr>`;
    })
    .join('');

  const vatRate = lines[0]?.vat_rate ?? '0';
  const taxRow = BigInt(note.tax) !== 0n || note.tax_treatment === 'VAT_LIABLE'
    ? `<tr><td>${escapeHtml(t.vat(formatVatRate(vatRate, language)))}</td><td class="num">${money(note.tax)}</td></tr>`
    : '';
  const notes = [
    ...(cancels ? [t.cancels(cancels.number, formatDate(cancels.issuedAt, language))] : []),
    t.selfBilling,
    t.treatment[note.tax_treatment],
    ...(note.type === 'CREDIT' ? [t.payout] : []),
  ];

  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(t.title[note.type])} ${escapeHtml(note.number)}</title><style>${STYLE}</style></head>
<body>
<header><div class="brand">${escapeHtml(seller.name)}</div></header>
<div class="parties">
  <div class="party"><div class="label">${escapeHtml(t.supplier)}</div>${block([
    s.companyName,
    s.name,
    s.address,
    [s.zipcode, s.city].filter(Boolean).join(' '),
    s.country ? countryName(s.country, language) : null,
    s.vatNumber ? `${t.vatId}: ${s.vatNumber}` : null,
    s.taxNumber ? `${t.taxNumber}: ${s.taxNumber}` : null,
  ])}</div>
  <div class="party"><div class="label">${escapeHtml(t.recipient)}</div>${block([
    seller.name,
    seller.street,
    `${seller.zipcode} ${seller.city}`,
    countryName(seller.country, language),
    `${t.vatId}: ${seller.vatId}`,
  ])}</div>
</div>
<table class="meta">${meta.map(([label, value]) => `<tr><td>${escapeHtml(label)}</td><td>${value}</td></tr>`).join('')}</table>
<h1>${escapeHtml(t.title[note.type])}</h1>
<table class="lines">
  <thead><tr><th>${escapeHtml(t.position)}</th><th>${escapeHtml(t.order)}</th><th>${escapeHtml(t.date)}</th><th class="num">${escapeHtml(t.words)}</th><th class="num">${escapeHtml(t.rate)}</th><th class="num">${escapeHtml(t.amount)}</th></tr></thead>
  <tbody>${rows}</tbody>
</table>
<table class="totals">
  <tr><td>${escapeHtml(t.netTotal)}</td><td class="num">${money(note.amount_net)}</td></tr>
  ${taxRow}
  <tr class="gross"><td>${escapeHtml(t.grossTotal)}</td><td class="num">${money(note.amount_gross)}</td></tr>
</table>
${notes.map((text) => `<p class="note">${escapeHtml(text)}</p>`).join('')}
<footer>${block([`${seller.name}, ${seller.street}, ${seller.zipcode} ${seller.city}`, seller.register])}</footer>
</body></html>`;
}
