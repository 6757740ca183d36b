import type { AdminDepositDto, AdminInvoiceDto, BillingPositionDto, DepositDto, InvoiceDto } from '@inkwell/contracts';

let nextBillingId = 500;

/** An open invoice of 100,00 € net with 19 % VAT, issued on 1 March 2025 and due two weeks later. */
export function buildInvoice(overrides: Partial<InvoiceDto> = {}): InvoiceDto {
  const id = overrides.id ?? nextBillingId++;
  return {
    id,
    number: `2025-${String(id).padStart(6, '0')}`,
    type: 'INVOICE',
    status: 'OPEN',
    amountNet: 10000,
    tax: 1900,
    amountGross: 11900,
    currency: 'EUR',
    issuedAt: '2025-03-01T10:00:00.000Z',
    dueAt: '2025-03-15T10:00:00.000Z',
    paidAt: null,
    cancelsInvoiceId: null,
    ...overrides,
  };
}

export function buildAdminInvoice(overrides: Partial<AdminInvoiceDto> = {}): AdminInvoiceDto {
  return { clientId: 10, clientName: 'Teak & Co. KG', ...buildInvoice(overrides), ...overrides };
}

/** A pending bank transfer of 250,00 €: no fee, credited once an admin records the payment. */
export function buildDeposit(overrides: Partial<DepositDto> = {}): DepositDto {
  const id = overrides.id ?? nextBillingId++;
  return {
    id,
    amountNet: 25000,
    fee: 0,
    tax: 0,
    amountGross: 25000,
    amount: 25000,
    currency: { iso4217: 'EUR' },
    paymentMethod: 'BANK',
    status: 'PENDING',
    transactionId: null,
    note: null,
    invoiceId: null,
    createdAt: '2025-03-02T09:30:00.000Z',
    paidAt: null,
    ...overrides,
  };
}

export function buildAdminDeposit(overrides: Partial<AdminDepositDto> = {}): AdminDepositDto {
  return { clientId: 10, clientName: 'Teak & Co. KG', ...buildDeposit(overrides), ...overrides };
}

/** An accepted order of 40,00 € net waiting for the next invoice. */
export function buildBillingPosition(overrides: Partial<BillingPositionDto> = {}): BillingPositionDto {
  const id = overrides.id ?? nextBillingId++;
  return {
    id,
    orderId: id + 1000,
    orderTitle: `Order ${id + 1000}`,
    projectId: 7,
    projectName: 'Garden journal',
    amountNet: 4000,
    tax: 760,
    amountGross: 4760,
    currency: 'EUR',
    invoiceId: null,
    createdAt: '2025-03-03T12:00:00.000Z',
    ...overrides,
  };
}
