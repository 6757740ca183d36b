export const LEVEL_CODES = ['simple', 'good', 'professional', 'premium', 'excellent'] as const;
export type LevelCode = (typeof LEVEL_CODES)[number];

export interface LevelSeed {
  code: LevelCode;
  name: string;
  rank: number;
}

/** Quality levels, lowest first; a linguist of a higher rank may take orders of every lower level. */
export const levelSeeds: readonly LevelSeed[] = [
  { code: 'simple', name: 'Junior', rank: 1 },
  { code: 'good', name: 'Linguist', rank: 2 },
  { code: 'professional', name: 'Senior', rank: 3 },
  { code: 'premium', name: 'Expert', rank: 4 },
  { code: 'excellent', name: 'Technical expert', rank: 5 },
];
