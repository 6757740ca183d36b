import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render';
import { DepositDialog, type DepositDialogProps } from './deposit-dialog';
import { PAYMENT_RECHECK_MS } from './use-deposit-payment';
import { sampleLanguages, sampleLevels, sampleMethods, sampleReceipt, SAMPLE_VAT } from './sample-deposit';
import { createFakeStripe, FAKE_PAYMENT_FIELD_LABEL, type FakeStripeScript } from './testing/fake-stripe';
import type { DepositIntent } from './types';

const intent = (overrides: Partial<DepositIntent> = {}): DepositIntent => ({
  id: 'pi_1',
  clientSecret: 'pi_1_secret_abc',
  paymentMethod: 'CARD',
  status: 'requires_payment_method',
  lastError: null,
  ...overrides,
});

function setUp(overrides: Partial<DepositDialogProps> = {}, stripeScript: FakeStripeScript = {}, user = userEvent.setup()) {
  const fake = createFakeStripe(stripeScript);
  const props: DepositDialogProps = {
    open: true,
    onClose: jest.fn(),
    methods: sampleMethods,
    vat: SAMPLE_VAT,
    lockedCurrency: 'EUR',
    billingValid: true,
    billingSummary: <p>Acme GmbH, Berlin</p>,
    onEditBilling: jest.fn(),
    languages: sampleLanguages,
    levels: sampleLevels,
    onCalculateEstimate: jest.fn(),
    estimateDebounceMs: 0,
    loadStripe: jest.fn(() => Promise.resolve(fake.stripe)),
    publishableKey: 'pk_test_1',
    returnUrl: 'https://client.localhost/dashboard',
    onNewProject: jest.fn(),
    onCreateBankDeposit: jest.fn((input) => Promise.resolve(sampleReceipt({ method: 'BANK', amount: input.amount, status: 'PENDING' }))),
    onCreateIntent: jest.fn((input) => Promise.resolve(intent({ paymentMethod: input.method }))),
    onRetrieveIntent: jest.fn(() => Promise.resolve(intent({ status: 'succeeded' }))),
    onConfirmIntent: jest.fn((input) => Promise.resolve(sampleReceipt({ method: input.method, amount: '100', status: 'PAID' }))),
    ...overrides,
  };
  const view = renderWithTheme(<DepositDialog {...props} />);
  return { props, user, stripeCalls: fake.calls, rerender: view.rerender };
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Create deposit' }));
const stepButton = (name: string) => screen.getByRole('button', { name: new RegExp(name) });
const amountField = () => screen.getByRole('textbox', { name: /Amount net/ });
const payButton = () => screen.getByRole('button', { name: 'Pay' });
/** The value next to a label in the charges or the receipt. */
const figure = (label: string) => {
  const term = screen.getAllByText(label).find((element) => element.closest('dt'));
  return term?.closest('dt')?.nextElementSibling?.textContent;
};

async function fillAmount(user: UserEvent, amount: string) {
  await user.clear(amountField());
  await user.type(amountField(), amount);
  await user.tab();
}

async function toPayment(user: UserEvent, amount = '100', method: RegExp = /Credit card/) {
  await fillAmount(user, amount);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('radio', { name: method }));
}

describe('DepositDialog steps', () => {
  it('keeps amount and payment closed until the billing information is valid', async () => {
    const { props, user } = setUp({ billingValid: false });

    expect(stepButton('Billing information')).toHaveAttribute('aria-expanded', 'true');
    expect(stepButton('Deposit amount')).toBeDisabled();
    expect(stepButton('Payment information')).toBeDisabled();
    expect(within(screen.getByRole('region', { name: /Billing information/ })).getByRole('status')).toHaveTextContent(
      'Your billing information is not valid',
    );
    expect(payButton()).toBeDisabled();
    expect(payButton()).toHaveAccessibleDescription('Your billing information is not valid');

    await user.click(screen.getByRole('button', { name: 'Edit billing information' }));
    expect(props.onEditBilling).toHaveBeenCalledTimes(1);
  });

  it('opens the amount with valid billing information, and the payment only with a valid amount', async () => {
    const { user } = setUp();

    expect(stepButton('Deposit amount')).toHaveAttribute('aria-expanded', 'true');
    expect(stepButton('Payment information')).toBeDisabled();
    expect(payButton()).toHaveAccessibleDescription("You didn't fill deposit amount");

    await fillAmount(user, '150,5');
    expect(stepButton('Payment information')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepButton('Payment information')).toHaveAttribute('aria-expanded', 'true');
    expect(payButton()).toHaveAccessibleDescription('Please choose a payment method.');

    await user.click(stepButton('Deposit amount'));
    await fillAmount(user, '0');
    expect(stepButton('Payment information')).toBeDisabled();
  });

  it('goes back to the billing step when the billing information stops being valid', async () => {
    const { props, rerender } = setUp();
    expect(stepButton('Deposit amount')).toHaveAttribute('aria-expanded', 'true');
    rerender(<DepositDialog {...props} billingValid={false} />);
    expect(stepButton('Billing information')).toHaveAttribute('aria-expanded', 'true');
    expect(stepButton('Deposit amount')).toBeDisabled();
  });
});

describe('DepositDialog and the app’s billing form', () => {
  it('puts focus back on Edit billing information when it opens again after the billing form', async () => {
    const { props, user, rerender } = setUp({ billingValid: false });
    await user.click(screen.getByRole('button', { name: 'Edit billing information' }));
    expect(props.onEditBilling).toHaveBeenCalledTimes(1);

    // The app hides the dialog while its billing form is open, then shows it again.
    rerender(<DepositDialog {...props} open={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<DepositDialog {...props} open />);
    expect(screen.getByRole('button', { name: 'Edit billing information' })).toHaveFocus();
  });
});

describe('DepositDialog amount rules (spec §5)', () => {
  it.each([
    ['', 'Field is required'],
    ['abc', 'Amount net must be a number'],
    ['1,2,3', 'Amount net must be a number'],
    ['-5', 'Amount net must be a number'],
    ['0', 'Amount net must be greater than zero'],
    ['0,50', 'Amount net must be greater than zero'],
    ['12,345', 'Amount net must have at most 2 decimal places'],
    ['1000000000000', 'Amount net must be at most 1.000.000,00 €'],
  ])('%j says %s', async (typed, message) => {
    const { user } = setUp();
    await user.click(amountField());
    if (typed) await user.type(amountField(), typed);
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a note of 201 characters', async () => {
    const { user } = setUp();
    await fillAmount(user, '100');
    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.click(note);
    await user.paste('n'.repeat(201));
    await user.tab();
    expect(await screen.findByText('Name must have at most 200 letters.')).toBeInTheDocument();
    expect(stepButton('Payment information')).toBeDisabled();
    await user.type(note, '{Backspace}');
    await waitFor(() => expect(screen.queryByText('Name must have at most 200 letters.')).not.toBeInTheDocument());
    expect(stepButton('Payment information')).toBeEnabled();
  });

  it('locks the currency to the client’s', () => {
    setUp({ lockedCurrency: 'GBP' });
    const currency = screen.getByRole('combobox', { name: /Currency/ });
    expect(currency).toBeDisabled();
    expect(currency).toHaveValue('GBP');
    expect(currency).toHaveAccessibleDescription('Your account is kept in GBP.');
  });

  it('lets a client without a currency choose one, and shows the amounts in it', async () => {
    const { user } = setUp({ lockedCurrency: null });
    const currency = screen.getByRole('combobox', { name: /Currency/ });
    expect(currency).toBeEnabled();
    await user.selectOptions(currency, 'USD');
    await toPayment(user, '100', /SEPA direct debit/);
    expect(figure('Total to pay')).toBe('100,42 $');
  });
});

describe('DepositDialog estimate', () => {
  async function openEstimate(user: UserEvent) {
    await user.click(screen.getByRole('checkbox', { name: 'Calculate the amount from an order estimate' }));
    expect(screen.queryByRole('textbox', { name: /Amount net/ })).not.toBeInTheDocument();
  }

  it('requires every estimate field and whole numbers above zero', async () => {
    const { user } = setUp();
    await openEstimate(user);
    for (const name of [/Service/, /Language/, /Quality level/, /Payment method/]) {
      await user.click(screen.getByRole('combobox', { name }));
      await user.tab();
    }
    await user.type(screen.getByRole('textbox', { name: /Number of texts/ }), '1.5');
    await user.type(screen.getByRole('textbox', { name: /Words per text/ }), '0');
    await user.tab();

    expect(await screen.findAllByText('Field is required')).toHaveLength(4);
    expect(screen.getByText('Number of texts must be a whole number')).toBeInTheDocument();
    expect(screen.getByText('Words per text must be greater than zero')).toBeInTheDocument();
    expect(stepButton('Payment information')).toBeDisabled();
  });

  it('names every missing estimate field when Next is pressed too early, and stays on the amount', async () => {
    const { user } = setUp();
    await openEstimate(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findAllByText('Field is required')).toHaveLength(6);
    for (const name of [/Service/, /Language/, /Quality level/, /Payment method/]) {
      expect(screen.getByRole('combobox', { name })).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByRole('textbox', { name: /Number of texts/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Words per text/ })).toBeVisible();
    expect(stepButton('Payment information')).toBeDisabled();
  });

  it('takes the amount from the price of the planned texts and keeps the method for the payment', async () => {
    const onCalculateEstimate = jest.fn(() =>
      Promise.resolve({ amountNet: 12_500, fee: 0, tax: 2375, amountGross: 14_875, currency: 'EUR' as const }),
    );
    const { user } = setUp({ onCalculateEstimate });
    await openEstimate(user);
    await user.selectOptions(screen.getByRole('combobox', { name: /Service/ }), 'copywriting_proofreading');
    await user.selectOptions(screen.getByRole('combobox', { name: /Language/ }), 'de-DE');
    await user.selectOptions(screen.getByRole('combobox', { name: /Quality level/ }), 'professional');
    await user.selectOptions(screen.getByRole('combobox', { name: /Payment method/ }), 'SEPA_DEBIT');
    await user.type(screen.getByRole('textbox', { name: /Number of texts/ }), '5');
    await user.type(screen.getByRole('textbox', { name: /Words per text/ }), '500');

    expect(await screen.findByText(/These texts cost 148,75 €/)).toBeInTheDocument();
    expect(onCalculateEstimate).toHaveBeenLastCalledWith({
      currency: 'EUR',
      service: 'copywriting_proofreading',
      language: 'de-DE',
      level: 'professional',
      method: 'SEPA_DEBIT',
      texts: 5,
      wordsPerText: 500,
    });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('radio', { name: /SEPA direct debit/ })).toBeChecked();
    expect(figure('Amount net')).toBe('148,75 €');
    expect(figure('Total to pay')).toBe('149,17 €');
  });
});

describe('DepositDialog fees and payment', () => {
  it('shows each method’s fee and what the client pays before paying', async () => {
    const { user } = setUp();
    await toPayment(user, '100');

    expect(screen.getByRole('radio', { name: /Credit card/ })).toHaveAccessibleName(
      'Credit card Fee 1,40 % of the amount, at least 0,25 €',
    );
    expect(screen.getByRole('radio', { name: /SEPA direct debit/ })).toHaveAccessibleName('SEPA direct debit Fee 0,35 € per transaction');
    expect(screen.getByRole('radio', { name: /Bank transfer/ })).toHaveAccessibleName('Bank transfer No fee');
    expect(figure('Amount net')).toBe('100,00 €');
    expect(figure('Payment fee')).toBe('1,40 €');
    expect(figure('VAT on the fee')).toBe('0,27 €');
    expect(figure('Total to pay')).toBe('101,67 €');

    await user.click(screen.getByRole('radio', { name: /iDEAL/ }));
    expect(figure('Payment fee')).toBe('0,45 €');
    expect(figure('Total to pay')).toBe('100,54 €');
  });

  it('creates a bank transfer deposit and shows its receipt as Pending', async () => {
    const { props, user, stripeCalls } = setUp();
    await fillAmount(user, '150,5');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Spring campaign');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: /Bank transfer/ }));

    expect(screen.getByText(/A bank transfer takes 2-3 business days\. We send you a deposit invoice by e-mail/)).toBeInTheDocument();
    expect(payButton()).toBeEnabled();
    await user.click(payButton());

    expect(await screen.findByText('Thank you for your deposit')).toBeInTheDocument();
    expect(props.onCreateBankDeposit).toHaveBeenCalledWith({ method: 'BANK', amount: '150.50', currency: 'EUR', note: 'Spring campaign' });
    expect(props.loadStripe).not.toHaveBeenCalled();
    expect(stripeCalls.elements).toHaveLength(0);
    expect(figure('Amount net')).toBe('150,50 €');
    expect(figure('Status')).toBe('Pending');
    expect(figure('Payment method')).toBe('Bank transfer');
    expect(screen.getByText(/We have sent you a deposit invoice by e-mail/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New Project' }));
    expect(props.onNewProject).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s message in a red alert that can be dismissed', async () => {
    const { user } = setUp({
      onCreateBankDeposit: jest.fn(() => Promise.reject(new Error('Your account is blocked due to invalid legal information.'))),
    });
    await toPayment(user, '100', /Bank transfer/);
    await user.click(payButton());

    const alert = await dialog().findByRole('alert');
    expect(alert).toHaveTextContent('Your account is blocked due to invalid legal information.');
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(dialog().queryByRole('alert')).not.toBeInTheDocument();
    expect(payButton()).toBeEnabled();
  });

  it('says "Something went wrong." when the app has no text for a failure', async () => {
    const { user } = setUp({ onCreateBankDeposit: jest.fn(() => Promise.reject({ status: 'FETCH_ERROR' })) });
    await toPayment(user, '100', /Bank transfer/);
    await user.click(payButton());
    expect(await dialog().findByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  it('needs a valid PayPal e-mail and sends it with the payment', async () => {
    const { props, user } = setUp();
    await toPayment(user, '100', /PayPal/);
    const email = await screen.findByRole('textbox', { name: /PayPal e-mail/ });
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: FAKE_PAYMENT_FIELD_LABEL }), 'paid');
    expect(payButton()).toBeDisabled();

    await user.clear(email);
    await user.type(email, 'payer@example.com');
    await user.click(payButton());
    expect(await screen.findByText('Thank you for your deposit')).toBeInTheDocument();
    expect(props.onCreateIntent).toHaveBeenCalledWith({ method: 'PAYPAL', amount: '100.00', currency: 'EUR', email: 'payer@example.com' });
    expect(props.onConfirmIntent).toHaveBeenCalledWith({ method: 'PAYPAL', paymentIntent: 'pi_1', email: 'payer@example.com' });
  });
});

describe('DepositDialog with Stripe', () => {
  it('loads Stripe only for a Stripe method and pays by card once the fields are complete', async () => {
    const { props, user, stripeCalls } = setUp();
    await toPayment(user, '100');

    const field = await screen.findByRole('textbox', { name: FAKE_PAYMENT_FIELD_LABEL });
    expect(props.loadStripe).toHaveBeenCalledWith('pk_test_1');
    expect(stripeCalls.elements[0]).toMatchObject({ mode: 'payment', amount: 10_167, currency: 'eur', allowedPaymentMethodTypes: ['card'] });
    expect(payButton()).toBeDisabled();
    expect(payButton()).toHaveAccessibleDescription('Please complete the payment details.');

    await user.type(field, '4242');
    await user.click(payButton());

    expect(await screen.findByText('Thank you for your deposit')).toBeInTheDocument();
    expect(props.onCreateIntent).toHaveBeenCalledWith({ method: 'CARD', amount: '100.00', currency: 'EUR' });
    expect(stripeCalls.confirmPayment).toEqual([
      expect.objectContaining({
        clientSecret: 'pi_1_secret_abc',
        confirmParams: { return_url: 'https://client.localhost/dashboard' },
        redirect: 'if_required',
      }),
    ]);
    expect(props.onConfirmIntent).toHaveBeenCalledWith({ method: 'CARD', paymentIntent: 'pi_1' });
    expect(props.onRetrieveIntent).not.toHaveBeenCalled();
    expect(figure('Status')).toBe('Paid');
  });

  it('shows the provider’s message when the payment fails, and creates no deposit', async () => {
    const { props, user } = setUp({}, { confirm: () => ({ error: { type: 'card_error', message: 'Your card was declined.' } }) });
    await toPayment(user, '100');
    await user.type(await screen.findByRole('textbox', { name: FAKE_PAYMENT_FIELD_LABEL }), '4000');
    await user.click(payButton());

    expect(await dialog().findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(props.onConfirmIntent).not.toHaveBeenCalled();
    expect(payButton()).toBeEnabled();
  });

  it('shows the provider’s message about the fields beneath them', async () => {
    const { props, user } = setUp({}, { submitError: 'Your card number is incomplete.' });
    await toPayment(user, '100');
    await user.type(await screen.findByRole('textbox', { name: FAKE_PAYMENT_FIELD_LABEL }), '4242');
    await user.click(payButton());

    const fields = screen.getByRole('group', { name: 'Payment details' });
    expect(await within(fields.parentElement as HTMLElement).findByRole('alert')).toHaveTextContent('Your card number is incomplete.');
    expect(props.onCreateIntent).not.toHaveBeenCalled();
  });

  it('creates a SEPA debit still processing at once, as Pending', async () => {
    const { props, user } = setUp(
      { onConfirmIntent: jest.fn(() => Promise.resolve(sampleReceipt({ method: 'SEPA_DEBIT', amount: '100', status: 'PENDING' }))) },
      { confirm: () => ({ paymentIntent: { id: 'pi_1', status: 'processing' } }) },
    );
    await toPayment(user, '100', /SEPA direct debit/);
    await user.type(await screen.findByRole('textbox', { name: FAKE_PAYMENT_FIELD_LABEL }), 'DE89');
    await user.click(payButton());

    expect(await screen.findByText('Thank you for your deposit')).toBeInTheDocument();
    expect(props.onRetrieveIntent).not.toHaveBeenCalled();
    expect(props.onConfirmIntent).toHaveBeenCalledWith({ method: 'SEPA_DEBIT', paymentIntent: 'pi_1' });
    expect(figure('Status')).toBe('Pending');
    expect(screen.getByText('Your balance is credited as soon as the payment arrives.')).toBeInTheDocument();
  });

  describe('with fake timers', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('asks again after 1 s about a card payment still processing', async () => {
      const onRetrieveIntent = jest.fn(() => Promise.resolve(intent({ status: 'succeeded' })));
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { props } = setUp({ onRetrieveIntent }, { confirm: () => ({ paymentIntent: { id: 'pi_1', status: 'processing' } }) }, user);
      await toPayment(user, '100');
      await user.type(await screen.findByRole('textbox', { name: FAKE_PAYMENT_FIELD_LABEL }), '4242');
      await user.click(payButton());

      await act(() => jest.advanceTimersByTimeAsync(PAYMENT_RECHECK_MS - 1));
      expect(onRetrieveIntent).not.toHaveBeenCalled();
      expect(props.onConfirmIntent).not.toHaveBeenCalled();

      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(onRetrieveIntent).toHaveBeenCalledWith('pi_1');
      expect(await screen.findByText('Thank you for your deposit')).toBeInTheDocument();
      expect(props.onConfirmIntent).toHaveBeenCalledWith({ method: 'CARD', paymentIntent: 'pi_1' });
    });
  });
});

describe('DepositDialog after a return from the provider’s page', () => {
  it('finishes the returned payment and shows its receipt', async () => {
    const onRetrieveIntent = jest.fn(() => Promise.resolve(intent({ id: 'pi_back', paymentMethod: 'IDEAL', status: 'succeeded' })));
    const { props } = setUp({ returnedPayment: { intentId: 'pi_back' }, onRetrieveIntent });

    expect(await screen.findByText('Thank you for your deposit')).toBeInTheDocument();
    expect(onRetrieveIntent).toHaveBeenCalledWith('pi_back');
    expect(props.onConfirmIntent).toHaveBeenCalledTimes(1);
    expect(props.onConfirmIntent).toHaveBeenCalledWith({ method: 'IDEAL', paymentIntent: 'pi_back' });
    expect(props.loadStripe).not.toHaveBeenCalled();
  });

  it('shows the provider’s message when the bank refused, and leaves the form to try again', async () => {
    const onRetrieveIntent = jest.fn(() =>
      Promise.resolve(intent({ id: 'pi_back', paymentMethod: 'IDEAL', status: 'requires_payment_method', lastError: 'The bank declined the payment.' })),
    );
    const { props } = setUp({ returnedPayment: { intentId: 'pi_back' }, onRetrieveIntent });

    expect(await dialog().findByRole('alert')).toHaveTextContent('The bank declined the payment.');
    expect(props.onConfirmIntent).not.toHaveBeenCalled();
    expect(stepButton('Deposit amount')).toBeInTheDocument();
  });
});
