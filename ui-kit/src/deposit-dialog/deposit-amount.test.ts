import { normalizeAmount } from '@inkwell/money';
import { amountProblem, parseAmount } from './deposit-amount';

// The fee and minor-unit assertions that lived here run against @inkwell/money (payment-fees.test.ts,
// minor-units.test.ts); the dialog keeps the wording of typed amounts.

describe('typed deposit amounts', () => {
  it('reads a comma as the decimal point', () => {
    expect(normalizeAmount(' 150,5 ')).toBe('150.5');
    expect(parseAmount('150,5')).toBe(15050);
    expect(parseAmount('1.234')).toBeNull();
    expect(parseAmount('1234')).toBe(123400);
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['abc', 'notANumber'],
    ['1,2,3', 'notANumber'],
    ['-5', 'notANumber'],
    ['1e3', 'notANumber'],
    ['12.345', 'tooPrecise'],
    ['0', 'notPositive'],
    ['0,99', 'notPositive'],
    ['1000000000000', 'tooLarge'],
    ['1000000.01', 'tooLarge'],
  ])('%j is refused as %s', (text, problem) => {
    expect(amountProblem(text)).toBe(problem);
    expect(parseAmount(text)).toBeNull();
  });

  it.each([
    ['1', 100],
    ['1,00', 100],
    ['0150.50', 15050],
    ['1000000', 100_000_000],
  ])('%j is %d minor units', (text, minor) => {
    expect(amountProblem(text)).toBeNull();
    expect(parseAmount(text)).toBe(minor);
  });
});

describe('typed amounts within other limits', () => {
  it.each([
    ['0,50', null],
    ['25.50', null],
    ['25,51', 'tooLarge'],
    ['0', 'notPositive'],
    ['10,500', 'tooPrecise'],
  ])('%j against an available 25.50 is %s', (text, problem) => {
    expect(amountProblem(text, { max: 2550n })).toBe(problem);
  });
});
