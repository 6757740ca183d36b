import { dayOfTimestamp, deadlineOfDay } from './project-deadline';

describe('project deadlines', () => {
  it('shows a timestamp as its day in the browser’s time zone, late in the evening too', () => {
    expect(dayOfTimestamp(new Date(2025, 0, 9, 23, 30).toISOString())).toBe('2025-01-09');
    expect(dayOfTimestamp(null)).toBe('');
    expect(dayOfTimestamp('not a date')).toBe('');
  });

  it('keeps a day as its last second and round-trips to the same day', () => {
    const deadline = deadlineOfDay('2025-03-31')!;
    expect(new Date(deadline).getHours()).toBe(23);
    expect(new Date(deadline).getSeconds()).toBe(59);
    expect(dayOfTimestamp(deadline)).toBe('2025-03-31');
    expect(deadlineOfDay('')).toBeNull();
  });
});
