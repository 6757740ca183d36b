export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * `path?key=value…` without the empty parts: undefined, null, blank strings and empty lists are left out, so
 * the API applies its defaults; a list repeats its key (`languages=de-DE&languages=en-GB`, decision 010).
 */
export function withQuery(path: string, params: Record<string, QueryValue>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) query.append(key, String(item));
      continue;
    }
    const text = String(value).trim();
    if (text !== '') query.append(key, text);
  }
  const search = query.toString();
  return search === '' ? path : `${path}?${search}`;
}
