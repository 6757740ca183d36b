import { formatMoneyRange, formatWordsRange } from './order-format';

describe('formatWordsRange', () => {
  it('shows the ordered range until the final count is known', () => {
    expect(formatWordsRange({ min: 800, max: 1200, final: null })).toBe('800 – 1.200');
    expect(formatWordsRange({ min: 800, max: 1200, final: 1034 })).toBe('1.034');
  });

  it('shows one number when minimum and maximum are the same', () => {
    expect(formatWordsRange({ min: 500, max: 500, final: null })).toBe('500');
  });
});

describe('formatMoneyRange', () => {
  it('shows the range in the currency until the final amount is known', () => {
    expect(formatMoneyRange({ min: 1250, max: 2500, final: null, currency: 'EUR' })).toBe('12,50 € – 25,00 €');
    expect(formatMoneyRange({ min: 1250, max: 2500, final: 1999, currency: 'GBP' })).toBe('19,99 £');
  });

  it('shows a dash when the caller may not see the amount', () => {
    expect(formatMoneyRange(null)).toBe('-');
  });
});
