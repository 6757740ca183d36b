import type { AdminClientDetailDto, AdminClientDto, ClientBalance } from '@inkwell/contracts';

let nextClientId = 300;

/** A row of GET /admin/users/client: a prepaid EUR client with a company. */
export function buildAdminClient(overrides: Partial<AdminClientDto> = {}): AdminClientDto {
  const id = overrides.id ?? nextClientId++;
  return {
    id,
    email: `client${id}@example.com`,
    name: 'Teak & Co. KG',
    invoicing: 'deposit',
    currency: 'EUR',
    status: 'ACTIVE',
    createdAt: '2024-05-06T07:08:09.000Z',
    ...overrides,
  };
}

/** GET /admin/client/:id: the row plus the person, VAT and billing details. */
export function buildAdminClientDetail(overrides: Partial<AdminClientDetailDto> = {}): AdminClientDetailDto {
  return {
    ...buildAdminClient(overrides),
    firstName: 'Clara',
    lastName: 'Client',
    language: 'de',
    country: 'DE',
    vat: '0.1900',
    billing: { companyName: 'Teak & Co. KG', firstName: null, lastName: null, email: 'billing@teak.example' },
    legalCheckStatus: 'VALID',
    ...overrides,
  };
}

/** A balance in minor units; prepaid numbers unless overridden. */
export function buildClientBalance(overrides: Partial<ClientBalance> = {}): ClientBalance {
  return {
    totalDepositAmount: 50000,
    orderReservedAmount: 12000,
    nextInvoiceReservedAmount: 0,
    availableAmount: 38000,
    openInvoicesAmount: 0,
    overdueInvoicesAmount: 0,
    currency: 'EUR',
    ...overrides,
  };
}
