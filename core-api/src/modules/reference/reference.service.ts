import type { Transaction } from 'sequelize';
import { AppError } from '@inkwell/service-kit';
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
import { LEVEL_CODES, type LevelCode } from './data/levels.js';

export { LEVEL_CODES, type LevelCode };

/** Lets a caller read inside its own transaction (e.g. while registering a client). */
export interface ReadOptions {
  transaction?: Transaction;
}

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

export interface LanguageGroup {
  /** the part of the language names before ' - ', e.g. "German" */
  name: string;
  languages: LanguageEntry[];
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

export interface AcademicLists {
  academicDegreeList: NamedEntry[];
  academicFieldList: NamedEntry[];
}

const CURRENCY_ATTRIBUTES = ['id', 'iso4217', 'symbol', 'minorUnit', 'name'];
const LANGUAGE_ATTRIBUTES = ['id', 'name', 'culture', 'code', 'active'];
const LEVEL_ATTRIBUTES = ['code', 'name', 'rank'];
const COUNTRY_ATTRIBUTES = ['code', 'name', 'eu'];

export async function listCurrencies(options: ReadOptions = {}): Promise<CurrencyEntry[]> {
  return Currency.findAll({ attributes: CURRENCY_ATTRIBUTES, order: [['id', 'ASC']], raw: true, ...options });
}

export async function findCurrencyById(id: number, options: ReadOptions = {}): Promise<CurrencyEntry | null> {
  if (!Number.isSafeInteger(id)) return null;
  return Currency.findOne({ attributes: CURRENCY_ATTRIBUTES, where: { id }, raw: true, ...options });
}

/** @throws AppError 404 when there is no such currency */
export async function getCurrencyById(id: number, options: ReadOptions = {}): Promise<CurrencyEntry> {
  const currency = await findCurrencyById(id, options);
  if (!currency) throw AppError.notFound('Currency');
  return currency;
}

/** Accepts any letter case ("eur", "EUR"). */
export async function findCurrencyByIso(iso4217: string, options: ReadOptions = {}): Promise<CurrencyEntry | null> {
  return Currency.findOne({ attributes: CURRENCY_ATTRIBUTES, where: { iso4217: iso4217.trim().toUpperCase() }, raw: true, ...options });
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
  const { includeInactive = false, ...read } = options;
  return Language.findAll({
    attributes: LANGUAGE_ATTRIBUTES,
    where: includeInactive ? {} : { active: true },
    order: [['name', 'ASC']],
    raw: true,
    ...read,
  });
}

export async function listLanguageGroups(options: ReadOptions & { includeInactive?: boolean } = {}): Promise<LanguageGroup[]> {
  const groups = new Map<string, LanguageEntry[]>();
  for (const language of await listLanguages(options)) {
    const name = languageGroupName(language.name);
    groups.set(name, [...(groups.get(name) ?? []), language]);
  }
  return [...groups].map(([name, languages]) => ({ name, languages }));
}

export async function findLanguageById(id: number, options: ReadOptions = {}): Promise<LanguageEntry | null> {
  if (!Number.isSafeInteger(id)) return null;
  return Language.findOne({ attributes: LANGUAGE_ATTRIBUTES, where: { id }, raw: true, ...options });
}

export async function findLanguageByCulture(culture: string, options: ReadOptions = {}): Promise<LanguageEntry | null> {
  return Language.findOne({ attributes: LANGUAGE_ATTRIBUTES, where: { culture: normaliseCulture(culture) }, raw: true, ...options });
}

/** The known languages among `cultures`, in the order of the catalogue; unknown cultures are left out. */
export async function findLanguagesByCultures(cultures: readonly string[], options: ReadOptions = {}): Promise<LanguageEntry[]> {
  if (!cultures.length) return [];
  return Language.findAll({
    attributes: LANGUAGE_ATTRIBUTES,
    where: { culture: [...new Set(cultures.map(normaliseCulture))] },
    order: [['name', 'ASC']],
    raw: true,
    ...options,
  });
}

export function isLevelCode(value: unknown): value is LevelCode {
  return typeof value === 'string' && (LEVEL_CODES as readonly string[]).includes(value);
}

/** The five quality levels, lowest rank first. */
export async function listLevels(options: ReadOptions = {}): Promise<LevelEntry[]> {
  return Level.findAll({ attributes: LEVEL_ATTRIBUTES, order: [['rank', 'ASC']], raw: true, ...options });
}

export async function findLevel(code: string, options: ReadOptions = {}): Promise<LevelEntry | null> {
  if (!isLevelCode(code)) return null;
  return Level.findOne({ attributes: LEVEL_ATTRIBUTES, where: { code }, raw: true, ...options });
}

export async function listCountries(options: ReadOptions = {}): Promise<CountryEntry[]> {
  return Country.findAll({ attributes: COUNTRY_ATTRIBUTES, order: [['name', 'ASC']], raw: true, ...options });
}

export async function findCountry(code: string, options: ReadOptions = {}): Promise<CountryEntry | null> {
  const normalised = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(normalised)) return null;
  return Country.findOne({ attributes: COUNTRY_ATTRIBUTES, where: { code: normalised }, raw: true, ...options });
}

/** False for the United Kingdom and for codes that are not in the catalogue. */
export async function isEuCountry(code: string, options: ReadOptions = {}): Promise<boolean> {
  return (await findCountry(code, options))?.eu ?? false;
}

/** In catalogue order: degrees rise, the most ordered text types come first, 'Other' stays last. */
async function listNamed(model: NamedCatalogueModel, options: ReadOptions): Promise<NamedEntry[]> {
  return model.findAll({ attributes: ['id', 'name'], order: [['id', 'ASC']], raw: true, ...options });
}

async function findNamed(model: NamedCatalogueModel, id: number, options: ReadOptions): Promise<NamedEntry | null> {
  if (!Number.isSafeInteger(id)) return null;
  return model.findOne({ attributes: ['id', 'name'], where: { id }, raw: true, ...options });
}

export const listTextTopics = (options: ReadOptions = {}) => listNamed(TextTopic, options);
export const findTextTopicById = (id: number, options: ReadOptions = {}) => findNamed(TextTopic, id, options);
export const listTextTypes = (options: ReadOptions = {}) => listNamed(TextType, options);
export const findTextTypeById = (id: number, options: ReadOptions = {}) => findNamed(TextType, id, options);
export const listIndustryExpertises = (options: ReadOptions = {}) => listNamed(IndustryExpertise, options);
export const findIndustryExpertiseById = (id: number, options: ReadOptions = {}) => findNamed(IndustryExpertise, id, options);

export async function listAcademicLists(options: ReadOptions = {}): Promise<AcademicLists> {
  const [academicDegreeList, academicFieldList] = await Promise.all([listNamed(AcademicDegree, options), listNamed(AcademicField, options)]);
  return { academicDegreeList, academicFieldList };
}
