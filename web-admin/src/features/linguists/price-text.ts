/**
 * Prices per word travel as decimal strings in major units ('0.065'); staff type and read them in cents per word
 * (spec §9: shown ×100), so '6,5' ↔ '0.065'. Shifted as text: no float ever holds the price.
 */

const TYPED_CENTS = /^(\d{1,7})(?:[.,](\d{1,4}))?$/;

/** '6,5' or '6.50' (cents per word) → '0.065'; null when it is not a decimal staff may type. */
export function centsToPerWord(typed: string): string | null {
  const match = TYPED_CENTS.exec(typed.trim());
  if (!match) return null;
  const places = (match[2]?.length ?? 0) + 2;
  const digits = `${match[1]}${match[2] ?? ''}`.padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places).replace(/^0+(?=\d)/, '') || '0';
  const fraction = digits.slice(digits.length - places).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** '0.065000' (per word) → '6,5' (cents, as staff type it); null for anything that is not a plain decimal. */
export function perWordToCents(decimal: string): string | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(decimal.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  const whole = `${match[1]}${fraction.slice(0, 2)}`.replace(/^0+(?=\d)/, '');
  const rest = fraction.slice(2).replace(/0+$/, '');
  return rest ? `${whole},${rest}` : whole;
}
