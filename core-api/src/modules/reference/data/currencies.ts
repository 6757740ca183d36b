export interface CurrencySeed {
  iso4217: string;
  symbol: string;
  minorUnit: 'cent' | 'pence';
  name: string;
}

/** The order gives the ids: EUR is 1, the default currency of new clients. */
export const currencySeeds: readonly CurrencySeed[] = [
  { iso4217: 'EUR', symbol: '€', minorUnit: 'cent', name: 'Euro' },
  { iso4217: 'USD', symbol: '$', minorUnit: 'cent', name: 'US Dollar' },
  { iso4217: 'GBP', symbol: '£', minorUnit: 'pence', name: 'British Pound' },
];
