import type { Migration } from '../migrate.js';

/**
 * Where a linguist is paid and how her credit notes treat VAT (decision 060). Payment settings are one row per
 * linguist; the tax treatment joins her invoicing data, derived for those who already have them: a German VAT
 * number makes her VAT-liable, a German without one a small business (§ 19 UStG), anyone outside Germany reverse
 * charge.
 */
export const m0048LinguistPaymentAndTax: Migration = {
  name: '0048-linguist-payment-and-tax',
  async up({ sql }) {
    await sql(`
      CREATE TABLE linguist_payment_settings (
        linguist_id integer PRIMARY KEY REFERENCES linguists(id) ON DELETE CASCADE,
        method text NOT NULL CHECK (method IN ('SEPA', 'PAYPAL')),
        account_holder text CHECK (length(account_holder) BETWEEN 1 AND 70),
        iban text CHECK (iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
        bic text CHECK (bic ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
        paypal_email text CHECK (length(paypal_email) BETWEEN 3 AND 254),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (method <> 'SEPA' OR (iban IS NOT NULL AND bic IS NOT NULL AND account_holder IS NOT NULL)),
        CHECK (method <> 'PAYPAL' OR paypal_email IS NOT NULL)
      )`);

    await sql(`ALTER TABLE linguist_legal_infos
      ADD COLUMN tax_treatment text NOT NULL DEFAULT 'SMALL_BUSINESS'
      CHECK (tax_treatment IN ('VAT_LIABLE', 'SMALL_BUSINESS', 'REVERSE_CHARGE'))`);
    await sql(`UPDATE linguist_legal_infos
                  SET tax_treatment = CASE WHEN country <> 'DE' THEN 'REVERSE_CHARGE'
                                           WHEN eu_vat_number IS NOT NULL THEN 'VAT_LIABLE'
                                           ELSE 'SMALL_BUSINESS' END`);
  },
};
