/**
 * Price lists count days in UTC (decision 053), as the date filters do (shared/query-schemas): a position dated a
 * day prices everything asked for from that day's first instant, and 'today' is the same day for every replica.
 */
export function priceDay(at: Date = new Date()): string {
  return at.toISOString().slice(0, 10);
}
