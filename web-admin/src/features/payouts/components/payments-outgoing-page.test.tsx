import { screen, waitFor, within } from '@testing-library/react';
import type { AdminPayoutDto, PayoutBatchDto } from '@inkwell/contracts';
import { buildAdminMe, buildAuthState, errorBody, FakeBackend, pageOf } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { renderWithProviders } from '../../../testing/render-with-providers';

const PAYOUTS = '/api/admin/billing/payouts';
const me = buildAdminMe();

let backend: FakeBackend;
let saved: string[];

function payout(overrides: Partial<AdminPayoutDto> = {}): AdminPayoutDto {
  const id = overrides.id ?? 7;
  return {
    id,
    amount: 12_050,
    currency: 'EUR',
    method: 'bank',
    status: 'requested',
    type: null,
    destination: 'DE89 3704 0044 0532 0130 00',
    requestedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    paidAt: null,
    failedAt: null,
    failureReason: null,
    linguistId: 40 + id,
    linguistName: `Lena Linguist ${id}`,
    holder: `Lena Linguist ${id}`,
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    paypalEmail: null,
    batchId: null,
    reference: null,
    ...overrides,
  };
}

const page = (rows: AdminPayoutDto[]) => ({ ...pageOf(rows), totalAmount: rows.reduce((sum, row) => sum + row.amount, 0) });

beforeEach(() => {
  saved = [];
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:sepa' });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => {
  backend.uninstall();
  jest.restoreAllMocks();
});

function open(route: string, answer: (fake: FakeBackend) => void) {
  backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
  answer(backend);
  backend.install();
  return renderWithProviders(<AppRoutes />, { route, preloadedState: { auth: buildAuthState(me) } });
}

const lastQuery = () => Object.fromEntries(backend.requestsTo('GET', PAYOUTS).at(-1)?.query.entries() ?? []);
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

describe('payments-outgoing page', () => {
  it('opens on bank single, lists requested bank payouts and marks one paid with the bank’s reference', async () => {
    let rows = [payout({ id: 7 })];
    const { user } = open('/billing/payments-outgoing', (fake) =>
      fake
        .on('GET', PAYOUTS, () => ({ status: 200, body: page(rows) }))
        .on('PUT', '/api/admin/billing/payout/7/paid', () => {
          rows = [];
          return { status: 200, body: payout({ id: 7, status: 'paid', type: 'bank-single' }) };
        }),
    );
    expect(await screen.findByRole('heading', { name: 'Outgoing payments' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Bank single', selected: true })).toBeInTheDocument();
    const row = await waitFor(() => rowOf('Lena Linguist 7'));
    expect(within(row).getByText(/^120,50\s€$/)).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ tab: 'bank-single', limit: '10', offset: '0' });

    await user.click(within(row).getByRole('button', { name: 'Mark payout 7 paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark payout 7 paid?' });
    await user.type(within(dialog).getByLabelText('Bank reference'), 'TRX-77');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Payout 7 is paid.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', '/api/admin/billing/payout/7/paid')[0]?.body).toEqual({ reference: 'TRX-77' });
    expect(await screen.findByText('List is empty.')).toBeInTheDocument();
  });

  it('filters by how long payouts have waited', async () => {
    const { user } = open('/billing/payments-outgoing/pending', (fake) => fake.on('GET', PAYOUTS, () => ({ status: 200, body: page([payout()]) })));
    await screen.findByRole('link', { name: 'Lena Linguist 7' });
    await user.selectOptions(screen.getByLabelText('Waiting'), 'MORE7DAYS');
    await waitFor(() => expect(lastQuery()).toMatchObject({ tab: 'pending', age: 'MORE7DAYS' }));
  });

  it('selects euro payouts for a SEPA file, leaves others out, and downloads the file it made', async () => {
    const rows = [payout({ id: 7 }), payout({ id: 8, amount: 9_999 }), payout({ id: 9, currency: 'USD' })];
    const batch: PayoutBatchDto = {
      id: 3,
      method: 'bank',
      reference: 'PAYOUTS-00000003',
      providerBatchId: null,
      providerStatus: null,
      currency: 'EUR',
      total: 22_049,
      payoutCount: 2,
      createdAt: new Date().toISOString(),
      payouts: [],
    };
    const { user } = open('/billing/payments-outgoing/bank-bulk', (fake) =>
      fake
        .on('GET', PAYOUTS, () => ({ status: 200, body: page(rows) }))
        .on('POST', '/api/admin/billing/payouts/sepa', () => ({ status: 201, body: batch }))
        .on('GET', '/api/admin/billing/payout-batch/3/sepa', () => ({ status: 200, file: { content: '<?xml version="1.0"?>', type: 'application/xml', name: 'PAYOUTS-00000003.xml' } })),
    );
    await screen.findByRole('link', { name: 'Lena Linguist 7' });
    expect(screen.getByRole('button', { name: 'Make SEPA file' })).toBeDisabled();
    expect(within(rowOf('Lena Linguist 9')).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(rowOf('Lena Linguist 9')).getByText('Not in euros: pay it one by one')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select every payout on this page' }));
    expect(screen.getByText(/^2 payouts selected: 220,49\s€$/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select payout 8' }));
    expect(screen.getByText(/^1 payout selected: 120,50\s€$/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select payout 8' }));

    await user.click(screen.getByRole('button', { name: 'Make SEPA file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a SEPA file?' });
    expect(within(dialog).getByText(/2 transfers, 220,49\s€ in all/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Make and download' }));
    expect(await screen.findByText(/^SEPA file PAYOUTS-00000003 made: 2 transfers, 220,49\s€\.$/)).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/admin/billing/payouts/sepa')[0]?.body).toEqual({ payoutIds: [7, 8] });
    expect(saved).toEqual(['PAYOUTS-00000003.xml']);
    expect(screen.getByText('No payout selected')).toBeInTheDocument();
  });

  it('says in the dialog why core-api made no SEPA file, e.g. a payout that is no longer in euros', async () => {
    const message = 'SEPA transfers are in euros: pay payouts 7 one by one';
    const { user } = open('/billing/payments-outgoing/bank-bulk', (fake) =>
      fake
        .on('GET', PAYOUTS, () => ({ status: 200, body: page([payout({ id: 7 })]) }))
        .on('POST', '/api/admin/billing/payouts/sepa', () => ({
          status: 422,
          body: { ...errorBody(422, message), code: 'UNPROCESSABLE', error: { payoutIds: [message] } },
        })),
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Select payout 7' }));
    await user.click(screen.getByRole('button', { name: 'Make SEPA file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a SEPA file?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make and download' }));
    expect(await within(dialog).findByText(new RegExp(message))).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('asks for a reason before a downloaded payout fails, and says what core-api refused', async () => {
    const rows = [payout({ id: 7, status: 'downloaded', type: 'bank-bulk-downloaded', batchId: 3 })];
    const { user } = open('/billing/payments-outgoing/bank-bulk-downloaded', (fake) =>
      fake
        .on('GET', PAYOUTS, () => ({ status: 200, body: page(rows) }))
        .on('PUT', '/api/admin/billing/payout/7/failed', () => ({ status: 409, body: errorBody(409, 'This payout has already failed') })),
    );
    await screen.findByRole('link', { name: 'Lena Linguist 7' });
    await user.click(screen.getByRole('button', { name: 'Mark payout 7 failed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payout 7 failed' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark failed' }));
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', '/api/admin/billing/payout/7/failed')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason/), 'IBAN unknown');
    await user.click(within(dialog).getByRole('button', { name: 'Mark failed' }));
    expect(await within(dialog).findByText(/This payout has already failed/)).toBeInTheDocument();
    expect(backend.requestsTo('PUT', '/api/admin/billing/payout/7/failed')[0]?.body).toEqual({ reason: 'IBAN unknown' });
  });

  it('pays a PayPal payout and checks a waiting one with PayPal', async () => {
    const rows = [
      payout({ id: 7, method: 'paypal', destination: 'lena@paypal.example', holder: null, iban: null, bic: null, paypalEmail: 'lena@paypal.example' }),
      payout({ id: 8, method: 'paypal', status: 'submitted', type: 'paypal-single', batchId: 5, holder: null, destination: 'max@paypal.example' }),
    ];
    const batch = (status: AdminPayoutDto['status']): PayoutBatchDto => ({
      id: 5,
      method: 'paypal',
      reference: 'inkwell-payouts-5',
      providerBatchId: 'X1',
      providerStatus: 'SUCCESS',
      currency: 'EUR',
      total: 12_050,
      payoutCount: 1,
      createdAt: new Date().toISOString(),
      payouts: [payout({ status })],
    });
    const { user } = open('/billing/payments-outgoing/paypal-single', (fake) =>
      fake
        .on('GET', PAYOUTS, () => ({ status: 200, body: page(rows) }))
        .on('POST', '/api/admin/billing/payouts/paypal', () => ({ status: 201, body: batch('paid') }))
        .on('PUT', '/api/admin/billing/payout-batch/5/paypal', () => ({ status: 200, body: batch('failed') })),
    );
    await screen.findByRole('link', { name: 'Lena Linguist 7' });
    await user.click(screen.getByRole('button', { name: 'Pay payout 7 with PayPal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with PayPal?' });
    expect(within(dialog).getByText(/^One payout of 120,50\s€ through PayPal\.$/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('PayPal batch inkwell-payouts-5: 1 paid, 0 failed, 0 waiting.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/admin/billing/payouts/paypal')[0]?.body).toEqual({ payoutIds: [7] });

    await user.click(screen.getByRole('button', { name: 'Ask PayPal about payout 8' }));
    expect(await screen.findByText('PayPal: 0 paid, 1 failed, 0 waiting.')).toBeInTheDocument();
  });

  it('sends an unknown tab to the default one', async () => {
    open('/billing/payments-outgoing/cash', (fake) => fake.on('GET', PAYOUTS, () => ({ status: 200, body: page([]) })));
    expect(await screen.findByRole('tab', { name: 'Bank single', selected: true })).toBeInTheDocument();
  });
});
