import { parse } from 'node:querystring';

/** `services[]`, `services[0]`: the bracket suffixes qs (axios's default), PHP and jQuery write after a list's name. */
const BRACKETS = /^(.+?)\[\d*\]$/;

/**
 * core-api's query parser: Node's flat one (no nested objects from `a[b]=c`, so no prototype keys or deep
 * structures from a query), reading a list the three ways common HTTP clients write it. Repeated keys become an
 * array, bracketed keys join their bare name, and comma lists are split by the list parameters' schema
 * (`listParam`), so `services=a&services=b`, `services[]=a&services[]=b` and `services=a,b` are one list.
 */
export function parseQueryString(query: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  const parsed = parse(query);
  for (const rawKey of Object.keys(parsed)) {
    const key = BRACKETS.exec(rawKey)?.[1] ?? rawKey;
    const values = ([] as string[]).concat(parsed[rawKey] ?? []);
    const previous = result[key];
    const merged = previous === undefined ? values : [...([] as string[]).concat(previous), ...values];
    // A bracketed key is a list even with one value: `services[]=a` means ['a'].
    result[key] = merged.length === 1 && key === rawKey && previous === undefined ? (merged[0] as string) : merged;
  }
  return result;
}
