import { useSearchParams } from 'react-router-dom';
import { STATS_GRANULARITIES, STATS_MAX_RANGE_DAYS, type CurrencyIso, type StatsGranularity } from '@inkwell/contracts';
import { CURRENCY_SYMBOLS } from '@inkwell/ui-kit';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The currencies orders are priced in (@inkwell/money's list, through the kit). */
const CURRENCIES = Object.keys(CURRENCY_SYMBOLS) as CurrencyIso[];
export const STATISTICS_CURRENCIES: readonly CurrencyIso[] = CURRENCIES;
/** The default range: the last 30 days, today included (UTC days, as core-api counts them). */
const DEFAULT_DAYS = 30;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (value: string | null): number | null => {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(ms) || isoDay(ms) !== value ? null : ms;
};

export interface StatisticsRangeState {
  from: string;
  to: string;
  granularity: StatsGranularity;
  currency: CurrencyIso;
  /** why the range cannot be asked for, or null */
  problem: 'order' | 'length' | null;
}

/** The range, bucket size and currency kept in the address (?from=&to=&granularity=&currency=), so a view can be shared. */
export function useStatisticsRange(): [StatisticsRangeState, (change: Partial<Omit<StatisticsRangeState, 'problem'>>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const toMs = dayMs(searchParams.get('to')) ?? today;
  const fromMs = dayMs(searchParams.get('from')) ?? toMs - (DEFAULT_DAYS - 1) * DAY_MS;
  const granularity = searchParams.get('granularity');
  const currency = searchParams.get('currency');
  const state: StatisticsRangeState = {
    from: isoDay(fromMs),
    to: isoDay(toMs),
    granularity: (STATS_GRANULARITIES as readonly string[]).includes(granularity ?? '') ? (granularity as StatsGranularity) : 'day',
    currency: (CURRENCIES as readonly string[]).includes(currency ?? '') ? (currency as CurrencyIso) : 'EUR',
    problem: toMs < fromMs ? 'order' : (toMs - fromMs) / DAY_MS + 1 > STATS_MAX_RANGE_DAYS ? 'length' : null,
  };
  const change = (next: Partial<Omit<StatisticsRangeState, 'problem'>>) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) if (value) params.set(key, value);
        return params;
      },
      { replace: true },
    );
  return [state, change];
}
