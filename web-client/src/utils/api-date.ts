const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date input's value (YYYY-MM-DD) as the project filters want it (DD.MM.YYYY); anything else → undefined. */
export function toGermanDate(isoDay: string): string | undefined {
  const match = ISO_DAY.exec(isoDay.trim());
  return match ? `${match[3]}.${match[2]}.${match[1]}` : undefined;
}

/** A date input's value when it is a whole day (YYYY-MM-DD), else undefined. */
export function isoDayOrUndefined(isoDay: string): string | undefined {
  return ISO_DAY.test(isoDay.trim()) ? isoDay.trim() : undefined;
}
