import type { BillingSettings, ClientMe, CreateDepositRequest, DepositDto } from '@inkwell/contracts';
import { buildClientMe, buildDeposit, type FakeBackend } from '@inkwell/web-kit/testing';
import { buildBillingSettings, buildPaymentMethods, testCountries } from './builders';
import { installClientBackend } from './client-backend';

export const BILLING = '/api/client/billing';

/** A deposit answered the way core-api answers POST /client/billing/deposit (201). */
export function depositFor(request: CreateDepositRequest, overrides: Partial<DepositDto> = {}): DepositDto {
  return buildDeposit({
    id: 901,
    amountNet: 15050,
    amount: 15050,
    amountGross: 15050,
    paymentMethod: request.method,
    status: request.method === 'BANK' ? 'PENDING' : 'PAID',
    transactionId: request.paymentIntent ?? null,
    ...overrides,
  });
}

/**
 * The client BFF with billing answered: settings (saved by PUT, which answers 204), countries, methods and
 * deposits. Tests replace what they look at with `backend.on(...)`.
 */
export function installBillingBackend(
  me: ClientMe = buildClientMe({ invoicing: 'deposit' }),
  settings: BillingSettings = buildBillingSettings(),
): FakeBackend {
  let stored = settings;
  const backend = installClientBackend(me);
  backend
    .on('GET', BILLING, () => ({ status: 200, body: stored }))
    .on('PUT', BILLING, ({ body }) => {
      stored = { ...stored, ...(body as Partial<BillingSettings>), status: 'VALID' };
      return { status: 204 };
    })
    .on('GET', '/api/client/countries', () => ({ status: 200, body: { data: testCountries } }))
    .on('GET', `${BILLING}/payment/methods`, () => ({ status: 200, body: buildPaymentMethods() }))
    .on('POST', `${BILLING}/deposit`, ({ body }) => ({ status: 201, body: depositFor(body as CreateDepositRequest) }));
  return backend;
}
