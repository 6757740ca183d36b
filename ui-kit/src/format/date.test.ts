import { EMPTY_VALUE } from './empty-value';
import { formatDate, formatRelativeDate } from './date';

// Built from local components so the expectations hold in every time zone.
const morning = new Date(2025, 2, 4, 9, 7, 3);

describe('formatDate', () => {
  it('shows the date as DD.MM.YYYY by default', () => {
    expect(formatDate(morning)).toBe('04.03.2025');
  });

  it('adds hours and minutes with time', () => {
    expect(formatDate(morning, true)).toBe('04.03.2025 09:07');
  });

  it('adds seconds when both flags are set', () => {
    expect(formatDate(morning, true, true)).toBe('04.03.2025 09:07:03');
  });

  it('shows only the time of day with seconds alone', () => {
    expect(formatDate(morning, false, true)).toBe('09:07:03');
  });

  it('reads ISO strings and timestamps', () => {
    expect(formatDate('2025-12-31T23:59:00', true)).toBe('31.12.2025 23:59');
    expect(formatDate('2025-01-02')).toBe('02.01.2025');
    expect(formatDate(morning.getTime())).toBe('04.03.2025');
  });

  it.each([null, undefined, '', 'not a date', '31.12.2025', Number.NaN])('shows a dash for %p', (value) => {
    expect(formatDate(value)).toBe(EMPTY_VALUE);
  });
});

describe('formatRelativeDate', () => {
  const now = new Date(2025, 5, 15, 12, 0, 0);
  const before = (ms: number) => new Date(now.getTime() - ms);
  const after = (ms: number) => new Date(now.getTime() + ms);
  const second = 1000;
  const minute = 60 * second;
  const hour = 60 * minute;
  const day = 24 * hour;

  it.each([
    [0, 'just now'],
    [59 * second, 'just now'],
    [minute, '1 minute ago'],
    [59 * minute + 59 * second, '59 minutes ago'],
    [hour, '1 hour ago'],
    [23 * hour + 59 * minute, '23 hours ago'],
    [day, '1 day ago'],
    [7 * day - second, '6 days ago'],
  ])('%p ms ago reads %p', (elapsed, expected) => {
    expect(formatRelativeDate(before(elapsed), now)).toBe(expected);
  });

  it('shows the date from 7 days on', () => {
    expect(formatRelativeDate(before(7 * day), now)).toBe('08.06.2025');
  });

  it('counts dates ahead the same way, for deadlines', () => {
    expect(formatRelativeDate(after(5 * hour + 10 * minute), now)).toBe('in 5 hours');
    expect(formatRelativeDate(after(2 * minute), now)).toBe('in 2 minutes');
    expect(formatRelativeDate(after(3 * day), now)).toBe('in 3 days');
    expect(formatRelativeDate(after(8 * day), now)).toBe('23.06.2025');
  });

  it('uses the labels the app passes', () => {
    const labels = {
      justNow: () => 'gerade eben',
      minutesAgo: (n: number) => `vor ${n} Minuten`,
      hoursAgo: (n: number) => `vor ${n} Stunden`,
      daysAgo: (n: number) => `vor ${n} Tagen`,
    };
    expect(formatRelativeDate(before(10 * second), now, labels)).toBe('gerade eben');
    expect(formatRelativeDate(before(5 * minute), now, labels)).toBe('vor 5 Minuten');
    expect(formatRelativeDate(before(2 * hour), now, labels)).toBe('vor 2 Stunden');
    expect(formatRelativeDate(before(3 * day), now, labels)).toBe('vor 3 Tagen');
  });

  it('shows the never label for a missing date and a dash for an unreadable one', () => {
    expect(formatRelativeDate(null, now, { never: () => 'never' })).toBe('never');
    expect(formatRelativeDate(undefined, now)).toBe(EMPTY_VALUE);
    expect(formatRelativeDate('soon', now, { never: () => 'never' })).toBe(EMPTY_VALUE);
  });

  it('compares against the current time by default', () => {
    expect(formatRelativeDate(new Date(Date.now() - 3 * minute))).toBe('3 minutes ago');
  });
});
