import { isoDayOrUndefined, toGermanDate } from './api-date';

describe('API dates', () => {
  it('turns a date input value into DD.MM.YYYY for the project filters', () => {
    expect(toGermanDate('2025-03-04')).toBe('04.03.2025');
    expect(toGermanDate('')).toBeUndefined();
    expect(toGermanDate('04.03.2025')).toBeUndefined();
  });

  it('passes whole days only', () => {
    expect(isoDayOrUndefined(' 2025-12-31 ')).toBe('2025-12-31');
    expect(isoDayOrUndefined('2025-12')).toBeUndefined();
  });
});
