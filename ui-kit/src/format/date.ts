import moment from 'moment';
import { EMPTY_VALUE } from './empty-value';

export type DateInput = string | number | Date | moment.Moment | null | undefined;

const parse = (value: DateInput): moment.Moment | null => {
  if (value === null || value === undefined || value === '') return null;
  const parsed = typeof value === 'string' ? moment(value, moment.ISO_8601) : moment(value);
  return parsed.isValid() ? parsed : null;
};

/**
 * Spec §9 dates in local time: `DD.MM.YYYY`, with `withTime` `DD.MM.YYYY HH:mm`, with both flags
 * `DD.MM.YYYY HH:mm:ss`, with only `seconds` the time of day `HH:mm:ss`. Empty or unparsable → `EMPTY_VALUE`.
 */
export function formatDate(value: DateInput, withTime = false, seconds = false): string {
  const parsed = parse(value);
  if (!parsed) return EMPTY_VALUE;
  if (withTime) return parsed.format(seconds ? 'DD.MM.YYYY HH:mm:ss' : 'DD.MM.YYYY HH:mm');
  return parsed.format(seconds ? 'HH:mm:ss' : 'DD.MM.YYYY');
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
  return parsed.format('DD.MM.YYYY');
}
