import {
  amountProblem,
  depositCharges,
  depositFee,
  minorUnitsToDecimal,
  normalizeAmount,
  parseAmount,
  percentOf,
  type DepositFeeRule,
} from './deposit-money';

const card: DepositFeeRule = { kind: 'percentage', percentage: '0.014', minimum: 25 };
const sepa: DepositFeeRule = { kind: 'fixed', amount: 35 };

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

  it('writes minor units as the decimal the API takes', () => {
    expect(minorUnitsToDecimal(15050)).toBe('150.50');
    expect(minorUnitsToDecimal(5)).toBe('0.05');
    expect(minorUnitsToDecimal(100_000_000)).toBe('1000000.00');
  });
});

describe('payment fees', () => {
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

  it('shows a fee fraction as a percent', () => {
    expect(percentOf('0.014')).toBe('1.40');
    expect(percentOf('0.0125')).toBe('1.25');
    expect(percentOf('0')).toBe('0.00');
  });
});
