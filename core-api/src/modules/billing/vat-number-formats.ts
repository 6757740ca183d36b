/**
 * The shape of a VAT identification number in each EU member state, without its country prefix (the
 * European Commission's VIES FAQ "VAT number format"). Passing it proves only that the number could exist.
 */
const VAT_NUMBER_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  GR: /^\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

/** VIES names Greece EL, not its ISO code GR. */
const VIES_COUNTRY_CODE: Readonly<Record<string, string>> = { GR: 'EL' };

export function viesCountryCode(country: string): string {
  return VIES_COUNTRY_CODE[country] ?? country;
}

/**
 * The number as VIES wants it: upper case, without spaces, dots or dashes, and without the country prefix
 * people often type in front of it ("DE 123.456.789" → "123456789").
 */
export function compactVatNumber(country: string, vatNumber: string): string {
  const compact = vatNumber.toUpperCase().replace(/[\s.\-_/]/g, '');
  // A French key may itself start with the letters FR: a number that fits as typed keeps them.
  if (VAT_NUMBER_FORMATS[country]?.test(compact)) return compact;
  for (const prefix of new Set([viesCountryCode(country), country])) {
    if (compact.startsWith(prefix) && compact.length > prefix.length) return compact.slice(prefix.length);
  }
  return compact;
}

/** Null when the country has no VAT number format here (not an EU member state). */
export function hasValidVatNumberFormat(country: string, vatNumber: string): boolean | null {
  const format = VAT_NUMBER_FORMATS[country];
  if (!format) return null;
  return format.test(compactVatNumber(country, vatNumber));
}
