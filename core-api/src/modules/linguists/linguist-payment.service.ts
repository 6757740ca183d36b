import { QueryTypes, type Transaction } from 'sequelize';
import { electronicFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';
import type {
  LegalForm,
  LinguistInvoicingSettings,
  LinguistInvoicingSettingsBody,
  LinguistPaymentSettings,
  LinguistPaymentSettingsBody,
  LinguistPayoutMethod,
  TaxTreatment,
} from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import type { LegalCheckProvider } from '../billing/index.js';
import { database } from '../../shared/database.js';
import { requireLinguist } from './admin-linguist-ids.js';
import { checkLegalInfo, legalInfoOf, saveLegalInfo } from './linguist-legal-info.service.js';

interface PaymentRow {
  method: LinguistPayoutMethod;
  account_holder: string | null;
  iban: string | null;
  bic: string | null;
  paypal_email: string | null;
  updated_at: Date;
}

const NONE: LinguistPaymentSettings = { method: null, accountHolder: null, iban: null, bic: null, paypalEmail: null, updatedAt: null };

async function paymentRow(linguistId: number, transaction?: Transaction): Promise<PaymentRow | null> {
  const [row] = await database().query<PaymentRow>('SELECT * FROM linguist_payment_settings WHERE linguist_id = :linguistId', {
    type: QueryTypes.SELECT,
    replacements: { linguistId },
    transaction,
  });
  return row ?? null;
}

function toSettings(row: PaymentRow | null): LinguistPaymentSettings {
  if (!row) return NONE;
  return {
    method: row.method,
    accountHolder: row.account_holder,
    iban: row.iban,
    bic: row.bic,
    paypalEmail: row.paypal_email,
    updatedAt: row.updated_at.toISOString(),
  };
}

interface CheckedPayment {
  method: LinguistPayoutMethod;
  accountHolder: string | null;
  iban: string | null;
  bic: string | null;
  paypalEmail: string | null;
}

/**
 * The settings of one method, checked beyond their shape: an IBAN by its checksum and country format, from a SEPA
 * country (payouts are SEPA credit transfers), and a BIC by ibantools. The other method's fields are dropped, so a
 * switch to PayPal leaves no stale bank account behind.
 *
 * @throws AppError 400 naming every failing field
 */
export function checkPaymentSettings(body: LinguistPaymentSettingsBody): CheckedPayment {
  if (body.method === 'PAYPAL') {
    return { method: 'PAYPAL', accountHolder: null, iban: null, bic: null, paypalEmail: body.paypalEmail ?? null };
  }
  const errors: Record<string, string[]> = {};
  const iban = electronicFormatIBAN(body.iban ?? '') ?? '';
  if (!isValidIBAN(iban)) errors.iban = ['is not a valid IBAN (check the digits and the checksum)'];
  else if (!isSEPACountry(iban.slice(0, 2))) errors.iban = [`is from ${iban.slice(0, 2)}, which is outside the SEPA area`];
  const bic = (body.bic ?? '').replace(/\s+/g, '').toUpperCase();
  if (!isValidBIC(bic)) errors.bic = ['is not a valid BIC (8 or 11 letters and digits)'];
  if (Object.keys(errors).length) throw AppError.validation(errors);
  return { method: 'SEPA', accountHolder: body.accountHolder ?? null, iban, bic, paypalEmail: null };
}

async function savePayment(linguistId: number, payment: CheckedPayment, transaction: Transaction): Promise<void> {
  await database().query(
    `INSERT INTO linguist_payment_settings (linguist_id, method, account_holder, iban, bic, paypal_email, updated_at)
     VALUES (:linguistId, :method, :accountHolder, :iban, :bic, :paypalEmail, now())
     ON CONFLICT (linguist_id) DO UPDATE SET method = EXCLUDED.method, account_holder = EXCLUDED.account_holder, iban = EXCLUDED.iban,
       bic = EXCLUDED.bic, paypal_email = EXCLUDED.paypal_email, updated_at = EXCLUDED.updated_at`,
    { replacements: { linguistId, ...payment }, transaction },
  );
}

/** GET /linguist/payment and /admin/linguist/:id/payment; staff's answers 404 for an unknown linguist. */
export async function paymentSettingsOf(linguistId: number, options: { staff?: boolean } = {}): Promise<LinguistPaymentSettings> {
  if (options.staff) await requireLinguist(linguistId);
  return toSettings(await paymentRow(linguistId));
}

/** PUT /linguist/payment and /admin/linguist/:id/payment: the whole settings, replacing the stored ones. */
export async function updatePaymentSettings(linguistId: number, body: LinguistPaymentSettingsBody): Promise<LinguistPaymentSettings> {
  const payment = checkPaymentSettings(body);
  await database().transaction(async (transaction) => {
    await requireLinguist(linguistId, transaction);
    await savePayment(linguistId, payment, transaction);
  });
  return toSettings(await paymentRow(linguistId));
}

/**
 * The demo writer's invoicing data and bank account (decision 060), written like a linguist's own save so the demo's
 * credit notes and payouts work from the first start; already-checked data, so no registry is asked.
 */
export async function seedLinguistBilling(
  linguistId: number,
  legal: { address: string; zipcode: string; city: string; country: string; taxNumber: string; taxTreatment: TaxTreatment },
  payment: LinguistPaymentSettingsBody,
  transaction: Transaction,
): Promise<void> {
  await saveLegalInfo(linguistId, { legalForm: 'PRIVATE', companyName: null, EUVATNumber: null, status: 'VALID', ...legal }, transaction);
  await savePayment(linguistId, checkPaymentSettings(payment), transaction);
}

/** Where a payout goes (for the payouts): null until she chose a method. */
export interface LinguistPayoutDetails {
  method: LinguistPayoutMethod;
  accountHolder: string | null;
  iban: string | null;
  bic: string | null;
  paypalEmail: string | null;
}

export async function linguistPayoutDetails(linguistId: number, transaction?: Transaction): Promise<LinguistPayoutDetails | null> {
  const row = await paymentRow(linguistId, transaction);
  if (!row) return null;
  return { method: row.method, accountHolder: row.account_holder, iban: row.iban, bic: row.bic, paypalEmail: row.paypal_email };
}

/** GET /linguist/settings/invoicing: her own invoicing data, as staff see them. */
export async function selfInvoicingSettings(linguistId: number): Promise<LinguistInvoicingSettings> {
  return { legalInfo: await legalInfoOf(linguistId) };
}

/**
 * PATCH /linguist/settings/invoicing: she replaces her invoicing data by staff's rules (decision 031) and chooses her
 * tax treatment (decision 060). The registry is asked before the transaction opens.
 *
 * @throws AppError 400 naming `legalInfo.<field>`; 422 the inconsistent field
 */
export async function updateSelfInvoicingSettings(
  legalCheck: LegalCheckProvider,
  linguistId: number,
  body: LinguistInvoicingSettingsBody,
): Promise<LinguistInvoicingSettings> {
  const checked = await checkLegalInfo(body.legalInfo, legalCheck);
  await database().transaction((transaction) => saveLegalInfo(linguistId, checked, transaction));
  return selfInvoicingSettings(linguistId);
}

/** Who she is on a credit note: her invoicing data as they are now, null until given. */
export interface LinguistSupplier {
  legalForm: LegalForm;
  companyName: string | null;
  address: string;
  zipcode: string;
  city: string;
  country: string;
  vatNumber: string | null;
  taxNumber: string | null;
  taxTreatment: TaxTreatment;
}

export async function linguistSupplier(linguistId: number): Promise<LinguistSupplier | null> {
  const info = await legalInfoOf(linguistId);
  if (!info) return null;
  return {
    legalForm: info.legalForm,
    companyName: info.companyName,
    address: info.address,
    zipcode: info.zipcode,
    city: info.city,
    country: info.country,
    vatNumber: info.EUVATNumber,
    taxNumber: info.taxNumber,
    taxTreatment: info.taxTreatment,
  };
}
