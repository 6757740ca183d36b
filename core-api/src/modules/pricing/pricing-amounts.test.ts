import { amountAt, payAt } from './pricing.service.js';

// The payment fee's tests run against @inkwell/money, where the rule now lives (payment-fees.test.ts).

describe('amountAt', () => {
  it('rounds the net half-up once, where a float would land just below the half', () => {
    // 333 × 0.015 × 100 is 499.49999999999994 in floating point
    expect(amountAt(333, '0.015', '0')).toEqual({ net: 500n, tax: 0n, gross: 500n });
  });

  it('rounds an exact half up, not to the even neighbour', () => {
    // 997 × 0.005 = 4.985 €
    expect(amountAt(997, '0.005', '0').net).toBe(499n);
  });

  it('rounds the tax half-up from the rounded net', () => {
    // 1.05 € × 0.19 = 0.1995 €
    expect(amountAt(70, '0.015', '0.19')).toEqual({ net: 105n, tax: 20n, gross: 125n });
    // 1.50 € × 0.19 = 0.285 €: half-even would answer 28
    expect(amountAt(100, '0.015', '0.19')).toEqual({ net: 150n, tax: 29n, gross: 179n });
  });

  it('answers bigints and stays exact for the largest quote', () => {
    const amount = amountAt(100_000_000, '0.155', '0.2');
    expect(typeof amount.net).toBe('bigint');
    expect(amount).toEqual({ net: 1_550_000_000n, tax: 310_000_000n, gross: 1_860_000_000n });
  });

  it('reads rates as stored (NUMERIC with six places) and zero words as nothing', () => {
    expect(amountAt(1000, '0.028000', '0.1900')).toEqual({ net: 2800n, tax: 532n, gross: 3332n });
    expect(amountAt(0, '0.12', '0.19')).toEqual({ net: 0n, tax: 0n, gross: 0n });
  });

  it('refuses word counts that are not whole and rates that are not decimals', () => {
    expect(() => amountAt(-1, '0.02', '0')).toThrow(RangeError);
    expect(() => amountAt(10.5, '0.02', '0')).toThrow(RangeError);
    expect(() => amountAt(10, '0,02', '0')).toThrow(/decimal/);
    expect(() => amountAt(10, '-0.02', '0')).toThrow(/non-negative/);
    expect(() => amountAt(10, '0.02', 'NaN')).toThrow(/VAT/);
  });
});

describe('payAt', () => {
  it('rounds half-up to the minor unit and answers a bigint', () => {
    // 70 × 0.0125 = 0.875 €
    expect(payAt(70, '0.0125')).toBe(88n);
    // 333 × 0.0125 = 4.1625 €
    expect(payAt(333, '0.0125')).toBe(416n);
    expect(payAt(333, '0.015')).toBe(500n);
  });

  it('refuses a negative word count', () => {
    expect(() => payAt(-3, '0.01')).toThrow(RangeError);
  });
});
