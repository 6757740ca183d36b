import { decimalToMinorUnits, pricePerWordInMinorUnits, shiftDecimal, typedDecimal } from './decimal-text';

describe('decimal text', () => {
  it.each([
    ['0.065', 2, '6.5'],
    ['6.5', -2, '0.065'],
    ['12', -2, '0.12'],
    ['0.0001', 2, '0.01'],
    ['3', 2, '300'],
    ['-0.5', 2, '-50'],
    ['0', -2, '0'],
  ])('shifts %s by %i to %s', (text, places, expected) => {
    expect(shiftDecimal(text, places)).toBe(expected);
  });

  it('refuses what is not a plain decimal', () => {
    expect(shiftDecimal('1e3', 2)).toBeNull();
    expect(typedDecimal('6,5')).toBe('6.5');
    expect(typedDecimal('abc')).toBeNull();
  });

  it('reads money in currency units as minor units, a fraction of one rounded half up', () => {
    expect(decimalToMinorUnits('1234.5')).toBe(123450n);
    expect(decimalToMinorUnits('0.10')).toBe(10n);
    expect(decimalToMinorUnits('0.125')).toBe(13n);
    expect(decimalToMinorUnits('0.124')).toBe(12n);
    expect(decimalToMinorUnits('-0.125')).toBe(-13n);
    expect(decimalToMinorUnits('12,5')).toBeNull();
  });

  it('shows a price per word in minor units without a float in between', () => {
    // 0.07 * 100 is 7.000000000000001 in binary floating point
    expect(pricePerWordInMinorUnits('0.07')).toBe('7');
    expect(pricePerWordInMinorUnits('0.065')).toBe('6.5');
    expect(pricePerWordInMinorUnits('abc')).toBeNull();
  });
});
