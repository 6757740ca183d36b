import type { ProjectOrderStats } from '@inkwell/contracts';
import { statusBarSegments } from './status-bar-segments';

const stats = (counts: Partial<ProjectOrderStats>): ProjectOrderStats => {
  const full = { open: 0, processing: 0, ready: 0, accepted: 0, canceled: 0, rejected: 0, ...counts };
  return { ...full, total: full.open + full.processing + full.ready + full.accepted + full.canceled + full.rejected };
};

describe('statusBarSegments', () => {
  it('gives each status with orders its share, rounded to 2 decimals', () => {
    expect(statusBarSegments(stats({ open: 1, ready: 2 }))).toEqual([
      { status: 'open', count: 1, percent: 33.33, width: 33.33 },
      { status: 'ready', count: 2, percent: 66.67, width: 66.67 },
    ]);
  });

  it('keeps a small share at least 10 % wide and a large one at most 100 minus 10 per other segment', () => {
    const [accepted, canceled] = statusBarSegments(stats({ accepted: 99, canceled: 1 }));
    expect(accepted).toMatchObject({ percent: 99, width: 90 });
    expect(canceled).toMatchObject({ percent: 1, width: 10 });
  });

  it('draws nothing for a project without orders', () => {
    expect(statusBarSegments(stats({}))).toEqual([]);
  });
});
