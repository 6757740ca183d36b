/**
 * A project's deadline is a day to the people who set it and a moment to core-api: the end of that day in the
 * browser's time zone, so "due on the 9th" still holds at 23:30 on the 9th.
 */

/** The day of an ISO timestamp as a date input shows it (YYYY-MM-DD), in the browser's time zone; '' without one. */
export function dayOfTimestamp(timestamp: string | null): string {
  if (!timestamp) return '';
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A date input's day as the deadline core-api keeps: its last second; null for an empty input. */
export function deadlineOfDay(day: string): string | null {
  return day ? new Date(`${day}T23:59:59`).toISOString() : null;
}
