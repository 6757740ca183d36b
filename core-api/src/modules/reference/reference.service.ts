import type { Transaction } from 'sequelize';
import { AppError } from '@inkwell/service-kit';
import { LEVEL_CODES, type LevelCode } from './data/levels.js';
import {
  referenceCatalogue,
  type CountryEntry,
  type CurrencyEntry,
  type LanguageEntry,
  type LevelEntry,
  type NamedEntry,
  type NamedTable,
} from './catalogue.js';

export { LEVEL_CODES, type LevelCode };
export type { CountryEntry, CurrencyEntry, LanguageEntry, LevelEntry, NamedEntry };

// Every read answers from the in-memory catalogue (decision 024), which holds what is committed. A caller's
// transaction is still accepted so callers need not know; the catalogue changes only between staff edits.

/** Lets a caller read inside its own transaction (e.g. while registering a client). */
export interface ReadOptions {
  transaction?: Transaction;
}

export interface LanguageGroup {
  /** the part of the language names before ' - ', e.g. "German" */
  name: string;
  languages: LanguageEntry[];
}

export interface AcademicLists {
  academicDegreeList: NamedEntry[];
  academicFieldList: NamedEntry[];
}

export async function listCurrencies(_options: ReadOptions = {}): Promise<CurrencyEntry[]> {
  return [...(await referenceCatalogue.table('currencies')).rows];
}

export async function findCurrencyById(id: number, _options: ReadOptions = {}): Promise<CurrencyEntry | null> {
  if (!Number.isSafeInteger(id)) return null;
  return (await referenceCatalogue.table('currencies')).by.id.get(id) ?? null;
}

/** @throws AppError 404 when there is no such currency */
export async function getCurrencyById(id: number, options: ReadOptions = {}): Promise<CurrencyEntry> {
  const currency = await findCurrencyById(id, options);
  if (!currency) throw AppError.notFound('Currency');
  return currency;
}

/** Accepts any letter case ("eur", "EUR"). */
export async function findCurrencyByIso(iso4217: string, _options: ReadOptions = {}): Promise<CurrencyEntry | null> {
  return (await referenceCatalogue.table('currencies')).by.iso4217.get(iso4217.trim().toUpperCase()) ?? null;
}

/** @throws AppError 404 when there is no such currency */
export async function getCurrencyByIso(iso4217: string, options: ReadOptions = {}): Promise<CurrencyEntry> {
  const currency = await findCurrencyByIso(iso4217, options);
  if (!currency) throw AppError.notFound('Currency');
  return currency;
}

/** The part of a language name before ' - ': how pricing and pickers group variants of one language. */
export function languageGroupName(languageName: string): string {
  const separator = languageName.indexOf(' - ');
  return (separator === -1 ? languageName : languageName.slice(0, separator)).trim();
}

/** "de-at" and "de_AT" name the same culture as "de-AT". */
export function normaliseCulture(culture: string): string {
  const [language = '', region] = culture.trim().replace('_', '-').split('-');
  return region === undefined ? language.toLowerCase() : `${language.toLowerCase()}-${region.toUpperCase()}`;
}

/** Active languages by name; inactive ones are kept for old orders but no longer offered. */
export async function listLanguages(options: ReadOptions & { includeInactive?: boolean } = {}): Promise<LanguageEntry[]> {
  const { rows } = await referenceCatalogue.table('languages');
  return options.includeInactive ? [...rows] : rows.filter((language) => language.active);
}

export async function listLanguageGroups(options: ReadOptions & { includeInactive?: boolean } = {}): Promise<LanguageGroup[]> {
  const groups = new Map<string, LanguageEntry[]>();
  for (const language of await listLanguages(options)) {
    const name = languageGroupName(language.name);
    groups.set(name, [...(groups.get(name) ?? []), language]);
  }
  return [...groups].map(([name, languages]) => ({ name, languages }));
}

export async function findLanguageById(id: number, _options: ReadOptions = {}): Promise<LanguageEntry | null> {
  if (!Number.isSafeInteger(id)) return null;
  return (await referenceCatalogue.table('languages')).by.id.get(id) ?? null;
}

export async function findLanguageByCulture(culture: string, _options: ReadOptions = {}): Promise<LanguageEntry | null> {
  return (await referenceCatalogue.table('languages')).by.culture.get(normaliseCulture(culture)) ?? null;
}

/** The known languages among `cultures`, in the order of the catalogue; unknown cultures are left out. */
export async function findLanguagesByCultures(cultures: readonly string[], _options: ReadOptions = {}): Promise<LanguageEntry[]> {
  if (!cultures.length) return [];
  const wanted = new Set(cultures.map(normaliseCulture));
  return (await referenceCatalogue.table('languages')).rows.filter((language) => wanted.has(language.culture));
}

export function isLevelCode(value: unknown): value is LevelCode {
  return typeof value === 'string' && (LEVEL_CODES as readonly string[]).includes(value);
}

/** The five quality levels, lowest rank first. */
export async function listLevels(_options: ReadOptions = {}): Promise<LevelEntry[]> {
  return [...(await referenceCatalogue.table('levels')).rows];
}

export async function findLevel(code: string, _options: ReadOptions = {}): Promise<LevelEntry | null> {
  if (!isLevelCode(code)) return null;
  return (await referenceCatalogue.table('levels')).by.code.get(code) ?? null;
}

export async function listCountries(_options: ReadOptions = {}): Promise<CountryEntry[]> {
  return [...(await referenceCatalogue.table('countries')).rows];
}

export async function findCountry(code: string, _options: ReadOptions = {}): Promise<CountryEntry | null> {
  const normalised = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(normalised)) return null;
  return (await referenceCatalogue.table('countries')).by.code.get(normalised) ?? null;
}

/** False for the United Kingdom and for codes that are not in the catalogue. */
export async function isEuCountry(code: string, options: ReadOptions = {}): Promise<boolean> {
  return (await findCountry(code, options))?.eu ?? false;
}

/** In catalogue order: degrees rise, the most ordered text types come first, 'Other' stays last. */
async function listNamed(table: NamedTable): Promise<NamedEntry[]> {
  return [...(await referenceCatalogue.table(table)).rows];
}

async function findNamed(table: NamedTable, id: number): Promise<NamedEntry | null> {
  if (!Number.isSafeInteger(id)) return null;
  return (await referenceCatalogue.table(table)).by.id.get(id) ?? null;
}

export const listTextTopics = (_options: ReadOptions = {}) => listNamed('text_topics');
export const findTextTopicById = (id: number, _options: ReadOptions = {}) => findNamed('text_topics', id);
export const listTextTypes = (_options: ReadOptions = {}) => listNamed('text_types');
export const findTextTypeById = (id: number, _options: ReadOptions = {}) => findNamed('text_types', id);
export const listIndustryExpertises = (_options: ReadOptions = {}) => listNamed('industry_expertises');
export const findIndustryExpertiseById = (id: number, _options: ReadOptions = {}) => findNamed('industry_expertises', id);

export async function listAcademicLists(_options: ReadOptions = {}): Promise<AcademicLists> {
  const [academicDegreeList, academicFieldList] = await Promise.all([listNamed('academic_degrees'), listNamed('academic_fields')]);
  return { academicDegreeList, academicFieldList };
}
