import { decimalToMinorUnits, shiftDecimal, typedDecimal } from './decimal-text';

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

  it('reads money in currency units as minor units', () => {
    expect(decimalToMinorUnits('1234.5')).toBe(123450);
    expect(decimalToMinorUnits('0.10')).toBe(10);
  });
});
