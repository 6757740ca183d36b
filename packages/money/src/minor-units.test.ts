import { minorUnitsToDecimal, readMinorUnits, toJsonMinorUnits } from './minor-units.js';

describe('toJsonMinorUnits', () => {
  it('turns bigints a JSON number holds exactly into numbers', () => {
    expect(toJsonMinorUnits(0n)).toBe(0);
    expect(toJsonMinorUnits(-4_995n)).toBe(-4_995);
    expect(toJsonMinorUnits(BigInt(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses amounts beyond Number.MAX_SAFE_INTEGER either way instead of rounding them', () => {
    expect(() => toJsonMinorUnits(BigInt(Number.MAX_SAFE_INTEGER) + 1n)).toThrow(RangeError);
    expect(() => toJsonMinorUnits(BigInt(Number.MIN_SAFE_INTEGER) - 1n)).toThrow(RangeError);
    expect(() => toJsonMinorUnits(12 as unknown as bigint)).toThrow(TypeError);
  });
});

describe('readMinorUnits', () => {
  it('reads bigints, safe integers and integer text', () => {
    expect(readMinorUnits(123450n)).toBe(123450n);
    expect(readMinorUnits(-7)).toBe(-7n);
    expect(readMinorUnits(' 123450 ')).toBe(123450n);
    expect(readMinorUnits('123456789012345678901')).toBe(123456789012345678901n);
  });

  it.each([12.5, Number.NaN, 2 ** 53, '12.50', '1,00', 'abc', ''])('refuses %p, which is not a whole number of minor units', (value) => {
    expect(readMinorUnits(value)).toBeNull();
  });
});

describe('minorUnitsToDecimal', () => {
  it('writes minor units as the decimal the API takes', () => {
    expect(minorUnitsToDecimal(15050)).toBe('150.50');
    expect(minorUnitsToDecimal(5)).toBe('0.05');
    expect(minorUnitsToDecimal(100_000_000)).toBe('1000000.00');
  });

  it('is exact for zero, negatives and amounts beyond the float range', () => {
    expect(minorUnitsToDecimal(0n)).toBe('0.00');
    expect(minorUnitsToDecimal(-5n)).toBe('-0.05');
    expect(minorUnitsToDecimal(900_719_925_474_099_123n)).toBe('9007199254740991.23');
  });

  it('refuses a fraction of a minor unit', () => {
    expect(() => minorUnitsToDecimal(12.5)).toThrow(RangeError);
  });
});
