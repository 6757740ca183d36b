import type { BillingSettings } from '@inkwell/contracts';

/** Complete, checked billing information of a German company. */
export function buildBillingSettings(overrides: Partial<BillingSettings> = {}): BillingSettings {
  return {
    companyName: 'Acme GmbH',
    legalForm: 'COMPANY',
    firstName: 'Clara',
    lastName: 'Client',
    address: 'Hauptstraße 1',
    zipcode: '10115',
    city: 'Berlin',
    country: 'DE',
    EUVATNumber: 'DE123456789',
    taxNumber: null,
    email: 'billing@acme.example',
    lastVatNumberValidationAt: '2025-02-01T08:00:00.000Z',
    legalInfoLastCheckedAt: '2025-02-01T08:00:00.000Z',
    status: 'VALID',
    ...overrides,
  };
}
