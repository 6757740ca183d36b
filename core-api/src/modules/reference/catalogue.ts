import { coalescedReloads, type CachedCatalogue } from '../../shared/cached-catalogue.js';
import type { LevelCode } from './data/levels.js';
import {
  AcademicDegree,
  AcademicField,
  Country,
  Currency,
  IndustryExpertise,
  Language,
  Level,
  TextTopic,
  TextType,
  type NamedCatalogueModel,
} from './reference.model.js';

export interface CurrencyEntry {
  id: number;
  /** EUR, USD, GBP */
  iso4217: string;
  symbol: string;
  minorUnit: 'cent' | 'pence';
  name: string;
}

export interface LanguageEntry {
  id: number;
  /** "Group - Variant", e.g. "German - Austria" */
  name: string;
  /** e.g. de-AT */
  culture: string;
  /** e.g. de */
  code: string;
  active: boolean;
}

export interface LevelEntry {
  code: LevelCode;
  name: string;
  /** 1 (simple) … 5 (excellent) */
  rank: number;
}

export interface CountryEntry {
  /** ISO 3166-1 alpha-2 */
  code: string;
  name: string;
  eu: boolean;
}

export interface NamedEntry {
  id: number;
  name: string;
}

/** One table in memory: its rows in the order the lists answer, and an index per key it is looked up by. */
interface Indexed<Row, Keys extends string> {
  rows: readonly Row[];
  by: Record<Keys, ReadonlyMap<unknown, Row>>;
}

/** The lists that are only an id and a name, each in its own table. */
export type NamedTable = 'text_topics' | 'text_types' | 'industry_expertises' | 'academic_degrees' | 'academic_fields';

interface ReferenceTables extends Record<NamedTable, Indexed<NamedEntry, 'id'>> {
  currencies: Indexed<CurrencyEntry, 'id' | 'iso4217'>;
  /** every language, active or not, by name */
  languages: Indexed<LanguageEntry, 'id' | 'culture'>;
  /** by rank */
  levels: Indexed<LevelEntry, 'code'>;
  /** by name */
  countries: Indexed<CountryEntry, 'code'>;
}
export type ReferenceTable = keyof ReferenceTables;

/** Frozen, because every caller shares the same objects. */
function indexed<Row extends object, Keys extends keyof Row & string>(rows: Row[], keys: readonly Keys[]): Indexed<Row, Keys> {
  const frozen = Object.freeze(rows.map((row) => Object.freeze(row)));
  const by = Object.fromEntries(keys.map((key) => [key, new Map(frozen.map((row) => [row[key], row]))])) as Record<Keys, Map<unknown, Row>>;
  return { rows: frozen, by };
}

/** In catalogue order: degrees rise, the most ordered text types come first, 'Other' stays last. */
function namedReader(model: NamedCatalogueModel): () => Promise<Indexed<NamedEntry, 'id'>> {
  return async () => indexed<NamedEntry, 'id'>(await model.findAll({ attributes: ['id', 'name'], order: [['id', 'ASC']], raw: true }), ['id']);
}

// The same ORDER BY as the lists always had: names sort by the database's collation, which JavaScript does not know.
const readers: { [T in ReferenceTable]: () => Promise<ReferenceTables[T]> } = {
  currencies: async () =>
    indexed<CurrencyEntry, 'id' | 'iso4217'>(
      await Currency.findAll({ attributes: ['id', 'iso4217', 'symbol', 'minorUnit', 'name'], order: [['id', 'ASC']], raw: true }),
      ['id', 'iso4217'],
    ),
  languages: async () =>
    indexed<LanguageEntry, 'id' | 'culture'>(
      await Language.findAll({ attributes: ['id', 'name', 'culture', 'code', 'active'], order: [['name', 'ASC']], raw: true }),
      ['id', 'culture'],
    ),
  levels: async () => indexed<LevelEntry, 'code'>(await Level.findAll({ attributes: ['code', 'name', 'rank'], order: [['rank', 'ASC']], raw: true }), ['code']),
  countries: async () =>
    indexed<CountryEntry, 'code'>(await Country.findAll({ attributes: ['code', 'name', 'eu'], order: [['name', 'ASC']], raw: true }), ['code']),
  text_topics: namedReader(TextTopic),
  text_types: namedReader(TextType),
  industry_expertises: namedReader(IndustryExpertise),
  academic_degrees: namedReader(AcademicDegree),
  academic_fields: namedReader(AcademicField),
};

const REFERENCE_TABLES = Object.keys(readers) as ReferenceTable[];

function isReferenceTable(table: string): table is ReferenceTable {
  return (REFERENCE_TABLES as string[]).includes(table);
}

/**
 * Languages, levels, currencies, countries and the named lists, held in memory (decision 024). Each table is
 * replaced whole when it is re-read, so a reader sees either the old or the new table, never half of one.
 */
class ReferenceCatalogue implements CachedCatalogue {
  readonly tables: readonly string[] = REFERENCE_TABLES;
  private readonly loaded = new Map<ReferenceTable, ReferenceTables[ReferenceTable]>();
  private readonly reload = coalescedReloads<ReferenceTable>(async (table) => {
    this.loaded.set(table, await readers[table]());
  });

  async load(tables: readonly string[] = REFERENCE_TABLES): Promise<void> {
    await Promise.all(tables.filter(isReferenceTable).map((table) => this.reload(table)));
  }

  /**
   * A table from memory. Core-api loads every table at start; a tool that only binds the models (the seed
   * command, scripts) reads a table on its first use instead.
   */
  async table<T extends ReferenceTable>(table: T): Promise<ReferenceTables[T]> {
    if (!this.loaded.has(table)) await this.reload(table);
    return this.loaded.get(table) as ReferenceTables[T];
  }
}

export const referenceCatalogue = new ReferenceCatalogue();
