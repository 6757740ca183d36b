import { QueryTypes } from 'sequelize';
import type { InvoiceType } from '@inkwell/contracts';
import { invoicesDatabase } from './invoices.model.js';

/**
 * The documents the accounting exports book (decision 064), read in batches along the primary key so an export
 * of any size holds one batch at a time.
 */

/** One document's amounts at one VAT rate: a document with lines at two rates is booked twice. */
export interface AccountingDocumentPart {
  id: number;
  number: string;
  type: InvoiceType;
  clientId: number;
  currency: string;
  issuedAt: Date;
  /** a fraction, e.g. '0.1900' */
  vatRate: string;
  /** minor units; negative on a cancellation */
  net: bigint;
  tax: bigint;
  /** the addressee's country and EU VAT number as printed on the document */
  country: string | null;
  euVatNumber: string | null;
  /** the company, else the person, the document is addressed to */
  addressee: string;
}

/** Documents of `types` issued in [from, to) after document `afterId`, at most `limit` documents, oldest id first. */
export async function documentsIssuedBetween(
  period: { from: Date; to: Date },
  types: readonly InvoiceType[],
  afterId: number,
  limit: number,
): Promise<AccountingDocumentPart[]> {
  const rows = await invoicesDatabase().query<{
    id: number;
    number: string;
    type: InvoiceType;
    client_id: number;
    currency: string;
    issued_at: Date;
    vat_rate: string;
    net: string;
    tax: string;
    country: string | null;
    eu_vat_number: string | null;
    addressee: string | null;
  }>(
    `SELECT i.id, i.number, i.type, i.client_id, i.currency, i.issued_at, l.vat_rate::text AS vat_rate,
            sum(l.amount_net)::text AS net, sum(l.tax)::text AS tax,
            i.billing_address->>'country' AS country, i.billing_address->>'euVatNumber' AS eu_vat_number,
            coalesce(nullif(i.billing_address->>'companyName', ''),
                     nullif(trim(concat_ws(' ', i.billing_address->>'firstName', i.billing_address->>'lastName')), ''),
                     i.billing_address->>'email') AS addressee
       FROM (SELECT * FROM invoices
              WHERE id > :afterId AND issued_at >= :from AND issued_at < :to AND type IN (:types)
              ORDER BY id
              LIMIT :limit) i
       JOIN invoice_lines l ON l.invoice_id = i.id
      GROUP BY i.id, i.number, i.type, i.client_id, i.currency, i.issued_at, l.vat_rate, i.billing_address
      ORDER BY i.id, l.vat_rate`,
    { type: QueryTypes.SELECT, replacements: { afterId, from: period.from, to: period.to, types: [...types], limit } },
  );
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    type: row.type,
    clientId: row.client_id,
    currency: row.currency.trim(),
    issuedAt: row.issued_at,
    vatRate: row.vat_rate,
    net: BigInt(row.net),
    tax: BigInt(row.tax),
    country: row.country,
    euVatNumber: row.eu_vat_number,
    addressee: row.addressee ?? '',
  }));
}

/** The number of each deposit's invoice, by deposit id: a deposit's booking names the document the client paid. */
export async function depositInvoiceNumbers(depositIds: readonly number[]): Promise<Map<number, string>> {
  if (!depositIds.length) return new Map();
  const rows = await invoicesDatabase().query<{ deposit_id: number; number: string }>(
    `SELECT DISTINCT ON (deposit_id) deposit_id, number FROM invoices
      WHERE deposit_id IN (:depositIds) AND type = 'DEPOSIT'
      ORDER BY deposit_id, id`,
    { type: QueryTypes.SELECT, replacements: { depositIds: [...depositIds] } },
  );
  return new Map(rows.map((row) => [row.deposit_id, row.number]));
}
