/**
 * useFilters keeps every filter as text, as the controls give it, so a list filter (languages, interests) is
 * kept as its values joined with commas; cultures and ids never contain one.
 */
export const listOf = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

export const listValue = (values: readonly string[]): string => values.join(',');
