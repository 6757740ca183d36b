/**
 * Spec: long strings are cut at a word boundary and end in '...'. `max` limits the kept text (the '...' comes
 * on top); a single word longer than `max` is cut inside the word.
 */
export function truncateAtWord(text: string | null | undefined, max: number): string {
  if (!text) return '';
  if (text.length <= max) return text;
  // Looking one character past the limit keeps a word that ends exactly at `max`.
  const window = text.slice(0, max + 1);
  const lastSpace = window.search(/\s\S*$/);
  const kept = lastSpace > 0 ? window.slice(0, lastSpace) : text.slice(0, max);
  return `${kept.replace(/[\s.,;:!?-]+$/, '')}...`;
}

/** Spec: strips whitespace and prefixes `http://` when the address has no scheme. */
export function normalizeUrl(text: string | null | undefined): string {
  const url = (text ?? '').replace(/\s+/g, '');
  if (url === '') return '';
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(url)) return url;
  return `http://${url.replace(/^\/\//, '')}`;
}

/** Spec: a language's group is the part of its name before ' - ' ("English - US" → "English"). */
export function languageGroup(name: string | null | undefined): string {
  if (!name) return '';
  const separator = name.indexOf(' - ');
  return (separator === -1 ? name : name.slice(0, separator)).trim();
}

/** Spec §9 revision ordinals: 1st, 2nd, 3rd, then Nth (English rules, so 11th–13th and 21st, 22nd, 23rd). */
export function revisionOrdinal(n: number): string {
  const lastTwo = Math.abs(n) % 100;
  const last = Math.abs(n) % 10;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  if (last === 1) return `${n}st`;
  if (last === 2) return `${n}nd`;
  if (last === 3) return `${n}rd`;
  return `${n}th`;
}
