import fc from 'fast-check';
import { multiplyRate, percentOf, roundHalfUp, totalAt } from './arithmetic.js';

describe('roundHalfUp', () => {
  it.each([
    ['0.5', 1n],
    ['1.5', 2n],
    ['2.5', 3n],
    ['2.4999999999', 2n],
    ['-2.5', -3n],
    ['-0.4', 0n],
    ['140.504', 141n],
    ['140.49', 140n],
  ])('rounds %s half away from zero, never to the even neighbour', (value, rounded) => {
    expect(roundHalfUp(value)).toBe(rounded);
  });
});

describe('multiplyRate', () => {
  it('rounds exact halves up where float arithmetic would round them down', () => {
    // 100 × 0.145 is 14.499999999999998 in floats; the exact 14.5 rounds to 15
    expect(multiplyRate(100n, '0.145')).toBe(15n);
    // 150 × 0.19 = 28.5: half-even would answer 28
    expect(multiplyRate(150n, '0.19')).toBe(29n);
    expect(multiplyRate(100n, '0.285')).toBe(29n);
  });

  it('reads rates as stored (NUMERIC with trailing zeros)', () => {
    expect(multiplyRate(2800n, '0.1900')).toBe(532n);
    expect(multiplyRate(2800n, '0')).toBe(0n);
  });

  it('stays exact beyond the float range', () => {
    expect(multiplyRate(900_719_925_474_099_123n, '0.19')).toBe(171_136_785_840_078_833n);
  });

  it('refuses rates that are not non-negative decimals', () => {
    expect(() => multiplyRate(100n, '0,19')).toThrow(/decimal/);
    expect(() => multiplyRate(100n, '-0.19')).toThrow(/non-negative/);
    expect(() => multiplyRate(100n, 'NaN')).toThrow(RangeError);
  });

  it('equals straight bigint arithmetic for any amount and four-digit rate', () => {
    fc.assert(
      fc.property(fc.bigInt(0n, 10n ** 15n), fc.integer({ min: 0, max: 10_000 }), (amount, tenThousandths) => {
        const rate = `${Math.floor(tenThousandths / 10_000)}.${String(tenThousandths % 10_000).padStart(4, '0')}`;
        expect(multiplyRate(amount, rate)).toBe((amount * BigInt(tenThousandths) * 2n + 10_000n) / 20_000n);
      }),
    );
  });
});

describe('totalAt', () => {
  it('rounds the total once, where a float would land just below the half', () => {
    // 333 × 0.015 × 100 is 499.49999999999994 in floating point
    expect(totalAt(333, '0.015')).toBe(500n);
    // 997 × 0.005 = 4.985 €
    expect(totalAt(997, '0.005')).toBe(499n);
    // 70 × 0.0125 = 0.875 €
    expect(totalAt(70, '0.0125')).toBe(88n);
  });

  it('refuses a count that is not whole', () => {
    expect(() => totalAt(10.5, '0.02')).toThrow(RangeError);
  });
});

describe('percentOf', () => {
  it('shows a fee fraction as a percent', () => {
    expect(percentOf('0.014')).toBe('1.40');
    expect(percentOf('0.0125')).toBe('1.25');
    expect(percentOf('0')).toBe('0.00');
    expect(percentOf('0.00005')).toBe('0.01');
  });
});
