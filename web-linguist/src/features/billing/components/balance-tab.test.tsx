import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { LinguistBalance, PayoutDto } from '@inkwell/contracts';
import { buildAuthState, buildLinguistMe, errorBody, FakeBackend, pageOf } from '@inkwell/web-kit/testing';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { BillingPage } from './billing-page';

const BALANCE = '/api/linguist/billing/balance';
const PENDING = '/api/linguist/billing/pending';
const REQUEST = '/api/linguist/payment/request/pending';
const me = buildLinguistMe();
let backend: FakeBackend;

function balance(overrides: Partial<LinguistBalance> = {}): LinguistBalance {
  return {
    earnedAmount: 3_333,
    payableAmount: 12_050,
    pendingPayoutAmount: 0,
    paidOutAmount: 40_000,
    minimumPayoutAmount: 5_000,
    payoutMethod: 'bank',
    hasOpenRequest: false,
    currency: 'EUR',
    ...overrides,
  };
}

const payout = (overrides: Partial<PayoutDto> = {}): PayoutDto => ({
  id: 12,
  amount: 12_050,
  currency: 'EUR',
  method: 'bank',
  status: 'requested',
  type: null,
  destination: 'DE89 3704 0044 0532 0130 00',
  requestedAt: '2031-01-06T09:00:00.000Z',
  paidAt: null,
  failedAt: null,
  failureReason: null,
  ...overrides,
});

afterEach(() => backend.uninstall());

function open(answer: (fake: FakeBackend) => void) {
  backend = new FakeBackend({ role: 'linguist', user: me, loggedIn: true });
  answer(backend);
  backend.install();
  return renderWithProviders(
    <Routes>
      <Route path="/billing/:tab?" element={<BillingPage />} />
    </Routes>,
    { route: '/billing/balance', preloadedState: { auth: buildAuthState(me) } },
  );
}

const figure = (name: string) => screen.getByText(name, { selector: 'dt' }).parentElement as HTMLElement;

describe('billing page, Balance tab', () => {
  it('shows where her money is and requests everything payable', async () => {
    let current = balance();
    let pending: PayoutDto[] = [];
    const { user } = open((fake) =>
      fake
        .on('GET', BALANCE, () => ({ status: 200, body: current }))
        .on('GET', PENDING, () => ({ status: 200, body: pageOf(pending) }))
        .on('POST', REQUEST, () => {
          current = balance({ payableAmount: 0, pendingPayoutAmount: 12_050, hasOpenRequest: true });
          pending = [payout()];
          return { status: 201, body: payout() };
        }),
    );
    expect(await screen.findByRole('tab', { name: 'Balance', selected: true })).toBeInTheDocument();
    await screen.findByText('Earned', { selector: 'dt' });
    expect(within(figure('Earned')).getByText(/^33,33\s€$/)).toBeInTheDocument();
    expect(within(figure('Payable')).getByText(/^120,50\s€$/)).toBeInTheDocument();
    expect(within(figure('Paid out')).getByText(/^400,00\s€$/)).toBeInTheDocument();
    expect(screen.getByText('No payout is pending.')).toBeInTheDocument();

    const amount = screen.getByLabelText(/^Amount/);
    expect(amount).toHaveValue('120.50');
    await user.click(screen.getByRole('button', { name: 'Request payout' }));
    expect(await screen.findByText(/^Your payout of 120,50\s€ is requested/)).toBeInTheDocument();
    expect(backend.requestsTo('POST', REQUEST)[0]?.body).toEqual({ amount: '120.50' });
    expect(await screen.findByText('Your payout request is waiting for staff. You can ask again once it is sent.')).toBeInTheDocument();
    expect(within(figure('Pending payout')).getByText(/^120,50\s€$/)).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Requested' })).toBeInTheDocument();
  });

  it('reads a comma as the point, refuses a malformed amount itself and shows core-api’s word on the amount', async () => {
    const { user } = open((fake) =>
      fake
        .on('GET', BALANCE, () => ({ status: 200, body: balance() }))
        .on('GET', PENDING, () => ({ status: 200, body: pageOf([]) }))
        .on('POST', REQUEST, () => ({ status: 422, body: { ...errorBody(422, 'The minimum payout is 50.00 EUR'), error: { amount: ['The minimum payout is 50.00 EUR'] } } })),
    );
    const amount = await screen.findByLabelText(/^Amount/);
    await user.clear(amount);
    await user.type(amount, '12,3456');
    await user.click(screen.getByRole('button', { name: 'Request payout' }));
    expect(screen.getByText('Enter an amount such as 120.50.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', REQUEST)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '49,99');
    await user.click(screen.getByRole('button', { name: 'Request payout' }));
    expect(await screen.findByText('The minimum payout is 50.00 EUR')).toBeInTheDocument();
    expect(backend.requestsTo('POST', REQUEST)[0]?.body).toEqual({ amount: '49.99' });
    expect(amount).toHaveAttribute('aria-invalid', 'true');
  });

  it('says why she cannot ask: no payment settings, or less than the minimum', async () => {
    open((fake) => fake.on('GET', BALANCE, () => ({ status: 200, body: balance({ payoutMethod: null }) })).on('GET', PENDING, () => ({ status: 200, body: pageOf([]) })));
    expect(await screen.findByText(/Add your bank account or PayPal address/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Payment settings' })).toHaveAttribute('href', '/settings/payment');
    expect(screen.queryByRole('button', { name: 'Request payout' })).not.toBeInTheDocument();
    backend.uninstall();

    open((fake) => fake.on('GET', BALANCE, () => ({ status: 200, body: balance({ payableAmount: 4_999 }) })).on('GET', PENDING, () => ({ status: 200, body: pageOf([]) })));
    expect(await screen.findAllByText(/^You can request a payout from 50,00\s€\. Payable now: 49,99\s€\.$/)).not.toHaveLength(0);
  });
});
