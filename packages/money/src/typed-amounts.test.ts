import { DEPOSIT_LIMITS, normalizeAmount, readAmount, type AmountLimits } from './typed-amounts.js';

const REFUND_LIMITS: AmountLimits = { max: 100_000_000_000n };

describe('readAmount', () => {
  it('reads a comma as the decimal point', () => {
    expect(normalizeAmount(' 150,5 ')).toBe('150.5');
    expect(readAmount('150,5', DEPOSIT_LIMITS)).toEqual({ minorUnits: 15_050n });
    expect(readAmount('0150.50', DEPOSIT_LIMITS)).toEqual({ minorUnits: 15_050n });
    expect(readAmount('1000000', DEPOSIT_LIMITS)).toEqual({ minorUnits: 100_000_000n });
  });

  it('reads JSON numbers exactly, written out in full', () => {
    expect(readAmount(150.5, DEPOSIT_LIMITS)).toEqual({ minorUnits: 15_050n });
    expect(readAmount(10 ** 12, DEPOSIT_LIMITS)).toEqual({ problem: 'tooLarge' });
    expect(readAmount(1e21, REFUND_LIMITS)).toEqual({ problem: 'tooLarge' });
    expect(readAmount(Number.NaN, DEPOSIT_LIMITS)).toEqual({ problem: 'notANumber' });
    expect(readAmount(Number.POSITIVE_INFINITY, DEPOSIT_LIMITS)).toEqual({ problem: 'notANumber' });
  });

  it.each([
    ['', 'notANumber'],
    ['abc', 'notANumber'],
    ['1,2,3', 'notANumber'],
    ['12abc', 'notANumber'],
    ['1e3', 'notANumber'],
    ['+5', 'notANumber'],
    ['-abc', 'notANumber'],
    ['-5', 'negative'],
    ['-0', 'negative'],
    ['12.345', 'tooPrecise'],
    ['10,555', 'tooPrecise'],
    ['10,500', 'tooPrecise'],
    ['0,001', 'tooPrecise'],
    ['0', 'tooSmall'],
    ['0,99', 'tooSmall'],
    ['1000000000000', 'tooLarge'],
    ['1000000.01', 'tooLarge'],
  ])('refuses the deposit %j as %s', (text, problem) => {
    expect(readAmount(text, DEPOSIT_LIMITS)).toEqual({ problem });
  });

  it('takes any positive cent when no minimum is set, but never zero', () => {
    expect(readAmount('0,01', REFUND_LIMITS)).toEqual({ minorUnits: 1n });
    expect(readAmount('0.00', REFUND_LIMITS)).toEqual({ problem: 'tooSmall' });
    expect(readAmount('1000000000', REFUND_LIMITS)).toEqual({ minorUnits: 100_000_000_000n });
    expect(readAmount('1000000000.01', REFUND_LIMITS)).toEqual({ problem: 'tooLarge' });
  });
});
