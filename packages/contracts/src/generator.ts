/** The AI title and outline generator (client-portal spec §3 AI generator item, §7 AI generator; decision 044). */

/** The languages the generator writes in: the four interface languages, each with its own prompts. */
export const GENERATOR_LANGUAGES = ['en', 'de', 'fr', 'it'] as const;
export type GeneratorLanguage = (typeof GENERATOR_LANGUAGES)[number];

/** The assistant's modes: titles alone, or titles each with an outline of section headings. */
export const GENERATOR_TYPES = ['TITLE', 'OUTLINE'] as const;
export type GeneratorType = (typeof GENERATOR_TYPES)[number];

export const GENERATOR_KEYWORD_MAX = 200;
export const GENERATOR_TITLE_MAX = 300;
export const GENERATOR_OUTLINE_MAX_HEADINGS = 20;

export interface GenerateRequest {
  language: GeneratorLanguage;
  type: GeneratorType;
  keyword: string;
}

/** One suggestion; its id names it within this answer only, until it is saved. */
export interface GeneratorItem {
  id: string;
  title: string;
  /** section headings in reading order; empty for a title */
  outline: string[];
}

export interface GenerateAnswer extends GenerateRequest {
  items: GeneratorItem[];
}

export interface GeneratorResultInput extends GenerateRequest {
  title: string;
  outline: string[];
}

export interface GeneratorResultPatch {
  title: string;
  outline: string[];
}

/** A saved suggestion, the caller's own. */
export interface GeneratorResult extends GeneratorResultInput {
  id: number;
  createdAt: string;
  updatedAt: string;
}

/** The caller's allowance: requests per minute and per calendar month (UTC), and how many this month used. */
export interface GeneratorUsage {
  model: string;
  perMinute: number;
  perMonth: number;
  usedThisMonth: number;
}
