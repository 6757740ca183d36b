import { tickInterval } from './statistics-charts';

describe('the charts’ tick intervals', () => {
  it('draws every label that fits and leaves out enough between drawn ones when they do not', () => {
    // 7 labels of 92 px in 900 px fit; 30 do not: every fourth is drawn (30 × 92 / 900 = 3.07)
    expect(tickInterval(7, 92, 900)).toBe(0);
    expect(tickInterval(30, 92, 900)).toBe(3);
    // a bar per expertise, 16 px a label down 248 px: 15 fit, 40 keep every third
    expect(tickInterval(15, 16, 248)).toBe(0);
    expect(tickInterval(40, 16, 248)).toBe(2);
  });

  it('draws only the first label when the room has no width yet', () => {
    expect(tickInterval(12, 60, 0)).toBe(719);
    expect(tickInterval(12, 60, -70)).toBe(719);
  });
});
