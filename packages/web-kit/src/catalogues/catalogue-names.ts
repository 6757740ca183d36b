import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_TEXTS_KEY } from './catalogue-texts';

/** The catalogues core-api keeps as an id and an English name, which the apps name in the interface language. */
export type NamedCatalogue = 'textTopics' | 'textTypes' | 'industryExpertises' | 'academicDegrees' | 'academicFields';

/** An entry of such a catalogue, as the API sends it. */
export interface CatalogueEntry {
  id: number;
  name: string;
}

export interface CatalogueOption {
  value: string;
  label: string;
}

/**
 * The code an entry's texts are keyed by: its stored English name in lower case, words joined by '_'
 * ('Beauty & Wellness' → 'beauty_wellness'). The stored names are the seeded catalogue's (decision 075).
 */
export function catalogueCode(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

// Topics, industries and fields are listed alphabetically, which the translated names must be again ('Other'
// staying last); text types come most ordered first and degrees rise, orders that hold in every language.
const ALPHABETICAL: Record<NamedCatalogue, boolean> = {
  textTopics: true,
  industryExpertises: true,
  academicFields: true,
  textTypes: false,
  academicDegrees: false,
};
const LAST = catalogueCode('Other');

/**
 * `catalogueName('textTopics', entry)`: an entry's name in the interface language from web-kit's texts, or the
 * stored name for an entry they do not know (one added after the seeded catalogue); `catalogueOptions` names a
 * picker's entries (id as value) and puts topics and industries in the interface language's alphabetical order.
 */
export function useCatalogueNames() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const catalogueName = useCallback(
    (catalogue: NamedCatalogue, entry: Pick<CatalogueEntry, 'name'>) =>
      t(`${CATALOGUE_TEXTS_KEY}.${catalogue}.${catalogueCode(entry.name)}`, { defaultValue: entry.name }),
    [t],
  );
  const catalogueOptions = useCallback(
    (catalogue: NamedCatalogue, entries: readonly CatalogueEntry[]): CatalogueOption[] => {
      const options = entries.map((entry) => ({ value: String(entry.id), label: catalogueName(catalogue, entry), last: catalogueCode(entry.name) === LAST }));
      const plain = (list: typeof options) => list.map(({ value, label }) => ({ value, label }));
      if (!ALPHABETICAL[catalogue]) return plain(options);
      let collator: Intl.Collator;
      try {
        collator = new Intl.Collator(locale);
      } catch {
        collator = new Intl.Collator();
      }
      return plain(options.sort((a, b) => Number(a.last) - Number(b.last) || collator.compare(a.label, b.label)));
    },
    [catalogueName, locale],
  );
  /** Names of several entries, joined as the details cards show them. */
  const catalogueNames = useCallback(
    (catalogue: NamedCatalogue, entries: readonly Pick<CatalogueEntry, 'name'>[]) => entries.map((entry) => catalogueName(catalogue, entry)).join(', '),
    [catalogueName],
  );
  return { catalogueName, catalogueNames, catalogueOptions };
}
