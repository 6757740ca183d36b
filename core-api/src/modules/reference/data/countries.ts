export interface CountrySeed {
  /** ISO 3166-1 alpha-2 (Greece is GR here; VIES calls it EL) */
  code: string;
  name: string;
  eu: boolean;
}

/** The 27 EU member states and the United Kingdom: the countries a client may bill to. */
export const countrySeeds: readonly CountrySeed[] = [
  { code: 'AT', name: 'Austria', eu: true },
  { code: 'BE', name: 'Belgium', eu: true },
  { code: 'BG', name: 'Bulgaria', eu: true },
  { code: 'HR', name: 'Croatia', eu: true },
  { code: 'CY', name: 'Cyprus', eu: true },
  { code: 'CZ', name: 'Czech Republic', eu: true },
  { code: 'DK', name: 'Denmark', eu: true },
  { code: 'EE', name: 'Estonia', eu: true },
  { code: 'FI', name: 'Finland', eu: true },
  { code: 'FR', name: 'France', eu: true },
  { code: 'DE', name: 'Germany', eu: true },
  { code: 'GR', name: 'Greece', eu: true },
  { code: 'HU', name: 'Hungary', eu: true },
  { code: 'IE', name: 'Ireland', eu: true },
  { code: 'IT', name: 'Italy', eu: true },
  { code: 'LV', name: 'Latvia', eu: true },
  { code: 'LT', name: 'Lithuania', eu: true },
  { code: 'LU', name: 'Luxembourg', eu: true },
  { code: 'MT', name: 'Malta', eu: true },
  { code: 'NL', name: 'Netherlands', eu: true },
  { code: 'PL', name: 'Poland', eu: true },
  { code: 'PT', name: 'Portugal', eu: true },
  { code: 'RO', name: 'Romania', eu: true },
  { code: 'SK', name: 'Slovakia', eu: true },
  { code: 'SI', name: 'Slovenia', eu: true },
  { code: 'ES', name: 'Spain', eu: true },
  { code: 'SE', name: 'Sweden', eu: true },
  { code: 'GB', name: 'United Kingdom', eu: false },
];
