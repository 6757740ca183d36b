import { buildAssignment, buildOrder } from '@inkwell/web-kit/testing';
import { formatTimeOfDay, orderAbilities, roleOnOrder } from './order-abilities';

const now = new Date(2025, 5, 15, 12, 0, 0);
const minutesFromNow = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
const me = { id: 7, nickname: 'lina' };

describe('orderAbilities', () => {
  it('treats a live reservation of mine as held and an expired one as gone', () => {
    const held = orderAbilities(buildOrder({ reservedByMe: true, reservedUntil: minutesFromNow(5) }), me.id, now);
    expect([held.reserve, held.release, held.reservedUntil]).toEqual([false, 'reservation', minutesFromNow(5)]);

    const expired = orderAbilities(buildOrder({ reservedByMe: true, reservedUntil: minutesFromNow(-1) }), me.id, now);
    expect([expired.take, expired.reserve, expired.release, expired.reservedUntil]).toEqual([true, true, null, null]);
  });

  it('does not count the linguist a direct request names as its writer before the take', () => {
    const request = buildOrder({ type: 'DO', status: 'open', services: [buildAssignment('copywriting', me, 'DO')] });
    expect(roleOnOrder(request, me.id)).toBeNull();
    expect(orderAbilities(request, me.id, now)).toMatchObject({ take: true, decline: true, edit: false });
  });

  it('never offers the writer the proofreading of their own text', () => {
    const written = buildOrder({ status: 'ready_for_pr', services: [buildAssignment('copywriting', me)] });
    expect(orderAbilities(written, me.id, now)).toMatchObject({ take: false, reserve: false, readText: true });
  });
});

describe('formatTimeOfDay', () => {
  it('shows hours and minutes in local time', () => {
    expect(formatTimeOfDay(new Date(2025, 0, 2, 9, 5).toISOString())).toBe('09:05');
    expect(formatTimeOfDay('not a time')).toBe('-');
  });
});
