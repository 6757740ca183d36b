/**
 * Whether the `linguist_profiles` row `profile` says she is away today (decision 031): unavailable, and her return
 * date, if she gave one, still ahead. The table is the linguists module's; the rule sits here because pricing, which
 * refuses her for a direct order, sits below linguists and cannot import its face. A missing row is no absence.
 */
export const linguistAwaySql = (profile: string): string =>
  `(${profile}.availability = 'unavailable' AND (${profile}.unavailable_until IS NULL OR ${profile}.unavailable_until > current_date))`;
