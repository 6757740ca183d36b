// Money arithmetic for the e2e expectations, on bigint and decimal strings only (pg returns numeric and bigint as text).

/** A decimal string such as "0.045000" as an integer of its digits and the power of ten it is scaled by. */
function parseDecimal(text: string): { digits: bigint; scale: bigint } {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`Not a decimal number: ${JSON.stringify(text)}`);
  const [, sign, whole, fraction = ''] = match;
  const digits = BigInt(`${whole}${fraction}`);
  return { digits: sign === '-' ? -digits : digits, scale: 10n ** BigInt(fraction.length) };
}

/** numerator / denominator rounded half away from zero, for non-negative amounts as the product uses them. */
function divideRoundingHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (numerator < 0n || denominator <= 0n) throw new Error('Only non-negative amounts are rounded here');
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** round_half_up(words × perWord × 100): minor units for a number of words at a per-word rate in currency units. */
export function minorUnitsFor(words: number, perWord: string): bigint {
  const rate = parseDecimal(perWord);
  return divideRoundingHalfUp(BigInt(words) * rate.digits * 100n, rate.scale);
}

/** The gross price of decision 010: net = round_half_up(words × price × 100), tax = round_half_up(net × vat). */
export function grossFor(words: number, pricePerWord: string, vat: string): bigint {
  const net = minorUnitsFor(words, pricePerWord);
  const rate = parseDecimal(vat);
  return net + divideRoundingHalfUp(net * rate.digits, rate.scale);
}

/** Minor units as the apps show euros: `123450n` → `1.234,50 €` (dot between thousands, comma before cents). */
export function euros(minorUnits: bigint): string {
  const negative = minorUnits < 0n;
  const cents = (negative ? -minorUnits : minorUnits).toString().padStart(3, '0');
  const whole = cents.slice(0, -2);
  const groups: string[] = [];
  for (let end = whole.length; end > 0; end -= 3) groups.unshift(whole.slice(Math.max(0, end - 3), end));
  return `${negative ? '-' : ''}${groups.join('.')},${cents.slice(-2)} €`;
}

/** Minor units as an English (en-GB) document prints euros: `123450n` → `€1,234.50`, as the invoice PDFs do. */
export function eurosInEnglish(minorUnits: bigint): string {
  const negative = minorUnits < 0n;
  const cents = (negative ? -minorUnits : minorUnits).toString().padStart(3, '0');
  const whole = cents.slice(0, -2);
  const groups: string[] = [];
  for (let end = whole.length; end > 0; end -= 3) groups.unshift(whole.slice(Math.max(0, end - 3), end));
  return `${negative ? '-' : ''}€${groups.join(',')}.${cents.slice(-2)}`;
}

/** round_half_up(amount × rate) for a rate given as a decimal string ("0.014", "0.19"), in minor units. */
export function percentageOf(minorUnits: bigint, rate: string): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!match || minorUnits < 0n) throw new Error(`Not a non-negative rate and amount: ${rate}, ${minorUnits}`);
  const [, whole, fraction = ''] = match;
  const scale = 10n ** BigInt(fraction.length);
  return (minorUnits * BigInt(`${whole}${fraction}`) * 2n + scale) / (scale * 2n);
}
