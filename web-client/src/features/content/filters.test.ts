import {
  acceptedYears,
  emptyOrderFilters,
  emptyProjectFilters,
  listOf,
  listValue,
  ordersQueryOf,
  projectsQueryOf,
} from './filters';

describe('content filters', () => {
  it('send project dates as DD.MM.YYYY and ids as numbers, leaving out what is not set or not valid', () => {
    expect(
      projectsQueryOf({ ...emptyProjectFilters, createdFrom: '2025-01-31', acceptedTo: '2025-02-01', id: '12', orderId: 'x1' }),
    ).toEqual(expect.objectContaining({ createdFrom: '31.01.2025', acceptedTo: '01.02.2025', id: 12, orderId: undefined }));
  });

  it('send the linguist group name trimmed, and leave it out when blank', () => {
    expect(projectsQueryOf({ ...emptyProjectFilters, groupName: '  Fashion ' }).groupName).toBe('Fashion');
    expect(projectsQueryOf({ ...emptyProjectFilters, groupName: '   ' }).groupName).toBeUndefined();
  });

  it('send the picked languages as lists, and leave them out when none is picked', () => {
    const cultures = listValue(['de-DE', 'de-AT']);
    expect(listOf(cultures)).toEqual(['de-DE', 'de-AT']);
    expect(projectsQueryOf({ ...emptyProjectFilters, culture: cultures }).culture).toEqual(['de-DE', 'de-AT']);
    expect(ordersQueryOf({ ...emptyOrderFilters, language: cultures }).languages).toEqual(['de-DE', 'de-AT']);
    expect(projectsQueryOf(emptyProjectFilters).culture).toBeUndefined();
    expect(ordersQueryOf(emptyOrderFilters).languages).toBeUndefined();
    expect(listOf('')).toEqual([]);
  });

  it('turn the remaining-time choice into remainingTo or remainingFrom', () => {
    expect(ordersQueryOf({ ...emptyOrderFilters, remaining: 'under8' })).toMatchObject({ remainingTo: 8, remainingFrom: undefined });
    expect(ordersQueryOf({ ...emptyOrderFilters, remaining: 'over48' })).toMatchObject({ remainingTo: undefined, remainingFrom: 48 });
  });

  it('offer accepted years from this year back to 2011', () => {
    const years = acceptedYears(new Date(2026, 5, 1));
    expect(years[0]).toBe(2026);
    expect(years[years.length - 1]).toBe(2011);
    expect(years).toHaveLength(16);
  });
});
