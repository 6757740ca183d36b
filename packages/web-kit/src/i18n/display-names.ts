import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Something named by its BCP 47 culture (de-AT) with the catalogue's English name beside it. */
export interface NamedLanguage {
  culture: string;
  name: string;
}

/** Something named by its ISO 3166 code (AT) with the catalogue's English name beside it. */
export interface NamedCountry {
  code: string;
  name: string;
}

const capitalised = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

function displayNames(locale: string, type: 'language' | 'region'): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale], { type, fallback: 'none' });
  } catch {
    return null;
  }
}

export interface NameOption {
  value: string;
  label: string;
}

/** Options named in `locale` and put in its alphabetical order: the catalogue's order is the English names'. */
function sortedOptions<T>(items: readonly T[], locale: string, option: (item: T) => NameOption): NameOption[] {
  let collator: Intl.Collator;
  try {
    collator = new Intl.Collator(locale);
  } catch {
    collator = new Intl.Collator();
  }
  return items.map(option).sort((a, b) => collator.compare(a.label, b.label));
}

/**
 * Language and country names in the interface language from the browser's own CLDR data (Intl.DisplayNames),
 * rather than the catalogue's English: "Deutsch - Österreich" for de-AT in German, "Allemand - Autriche" in
 * French, keeping the catalogue's "Group - Variant" shape so lists still group by language. What the browser
 * cannot name keeps the catalogue's name.
 */
export function namesIn(locale: string) {
  const languages = displayNames(locale, 'language');
  const regions = displayNames(locale, 'region');
  const country = ({ code, name }: NamedCountry): string => (code && regions?.of(code.toUpperCase())) || name;
  const language = ({ culture, name }: NamedLanguage): string => {
    const [base, ...rest] = (culture ?? '').split('-');
    const region = rest.find((part) => /^[A-Z]{2}$/i.test(part));
    const languageName = base ? languages?.of(base.toLowerCase()) : undefined;
    if (!languageName) return name;
    const regionName = region ? regions?.of(region.toUpperCase()) : undefined;
    return regionName ? `${capitalised(languageName, locale)} - ${regionName}` : capitalised(languageName, locale);
  };
  const languageOptions = (items: readonly NamedLanguage[]) => sortedOptions(items, locale, (item) => ({ value: item.culture, label: language(item) }));
  const countryOptions = (items: readonly NamedCountry[]) => sortedOptions(items, locale, (item) => ({ value: item.code, label: country(item) }));
  return { language, country, languageOptions, countryOptions };
}

/**
 * `languageName(order.language)`, `countryName(country)` in the current interface language, and the pickers'
 * options (`languageOptions(catalogue)`: culture as value; `countryOptions(countries)`: code as value).
 */
export function useDisplayNames() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const names = useMemo(() => namesIn(locale), [locale]);
  return {
    languageName: useCallback((language: NamedLanguage) => names.language(language), [names]),
    countryName: useCallback((country: NamedCountry) => names.country(country), [names]),
    languageOptions: useCallback((languages: readonly NamedLanguage[]) => names.languageOptions(languages), [names]),
    countryOptions: useCallback((countries: readonly NamedCountry[]) => names.countryOptions(countries), [names]),
  };
}
