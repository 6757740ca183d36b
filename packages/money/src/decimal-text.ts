import { readMinorUnits } from './minor-units.js';

// Decimals the API writes as text ('0.065', '1234.50') are moved between units on the text itself, so a price per
// word shown in cents or an amount handed to the formatter never passes through a binary float.

/** A plain decimal as the API writes it ('0.065', '-12.5', '3'); no exponent, no grouping. */
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Moves the decimal point `places` to the right (left when negative): '0.065' becomes '6.5' and back.
 * Null when the text is not a plain decimal.
 */
export function shiftDecimal(text: string, places: number): string | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const digits = whole + fraction;
  const point = whole.length + places;
  const padded = point <= 0 ? '0'.repeat(1 - point) + digits : digits.padEnd(point, '0');
  const at = Math.max(point, 1);
  const integer = padded.slice(0, at).replace(/^0+(?=\d)/, '');
  const decimals = padded.slice(at).replace(/0+$/, '');
  const result = decimals ? `${integer}.${decimals}` : integer;
  return sign && /[1-9]/.test(result) ? `-${result}` : result;
}

/** What a person types as a decimal ('6,5' or '6.5') in the API's spelling ('6.5'); null when it is none. */
export function typedDecimal(text: string): string | null {
  const normalized = text.trim().replace(',', '.');
  return DECIMAL.test(normalized) ? normalized : null;
}

/**
 * Decimal currency units ('123.45') as whole minor units (12345n), a fraction of a minor unit rounded half up
 * (away from zero) as core-api rounds; null when the text is not a decimal.
 */
export function decimalToMinorUnits(text: string): bigint | null {
  const shifted = shiftDecimal(text, 2);
  if (shifted === null) return null;
  const [whole, fraction = ''] = shifted.replace('-', '').split('.');
  const magnitude = (readMinorUnits(whole) ?? 0n) + (fraction >= '5' ? 1n : 0n);
  return shifted.startsWith('-') ? -magnitude : magnitude;
}

/** Spec §9: a price per word ('0.065' in currency units) in the minor units it is shown in ('6.5'). */
export function pricePerWordInMinorUnits(pricePerWord: string): string | null {
  return shiftDecimal(pricePerWord, 2);
}
