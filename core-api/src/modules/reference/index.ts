// The reference module's face: the catalogues (languages, levels, currencies, countries, topics, types) every
// other module reads. Nothing else in this folder is imported from outside it.
export { referenceModule } from './reference.routes.js';
export { languageAdminModule } from './language-admin.routes.js';
export { initReferenceModels } from './reference.model.js';
export { referenceCatalogue } from './catalogue.js';
export {
  LEVEL_CODES,
  findCountry,
  findCurrencyById,
  findCurrencyByIso,
  findIndustryExpertiseById,
  findLanguageByCulture,
  findLanguageById,
  findLanguagesByCultures,
  findLevel,
  findTextTopicById,
  findTextTypeById,
  getCurrencyById,
  getCurrencyByIso,
  isEuCountry,
  isLevelCode,
  languageGroupName,
  listCountries,
  listCurrencies,
  listLanguages,
  listLevels,
  listTextTopics,
  normaliseCulture,
  type CountryEntry,
  type CurrencyEntry,
  type LanguageEntry,
  type LevelCode,
  type LevelEntry,
  type ReadOptions,
} from './reference.service.js';
export { countrySeeds } from './data/countries.js';
export { accountCurrency, type AccountCurrency } from './account-currency.js';
