import { EMPTY_VALUE } from './empty-value';
import { formatDecimalMoney, formatMoney, formatNumber, formatPricePerWord, formatRate } from './number';

describe('formatNumber', () => {
  it.each([
    [1234.5, '1.234,50'],
    [0, '0,00'],
    [999.999, '1.000,00'],
    [1234567.891, '1.234.567,89'],
    [-1234.5, '-1.234,50'],
    [12, '12,00'],
  ])('formats %p German style with two decimals', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it('takes the number of decimals, e.g. 4 for per-word prices in cents', () => {
    expect(formatNumber(3.5, 4)).toBe('3,5000');
    expect(formatNumber(1234.5, 0)).toBe('1.235');
  });

  it('reads numeric strings', () => {
    expect(formatNumber('1234.5')).toBe('1.234,50');
  });

  it('never shows a negative zero', () => {
    expect(formatNumber(-0.001)).toBe('0,00');
  });

  it.each([null, undefined, '', '  ', 'abc', Number.NaN, Number.POSITIVE_INFINITY])('shows a dash for %p', (value) => {
    expect(formatNumber(value)).toBe(EMPTY_VALUE);
  });
});

describe('formatMoney', () => {
  it('formats minor units with the euro sign after the amount', () => {
    expect(formatMoney(123450, 'EUR')).toBe('1.234,50 €');
  });

  it('uses the symbol of each currency', () => {
    expect(formatMoney(199, 'USD')).toBe('1,99 $');
    expect(formatMoney(5, 'GBP')).toBe('0,05 £');
  });

  it('defaults to euro', () => {
    expect(formatMoney(100)).toBe('1,00 €');
  });

  it('accepts bigint and string minor units', () => {
    expect(formatMoney(123450n, 'EUR')).toBe('1.234,50 €');
    expect(formatMoney(' 123450 ', 'EUR')).toBe('1.234,50 €');
  });

  it('keeps every digit of amounts beyond the float range', () => {
    expect(formatMoney('123456789012345678901', 'EUR')).toBe('1.234.567.890.123.456.789,01 €');
    expect(formatMoney(9007199254740993n, 'EUR')).toBe('90.071.992.547.409,93 €');
  });

  it('formats negative amounts and zero', () => {
    expect(formatMoney(-123450, 'EUR')).toBe('-1.234,50 €');
    expect(formatMoney('-7', 'EUR')).toBe('-0,07 €');
    expect(formatMoney(0, 'EUR')).toBe('0,00 €');
  });

  it.each([12.5, Number.NaN, '12.50', '1,00', 'abc', '', null, undefined])(
    'refuses %p, which is not an integer amount of minor units',
    (value) => {
      expect(formatMoney(value, 'EUR')).toBe(EMPTY_VALUE);
    },
  );
});

describe('formatPricePerWord and formatDecimalMoney', () => {
  it('writes a price per word ×100 exactly', () => {
    expect(formatPricePerWord('0.07')).toBe('7,00');
    expect(formatPricePerWord('0.065')).toBe('6,50');
    expect(formatPricePerWord(null)).toBe('-');
    expect(formatPricePerWord('1e-2')).toBe('-');
  });

  it('writes decimal currency units as money', () => {
    expect(formatDecimalMoney('1234.5', 'EUR')).toBe('1.234,50 €');
    expect(formatDecimalMoney(null, 'EUR')).toBe('-');
    expect(formatDecimalMoney('12', null)).toBe('-');
  });
});

describe('formatRate', () => {
  it.each([
    ['0.19', '19 %'],
    ['0.077', '7,7 %'],
    ['0.145', '14,5 %'],
    ['0', '0 %'],
    ['0.0000', '0 %'],
  ])('%s reads %s', (fraction, text) => {
    expect(formatRate(fraction)).toBe(text);
  });

  it('shows the dash for a missing or unreadable rate', () => {
    expect(formatRate(null)).toBe(EMPTY_VALUE);
    expect(formatRate('19 %')).toBe(EMPTY_VALUE);
  });
});
