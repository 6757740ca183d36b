import type { ProjectOrderStats } from '@inkwell/contracts';

export const STATUS_BAR_STATUSES = ['open', 'processing', 'ready', 'accepted', 'canceled', 'rejected'] as const;
export type StatusBarStatus = (typeof STATUS_BAR_STATUSES)[number];

export interface StatusBarSegment {
  status: StatusBarStatus;
  count: number;
  /** share of all orders, rounded to 2 decimals */
  percent: number;
  /** drawn width in %, so that small shares stay visible */
  width: number;
}

const MIN_SEGMENT_PERCENT = 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Spec §9 project status bar: one segment per status with orders; each width is its share clamped between
 * 10 % and 100 % minus 10 % for every other segment, so every segment stays visible.
 */
export function statusBarSegments(stats: ProjectOrderStats): StatusBarSegment[] {
  const present = STATUS_BAR_STATUSES.filter((status) => stats[status] > 0);
  const total = present.reduce((sum, status) => sum + stats[status], 0);
  if (total === 0) return [];
  const maxWidth = 100 - MIN_SEGMENT_PERCENT * (present.length - 1);
  return present.map((status) => {
    const share = (stats[status] / total) * 100;
    return {
      status,
      count: stats[status],
      percent: round2(share),
      width: round2(Math.min(maxWidth, Math.max(MIN_SEGMENT_PERCENT, share))),
    };
  });
}
