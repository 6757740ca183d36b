import fc from 'fast-check';
import { PAYMENT_METHODS, type PaymentFeeRule, type PaymentMethod } from '@inkwell/contracts';
import { DEPOSIT_MAX_MINOR_UNITS } from './typed-amounts.js';
import { PAYMENT_FEES, depositCharges, depositFee, depositFigures, feeRuleOf, paymentFee, vatOnFee } from './payment-fees.js';

/**
 * The oracle: the rule as DESIGN §3.1 writes it and as core-api's `paymentFee` and ui-kit's `depositFee`
 * computed it before this package, in straight bigint arithmetic and without any of the package's code. Card,
 * giropay, SOFORT and PayPal cost max(0.25, 1.40 % of the amount); SEPA debit 0.35; iDEAL 0.45; bank transfer
 * nothing. VAT at the client's rate is due on the fee. Everything rounds half-up to the minor unit.
 */
const oracle = {
  rules: {
    CARD: { per: 14n, of: 1000n, minimum: 25n },
    GIROPAY: { per: 14n, of: 1000n, minimum: 25n },
    SOFORT: { per: 14n, of: 1000n, minimum: 25n },
    PAYPAL: { per: 14n, of: 1000n, minimum: 25n },
    SEPA_DEBIT: { fixed: 35n },
    IDEAL: { fixed: 45n },
    BANK: { fixed: 0n },
  } satisfies Record<PaymentMethod, { per: bigint; of: bigint; minimum: bigint } | { fixed: bigint }>,
  halfUp: (numerator: bigint, denominator: bigint) => (numerator * 2n + denominator) / (denominator * 2n),
  fee(method: PaymentMethod, amount: bigint): bigint {
    const rule = oracle.rules[method];
    if ('fixed' in rule) return rule.fixed;
    const percentage = oracle.halfUp(amount * rule.per, rule.of);
    return percentage > rule.minimum ? percentage : rule.minimum;
  },
  /** `vat` in ten-thousandths (1900 is 19 %), as VAT rates are stored with four places. */
  figures(method: PaymentMethod, net: bigint, vatTenThousandths: bigint) {
    const fee = oracle.fee(method, net);
    const tax = oracle.halfUp(fee * vatTenThousandths, 10_000n);
    return { net, fee, tax, gross: net + fee + tax };
  },
};

const vatText = (tenThousandths: bigint) => `0.${tenThousandths.toString().padStart(4, '0')}`;

const methods = fc.constantFrom(...PAYMENT_METHODS);
/** 1 minor unit up to the largest deposit, with the small amounts around the minimum fee well covered. */
const amounts = fc.oneof(fc.bigInt(1n, 5_000n), fc.bigInt(1n, BigInt(DEPOSIT_MAX_MINOR_UNITS)));
/** 0 % to 30 %, four places; the VAT rates of the EU countries lie between. */
const vats = fc.bigInt(0n, 3_000n);

describe('the fee rule, against the oracle', () => {
  it('gives the same fee for every method and amount', () => {
    fc.assert(
      fc.property(methods, amounts, (method, amount) => {
        expect(paymentFee(method, amount, 'EUR')).toBe(oracle.fee(method, amount));
      }),
      { numRuns: 5_000 },
    );
  });

  it('gives the same deposit figures (fee, VAT on the fee, gross) for every method, amount and VAT rate', () => {
    fc.assert(
      fc.property(methods, amounts, vats, (method, net, vat) => {
        expect(depositFigures(method, net, vatText(vat), 'EUR')).toEqual(oracle.figures(method, net, vat));
      }),
      { numRuns: 5_000 },
    );
  });

  it('shows in the dialog, from the rule the server sends, exactly what the server charges', () => {
    fc.assert(
      fc.property(methods, amounts, vats, (method, net, vat) => {
        const server = depositFigures(method, net, vatText(vat), 'EUR');
        expect(depositCharges(feeRuleOf(method), Number(net), vatText(vat))).toEqual({
          amountNet: Number(server.net),
          fee: Number(server.fee),
          tax: Number(server.tax),
          amountGross: Number(server.gross),
        });
        expect(depositFee(feeRuleOf(method), Number(net))).toBe(Number(server.fee));
      }),
      { numRuns: 2_000 },
    );
  });

  it('checks every method at the edges: one minor unit, around the minimum, the largest deposit', () => {
    const edges = [1n, 1_785n, 1_786n, 1_787n, 1_821n, 1_822n, 99_999_999n, BigInt(DEPOSIT_MAX_MINOR_UNITS)];
    for (const method of PAYMENT_METHODS) {
      for (const amount of edges) expect([method, amount, paymentFee(method, amount, 'EUR')]).toEqual([method, amount, oracle.fee(method, amount)]);
    }
  });
});

describe('concrete figures', () => {
  it.each([
    // the e2e billing story: 120,50 € by card at 19 % → fee 1,69 €, VAT 0,32 €, 122,51 € charged
    ['CARD', 12_050n, '0.19', { net: 12_050n, fee: 169n, tax: 32n, gross: 12_251n }],
    // the Stripe deposit's ledger in stripe-payments.test.ts
    ['CARD', 10_000n, '0.19', { net: 10_000n, fee: 140n, tax: 27n, gross: 10_167n }],
    // 35 × 0.19 = 6.65 → 7
    ['SEPA_DEBIT', 5_000n, '0.19', { net: 5_000n, fee: 35n, tax: 7n, gross: 5_042n }],
    ['SEPA_DEBIT', 5_000n, '0', { net: 5_000n, fee: 35n, tax: 0n, gross: 5_035n }],
    ['IDEAL', 1_000n, '0.21', { net: 1_000n, fee: 45n, tax: 9n, gross: 1_054n }],
    ['BANK', 25_000n, '0.19', { net: 25_000n, fee: 0n, tax: 0n, gross: 25_000n }],
  ] as const)('%s of %p at VAT %s', (method, net, vat, figures) => {
    expect(depositFigures(method, net, vat, 'EUR')).toEqual(figures);
  });
});

describe('paymentFee', () => {
  const percentageMethods: PaymentMethod[] = ['CARD', 'GIROPAY', 'SOFORT', 'PAYPAL'];

  it.each(percentageMethods)('%s charges at least 0.25', (method) => {
    expect(paymentFee(method, 1000n, 'EUR')).toBe(25n);
    // 1.40 % of 17.86 € is 0.250 €
    expect(paymentFee(method, 1786n, 'EUR')).toBe(25n);
  });

  it.each(percentageMethods)('%s charges 1.40 %% of the gross above the minimum, rounded half-up', (method) => {
    expect(paymentFee(method, 5000n, 'EUR')).toBe(70n);
    // 27.50 € × 1.4 % = 0.385 €
    expect(paymentFee(method, 2750n, 'EUR')).toBe(39n);
    // 19.64 € × 1.4 % = 0.27496 €
    expect(paymentFee(method, 1964n, 'EUR')).toBe(27n);
  });

  it('charges the flat fees of SEPA debit and iDEAL whatever the amount, and nothing for bank transfer', () => {
    for (const gross of [100n, 1_000_000n]) {
      expect(paymentFee('SEPA_DEBIT', gross, 'EUR')).toBe(35n);
      expect(paymentFee('IDEAL', gross, 'EUR')).toBe(45n);
      expect(paymentFee('BANK', gross, 'EUR')).toBe(0n);
    }
  });

  it('applies the same minor-unit fees in USD and GBP', () => {
    expect(paymentFee('CARD', 1000n, 'GBP')).toBe(25n);
    expect(paymentFee('PAYPAL', 5000n, 'USD')).toBe(70n);
    expect(paymentFee('IDEAL', 5000n, 'USD')).toBe(45n);
  });

  it('knows every method the spec lists and refuses unknown methods, currencies and negative amounts', () => {
    expect([...PAYMENT_METHODS].sort()).toEqual(['BANK', 'CARD', 'GIROPAY', 'IDEAL', 'PAYPAL', 'SEPA_DEBIT', 'SOFORT']);
    expect(Object.keys(PAYMENT_FEES).sort()).toEqual([...PAYMENT_METHODS].sort());
    expect(() => paymentFee('CASH' as PaymentMethod, 1000n, 'EUR')).toThrow(/payment method/);
    expect(() => paymentFee('toString' as PaymentMethod, 1000n, 'EUR')).toThrow(/payment method/);
    expect(() => paymentFee('CARD', 1000n, 'CHF' as 'EUR')).toThrow(/currency/);
    expect(() => paymentFee('CARD', -1n, 'EUR')).toThrow(RangeError);
  });
});

describe('the fee rule as the dialog receives it', () => {
  const card: PaymentFeeRule = { kind: 'percentage', percentage: '0.014', minimum: 25 };
  const sepa: PaymentFeeRule = { kind: 'fixed', amount: 35 };

  it('is the contract shape of each method', () => {
    expect(feeRuleOf('CARD')).toEqual(card);
    expect(feeRuleOf('SEPA_DEBIT')).toEqual(sepa);
    expect(feeRuleOf('BANK')).toEqual({ kind: 'fixed', amount: 0 });
  });

  it('charges the percentage, but never less than the minimum', () => {
    expect(depositFee(card, 1000)).toBe(25); // 1.40 % of 10,00 is 0,14: the minimum applies
    expect(depositFee(card, 1785)).toBe(25); // 24.99 rounds to 25 either way
    expect(depositFee(card, 10_000)).toBe(140);
    expect(depositFee(card, 10_036)).toBe(141); // 140.504 rounds half up
    expect(depositFee(card, 10_035)).toBe(140); // 140.49
  });

  it('charges a fixed fee whatever the amount', () => {
    expect(depositFee(sepa, 100)).toBe(35);
    expect(depositFee(sepa, 100_000_000)).toBe(35);
    expect(depositFee({ kind: 'fixed', amount: 0 }, 5000)).toBe(0);
  });

  it('adds VAT on the fee to what the client pays, rounded half up', () => {
    expect(depositCharges(card, 10_000, '0.19')).toEqual({ amountNet: 10_000, fee: 140, tax: 27, amountGross: 10_167 });
    // 35 × 0.19 = 6.65 → 7
    expect(depositCharges(sepa, 5000, '0.19')).toEqual({ amountNet: 5000, fee: 35, tax: 7, amountGross: 5042 });
    expect(depositCharges(sepa, 5000, '0')).toEqual({ amountNet: 5000, fee: 35, tax: 0, amountGross: 5035 });
  });

  it('rounds exact halves up where float arithmetic would round them down', () => {
    // 100 × 0.145 is 14.499999999999998 in floats; the exact 14.5 rounds to 15
    expect(depositFee({ kind: 'percentage', percentage: '0.145', minimum: 0 }, 100)).toBe(15);
    expect(depositCharges({ kind: 'fixed', amount: 100 }, 5000, '0.285').tax).toBe(29);
    expect(depositFee(card, 100_000_000)).toBe(1_400_000);
  });
});

describe('vatOnFee', () => {
  it('is the VAT the deposit figures charge, so a deposit invoice splits its tax the same way', () => {
    expect(vatOnFee(169n, '0.19')).toBe(32n);
    expect(vatOnFee(35n, '0.1900')).toBe(7n);
    expect(vatOnFee(0n, '0.19')).toBe(0n);
  });
});
