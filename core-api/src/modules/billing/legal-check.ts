import type { LegalCheckStatus, LegalForm } from '@inkwell/contracts';
import type { Logger } from '@inkwell/service-kit';
import { compactVatNumber, hasValidVatNumberFormat, viesCountryCode } from './vat-number-formats.js';

/** What a VAT number check can say: a provider that cannot be asked answers `unavailable`, never an error. */
export type VatNumberVerdict = 'valid' | 'invalid' | 'unavailable';

/** Checks an EU VAT identification number; one implementation per source of truth. */
export interface LegalCheckProvider {
  readonly name: string;
  checkVatNumber(country: string, vatNumber: string): Promise<VatNumberVerdict>;
}

/** Without a registry to ask, the number's shape per member state is all that can be checked. */
export const formatLegalCheckProvider: LegalCheckProvider = {
  name: 'format',
  async checkVatNumber(country, vatNumber) {
    return hasValidVatNumberFormat(country, vatNumber) ? 'valid' : 'invalid';
  },
};

/** A registry that answers slower than this is treated as down; the client may save again later. */
const VIES_TIMEOUT_MS = 8_000;

/**
 * The EU's VIES REST API: POST {countryCode, vatNumber} to `${baseUrl}/check-vat-number`, answer
 * `{ valid: boolean, … }`. A number of the wrong shape is invalid without asking; any answer without a
 * boolean `valid` (VIES reports a member state's registry being down that way) is `unavailable`.
 */
export function viesLegalCheckProvider(baseUrl: string, logger: Logger, timeoutMs = VIES_TIMEOUT_MS): LegalCheckProvider {
  const endpoint = `${baseUrl.replace(/\/+$/, '')}/check-vat-number`;
  return {
    name: 'vies',
    async checkVatNumber(country, vatNumber) {
      if (!hasValidVatNumberFormat(country, vatNumber)) return 'invalid';
      try {
        const res = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ countryCode: viesCountryCode(country), vatNumber: compactVatNumber(country, vatNumber) }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) {
          logger.warn('VIES answered an error', { status: res.status, country });
          return 'unavailable';
        }
        const body = (await res.json()) as { valid?: unknown };
        if (typeof body.valid !== 'boolean') {
          logger.warn('VIES answered without a verdict', { country, body: JSON.stringify(body).slice(0, 500) });
          return 'unavailable';
        }
        return body.valid ? 'valid' : 'invalid';
      } catch (err) {
        logger.warn('VIES is not reachable', { country, error: err instanceof Error ? err.message : String(err) });
        return 'unavailable';
      }
    },
  };
}

export function createLegalCheckProvider(viesUrl: string | undefined, logger: Logger): LegalCheckProvider {
  return viesUrl ? viesLegalCheckProvider(viesUrl, logger) : formatLegalCheckProvider;
}

export interface LegalFacts {
  legalForm: LegalForm;
  country: string;
  /** whether the country is an EU member state (the countries table's flag) */
  eu: boolean;
  euVatNumber: string | null;
}

export interface LegalCheckResult {
  status: LegalCheckStatus;
  /** when a VAT number was last checked with a verdict; null when none needed checking */
  lastVatNumberValidationAt: Date | null;
  legalInfoLastCheckedAt: Date;
}

/**
 * The legal check run on every save of the billing settings (which are complete by then: the form's rules
 * are checked first). Only an EU company has a VAT number to verify; private persons and companies outside
 * the EU are valid with complete data. An unreachable registry leaves the status NEEDS_VALIDATION and keeps
 * the previous VAT check's date.
 */
export async function runLegalCheck(
  facts: LegalFacts,
  provider: LegalCheckProvider,
  previousVatValidationAt: Date | null,
  now = new Date(),
): Promise<LegalCheckResult> {
  if (facts.legalForm !== 'COMPANY' || !facts.eu) {
    return { status: 'VALID', lastVatNumberValidationAt: null, legalInfoLastCheckedAt: now };
  }
  if (!facts.euVatNumber) return { status: 'INVALID', lastVatNumberValidationAt: previousVatValidationAt, legalInfoLastCheckedAt: now };
  const verdict = await provider.checkVatNumber(facts.country, facts.euVatNumber);
  if (verdict === 'unavailable') {
    return { status: 'NEEDS_VALIDATION', lastVatNumberValidationAt: previousVatValidationAt, legalInfoLastCheckedAt: now };
  }
  return { status: verdict === 'valid' ? 'VALID' : 'INVALID', lastVatNumberValidationAt: now, legalInfoLastCheckedAt: now };
}
