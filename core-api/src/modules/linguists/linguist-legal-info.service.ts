import { QueryTypes, type Transaction } from 'sequelize';
import type { LegalCheckStatus, LinguistLegalInfo, LinguistLegalInfoBody, TaxTreatment } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import type { LegalCheckProvider } from '../billing/index.js';
import { findCountry } from '../reference/index.js';
import { database } from '../../shared/database.js';

/** The admin spec's create-linguist error: staff read it from `error`, as the 400's field errors. */
const INVALID_LEGAL_INFO = 'Invalid legal information';

export interface CheckedLegalInfo extends LinguistLegalInfoBody {
  EUVATNumber: string | null;
  taxTreatment: TaxTreatment;
  status: LegalCheckStatus;
}

/** Germany, whose VAT rules the platform's credit notes follow (decision 060). */
const HOME_COUNTRY = 'DE';

/**
 * Her tax treatment, given or derived, checked against her country and VAT number (decision 060): VAT liability and
 * § 19 UStG are German rules for a German supplier; reverse charge is for one outside Germany, and an EU one needs her
 * VAT number for it. Left out, it is derived as migration 0048 derived it.
 */
function taxTreatmentOf(requested: TaxTreatment | undefined, country: { code: string; eu: boolean }, vatNumber: string | null): TaxTreatment {
  const home = country.code === HOME_COUNTRY;
  // Data given before tax treatments existed (and staff's creation form) name none: it follows from them, unchecked.
  if (!requested) return !home ? 'REVERSE_CHARGE' : vatNumber ? 'VAT_LIABLE' : 'SMALL_BUSINESS';
  const treatment = requested;
  if (treatment === 'REVERSE_CHARGE') {
    if (home) throw invalid('taxTreatment', 'reverse charge is for a linguist outside Germany');
    if (country.eu && !vatNumber) throw invalid('EUVATNumber', 'reverse charge in the EU needs her EU VAT number');
  } else {
    if (!home) throw invalid('taxTreatment', 'VAT liability and the small-business rule (§ 19 UStG) are for a linguist in Germany');
    if (treatment === 'VAT_LIABLE' && !vatNumber) throw invalid('EUVATNumber', 'a VAT-liable linguist needs her VAT number');
  }
  return treatment;
}

function invalid(field: keyof LinguistLegalInfoBody, reason: string): AppError {
  return AppError.unprocessable(`${INVALID_LEGAL_INFO}: ${reason}`, { [`legalInfo.${field}`]: [reason] });
}

/**
 * Whether her invoicing data hold together (decision 031), by the clients' legal check: an EU VAT number only for an
 * EU country and valid there (the provider asks VIES when configured, else checks its shape), and an EU company needs
 * one. A registry that cannot be asked leaves the data NEEDS_VALIDATION instead of refusing them.
 *
 * @throws AppError 400 naming `legalInfo.country` for an unknown country; 422 with the inconsistent field
 */
export async function checkLegalInfo(body: LinguistLegalInfoBody, provider: LegalCheckProvider): Promise<CheckedLegalInfo> {
  const country = await findCountry(body.country);
  if (!country) throw AppError.badRequest(`Unknown country ${body.country}`, 'legalInfo.country');
  const vatNumber = body.EUVATNumber ? body.EUVATNumber.toUpperCase().replace(/\s+/g, '') : null;
  if (vatNumber && !country.eu) throw invalid('EUVATNumber', `an EU VAT number needs an EU country, and ${country.name} is not one`);
  if (!vatNumber && body.legalForm === 'COMPANY' && country.eu) throw invalid('EUVATNumber', `a company in ${country.name} needs its EU VAT number`);
  let status: LegalCheckStatus = 'VALID';
  if (vatNumber) {
    const verdict = await provider.checkVatNumber(country.code, vatNumber);
    if (verdict === 'invalid') throw invalid('EUVATNumber', `${vatNumber} is not a valid EU VAT number in ${country.name}`);
    if (verdict === 'unavailable') status = 'NEEDS_VALIDATION';
  }
  const taxTreatment = taxTreatmentOf(body.taxTreatment, country, vatNumber);
  return { ...body, country: country.code, EUVATNumber: vatNumber, taxTreatment, status };
}

/** Stores her invoicing data, replacing any she had: staff correct them after creation as a whole. */
export async function saveLegalInfo(linguistId: number, info: CheckedLegalInfo, transaction: Transaction): Promise<void> {
  await database().query(
    `INSERT INTO linguist_legal_infos (linguist_id, legal_form, company_name, address, zipcode, city, country, eu_vat_number, tax_number,
                                       legal_check_status, legal_info_last_checked_at, tax_treatment)
     VALUES (:linguistId, :legalForm, :companyName, :address, :zipcode, :city, :country, :vatNumber, :taxNumber, :status, now(), :taxTreatment)
     ON CONFLICT (linguist_id) DO UPDATE SET
       legal_form = EXCLUDED.legal_form, company_name = EXCLUDED.company_name, address = EXCLUDED.address, zipcode = EXCLUDED.zipcode,
       city = EXCLUDED.city, country = EXCLUDED.country, eu_vat_number = EXCLUDED.eu_vat_number, tax_number = EXCLUDED.tax_number,
       legal_check_status = EXCLUDED.legal_check_status, legal_info_last_checked_at = EXCLUDED.legal_info_last_checked_at,
       tax_treatment = EXCLUDED.tax_treatment`,
    {
      replacements: {
        linguistId,
        legalForm: info.legalForm,
        companyName: info.legalForm === 'COMPANY' ? (info.companyName ?? null) : null,
        address: info.address,
        zipcode: info.zipcode,
        city: info.city,
        country: info.country,
        vatNumber: info.EUVATNumber,
        taxNumber: info.taxNumber || null,
        status: info.status,
        taxTreatment: info.taxTreatment,
      },
      transaction,
    },
  );
}

export async function legalInfoOf(linguistId: number): Promise<LinguistLegalInfo | null> {
  const [row] = await database().query<Omit<LinguistLegalInfo, 'legalInfoLastCheckedAt'> & { checkedAt: Date }>(
    `SELECT legal_form AS "legalForm", company_name AS "companyName", address, zipcode, city, country, eu_vat_number AS "EUVATNumber",
            tax_number AS "taxNumber", tax_treatment AS "taxTreatment", legal_check_status AS status, legal_info_last_checked_at AS "checkedAt"
       FROM linguist_legal_infos WHERE linguist_id = :linguistId`,
    { type: QueryTypes.SELECT, replacements: { linguistId } },
  );
  if (!row) return null;
  const { checkedAt, ...info } = row;
  return { ...info, country: info.country.trim(), legalInfoLastCheckedAt: checkedAt.toISOString() };
}
