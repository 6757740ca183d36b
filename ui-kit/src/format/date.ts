import { EMPTY_VALUE } from './empty-value';

export type DateInput = string | number | Date | null | undefined;

/**
 * ISO 8601 as the API and the date fields write it: a month, a day, or a day with a time (seconds, a fraction and an
 * offset optional). Without an offset it is local time, as moment read it before (decision 077 dropped moment,
 * 64 KB of every dashboard's download, for these few lines).
 */
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})(?:-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?)?$/;

function parseIso(text: string): Date | null {
  const match = ISO_DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day = 1, hour = 0, minute = 0, second = 0] = match.slice(1, 7).map((part) => (part === undefined ? undefined : Number(part)));
  const millisecond = Number((match[7] ?? '').padEnd(3, '0').slice(0, 3));
  const zone = match[8];
  // 24:00:00 is the end of a day, ISO's way of writing the next midnight
  const endOfDay = hour === 24 && minute === 0 && second === 0 && millisecond === 0;
  if (month! < 1 || month! > 12 || day < 1 || (hour > 23 && !endOfDay) || minute > 59 || second > 59) return null;
  const fields = [year!, month! - 1, day, hour, minute, second, millisecond] as const;
  // Date.UTC's own day of the month tells a 31 February from a real date; the offset moves the instant afterwards
  const asUtc = new Date(Date.UTC(...fields));
  const checked = endOfDay ? new Date(asUtc.getTime() - 1) : asUtc;
  if (checked.getUTCDate() !== day || checked.getUTCMonth() !== month! - 1) return null;
  if (zone === undefined) return new Date(...fields);
  const [sign, offsetHours, offsetMinutes] = zone === 'Z' ? [1, 0, 0] : [zone[0] === '-' ? -1 : 1, Number(zone.slice(1, 3)), Number(zone.slice(-2))];
  const offsetMs = sign * ((offsetHours * 60 + (zone.length > 3 ? offsetMinutes : 0)) * 60_000);
  return new Date(asUtc.getTime() - offsetMs);
}

const parse = (value: DateInput): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const parsed = typeof value === 'string' ? parseIso(value) : new Date(value);
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : null;
};

const twoDigits = (value: number) => String(value).padStart(2, '0');
const dayText = (date: Date) => `${twoDigits(date.getDate())}.${twoDigits(date.getMonth() + 1)}.${date.getFullYear()}`;
const timeText = (date: Date, seconds: boolean) =>
  `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}${seconds ? `:${twoDigits(date.getSeconds())}` : ''}`;

/**
 * Spec §9 dates in local time: `DD.MM.YYYY`, with `withTime` `DD.MM.YYYY HH:mm`, with both flags
 * `DD.MM.YYYY HH:mm:ss`, with only `seconds` the time of day `HH:mm:ss`. Empty or unparsable → `EMPTY_VALUE`.
 */
export function formatDate(value: DateInput, withTime = false, seconds = false): string {
  const parsed = parse(value);
  if (!parsed) return EMPTY_VALUE;
  if (withTime) return `${dayText(parsed)} ${timeText(parsed, seconds)}`;
  return seconds ? timeText(parsed, true) : dayText(parsed);
}

export interface RelativeDateLabels {
  /** Under one minute away. */
  justNow: () => string;
  minutesAgo: (minutes: number) => string;
  hoursAgo: (hours: number) => string;
  daysAgo: (days: number) => string;
  /** The same steps for dates ahead, e.g. a deadline. */
  inMinutes: (minutes: number) => string;
  inHours: (hours: number) => string;
  inDays: (days: number) => string;
  /** Shown for a missing date; without it the date shows as `EMPTY_VALUE`. */
  never?: () => string;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

export const defaultRelativeDateLabels: RelativeDateLabels = {
  justNow: () => 'just now',
  minutesAgo: (minutes) => `${plural(minutes, 'minute')} ago`,
  hoursAgo: (hours) => `${plural(hours, 'hour')} ago`,
  daysAgo: (days) => `${plural(days, 'day')} ago`,
  inMinutes: (minutes) => `in ${plural(minutes, 'minute')}`,
  inHours: (hours) => `in ${plural(hours, 'hour')}`,
  inDays: (days) => `in ${plural(days, 'day')}`,
};

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

/**
 * Spec §9 relative dates: under 1 minute `justNow`, under 1 hour minutes, under 1 day hours, under 7 days days
 * (each rounded down), otherwise `DD.MM.YYYY`. Labels are callbacks so each app translates them.
 */
export function formatRelativeDate(
  value: DateInput,
  now: Date = new Date(),
  labels: Partial<RelativeDateLabels> = {},
): string {
  const text = { ...defaultRelativeDateLabels, ...labels };
  const parsed = parse(value);
  if (!parsed) return value === null || value === undefined || value === '' ? (text.never?.() ?? EMPTY_VALUE) : EMPTY_VALUE;

  const elapsed = now.getTime() - parsed.valueOf();
  const distance = Math.abs(elapsed);
  const past = elapsed >= 0;
  if (distance < MINUTE_MS) return text.justNow();
  if (distance < HOUR_MS) {
    const minutes = Math.floor(distance / MINUTE_MS);
    return past ? text.minutesAgo(minutes) : text.inMinutes(minutes);
  }
  if (distance < DAY_MS) {
    const hours = Math.floor(distance / HOUR_MS);
    return past ? text.hoursAgo(hours) : text.inHours(hours);
  }
  if (distance < WEEK_MS) {
    const days = Math.floor(distance / DAY_MS);
    return past ? text.daysAgo(days) : text.inDays(days);
  }
  return dayText(parsed);
}
