import type { BillingSettings, BillingSettingsInput } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { findCountry } from '../reference/index.js';
import { findClientBillingSettings, saveClientBillingSettings } from '../users/index.js';
import { runLegalCheck, type LegalCheckProvider } from './legal-check.js';

/** GET /client/billing: what the client has saved; an empty form (status NEEDS_VALIDATION) before the first save. */
export async function getBillingSettings(clientId: number): Promise<BillingSettings> {
  const settings = await findClientBillingSettings(clientId);
  return {
    companyName: settings?.companyName ?? null,
    legalForm: settings?.legalForm ?? 'COMPANY',
    firstName: settings?.firstName ?? null,
    lastName: settings?.lastName ?? null,
    address: settings?.address ?? null,
    zipcode: settings?.zipcode ?? null,
    city: settings?.city ?? null,
    country: settings?.country?.trim() ?? null,
    EUVATNumber: settings?.euVatNumber ?? null,
    taxNumber: settings?.taxNumber ?? null,
    email: settings?.email ?? null,
    lastVatNumberValidationAt: settings?.lastVatNumberValidationAt?.toISOString() ?? null,
    legalInfoLastCheckedAt: settings?.legalInfoLastCheckedAt?.toISOString() ?? null,
    status: settings?.legalCheckStatus ?? 'NEEDS_VALIDATION',
  };
}

/**
 * PUT /client/billing: saves the form and runs the legal check on it, so the status always describes what
 * is saved. The check asks the provider before the write: no database connection waits on the registry.
 *
 * @throws AppError 400 naming `country` when it is not one of the countries
 */
export async function saveBillingSettings(clientId: number, input: BillingSettingsInput, provider: LegalCheckProvider): Promise<void> {
  const country = await findCountry(input.country);
  if (!country) throw AppError.validation({ country: [`Unknown country ${input.country}: choose one of the listed countries`] });
  const euVatNumber = input.EUVATNumber ? input.EUVATNumber.toUpperCase().replace(/\s+/g, '') : null;
  const previous = await findClientBillingSettings(clientId);
  const check = await runLegalCheck(
    { legalForm: input.legalForm, country: country.code, eu: country.eu, euVatNumber },
    provider,
    previous?.lastVatNumberValidationAt ?? null,
  );
  await saveClientBillingSettings(clientId, {
    companyName: input.companyName,
    legalForm: input.legalForm,
    firstName: input.firstName,
    lastName: input.lastName,
    address: input.address,
    zipcode: input.zipcode,
    city: input.city,
    country: country.code,
    euVatNumber,
    taxNumber: input.taxNumber ?? null,
    email: input.email,
    legalCheckStatus: check.status,
    lastVatNumberValidationAt: check.lastVatNumberValidationAt,
    legalInfoLastCheckedAt: check.legalInfoLastCheckedAt,
  });
}
