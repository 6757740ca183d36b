import type { InterfaceLanguage } from '@inkwell/contracts';
import { describeMoney, formatMoney } from './money-text.js';

// Locales separate the symbol with non-breaking spaces; the figures are what matters here.
const plainSpaces = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

describe('formatMoney in the apps (no language)', () => {
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

  it('keeps every digit of amounts beyond the float range', () => {
    expect(formatMoney(123456789012345678901n, 'EUR')).toBe('1.234.567.890.123.456.789,01 €');
    expect(formatMoney(9007199254740993n, 'EUR')).toBe('90.071.992.547.409,93 €');
  });

  it('formats negative amounts and zero', () => {
    expect(formatMoney(-123450, 'EUR')).toBe('-1.234,50 €');
    expect(formatMoney(-7n, 'EUR')).toBe('-0,07 €');
    expect(formatMoney(0, 'EUR')).toBe('0,00 €');
  });

  it('refuses a fraction of a minor unit instead of rounding it', () => {
    expect(() => formatMoney(12.5, 'EUR')).toThrow(RangeError);
  });
});

describe('formatMoney on documents (in the reader’s language)', () => {
  it('is formatted from minor units exactly, with two decimals, in the client’s language', () => {
    const shown = (amount: bigint, currency: string, language: InterfaceLanguage) => plainSpaces(formatMoney(amount, currency, language));
    expect(shown(123_456_789n, 'EUR', 'de')).toBe('1.234.567,89 €');
    expect(shown(123_456_789n, 'EUR', 'fr')).toBe('1 234 567,89 €');
    expect(shown(100n, 'GBP', 'en')).toBe('£1.00');
    expect(shown(-2_380n, 'EUR', 'it')).toBe('-23,80 €');
    expect(shown(900_719_925_474_099_123n, 'USD', 'en')).toBe('US$9,007,199,254,740,991.23');
  });

  it('writes the e2e card deposit as the English invoice does', () => {
    expect(formatMoney(12_251n, 'EUR', 'en')).toBe('€122.51');
  });
});

describe('describeMoney', () => {
  it('writes exact digits and the currency code for messages', () => {
    expect(describeMoney(123_450n, 'EUR')).toBe('1234.50 EUR');
    expect(describeMoney(-5n, 'GBP')).toBe('-0.05 GBP');
    expect(describeMoney(0n, 'USD')).toBe('0.00 USD');
  });
});
