/** A filter control's text as one of the values the API accepts, or undefined for "any". */
export function oneOf<T extends string>(values: readonly T[], text: string): T | undefined {
  return (values as readonly string[]).includes(text) ? (text as T) : undefined;
}
