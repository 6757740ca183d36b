import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@inkwell/contracts';
// The seeded catalogues themselves, so a name added to them without texts here fails.
import { academicDegreeNames } from '../../../../core-api/src/modules/reference/data/academic-degrees';
import { academicFieldNames } from '../../../../core-api/src/modules/reference/data/academic-fields';
import { industryExpertiseNames } from '../../../../core-api/src/modules/reference/data/industry-expertises';
import { textTopicNames } from '../../../../core-api/src/modules/reference/data/text-topics';
import { textTypeNames } from '../../../../core-api/src/modules/reference/data/text-types';
import { createI18n } from '../i18n/create-i18n';
import { commonLocales } from '../testing/common-locales';
import { catalogueCode, useCatalogueNames, type NamedCatalogue } from './catalogue-names';

const SEEDED: Record<NamedCatalogue, readonly string[]> = {
  textTopics: textTopicNames,
  textTypes: textTypeNames,
  industryExpertises: industryExpertiseNames,
  academicDegrees: academicDegreeNames,
  academicFields: academicFieldNames,
};

async function namesIn(language: InterfaceLanguage) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: Object.fromEntries(INTERFACE_LANGUAGES.map((each) => [each, { translation: commonLocales[each] }])),
    interpolation: { escapeValue: false },
  });
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useCatalogueNames(), { wrapper }).result.current;
}

describe('catalogue names in the interface language', () => {
  it.each(Object.keys(SEEDED) as NamedCatalogue[])('has a text for every seeded entry of %s in all four languages', (catalogue) => {
    for (const language of INTERFACE_LANGUAGES) {
      const texts = (commonLocales[language].catalogue as Record<string, Record<string, string>>)[catalogue];
      const missing = SEEDED[catalogue].filter((name) => !texts[catalogueCode(name)]?.trim());
      expect({ language, missing }).toEqual({ language, missing: [] });
      // no text for an entry the catalogue does not have
      expect(Object.keys(texts).sort()).toEqual(SEEDED[catalogue].map(catalogueCode).sort());
    }
    // English shows the stored names unchanged
    const english = commonLocales.en.catalogue as Record<string, Record<string, string>>;
    expect(SEEDED[catalogue].map((name) => english[catalogue][catalogueCode(name)])).toEqual([...SEEDED[catalogue]]);
  });

  it('gives each seeded name a code of its own', () => {
    for (const names of Object.values(SEEDED)) expect(new Set(names.map(catalogueCode)).size).toBe(names.length);
    expect(catalogueCode('Beauty & Wellness')).toBe('beauty_wellness');
    expect(catalogueCode('Guide / How-to')).toBe('guide_how_to');
  });

  it('names an entry in the interface language and keeps the stored name of one it does not know', async () => {
    const { catalogueName, catalogueNames } = await namesIn('de');
    expect(catalogueName('textTopics', { name: 'Travel & Tourism' })).toBe('Reisen & Tourismus');
    expect(catalogueName('textTypes', { name: 'Press release' })).toBe('Pressemitteilung');
    expect(catalogueName('industryExpertises', { name: 'Human Resources' })).toBe('Personalwesen');
    expect(catalogueName('textTopics', { name: 'Underwater Basket Weaving' })).toBe('Underwater Basket Weaving');
    expect(catalogueNames('industryExpertises', [{ name: 'Healthcare' }, { name: 'Retail' }])).toBe('Gesundheitswesen, Einzelhandel');
  });

  it('lists topics in the alphabetical order of the interface language and text types in the catalogue’s order', async () => {
    const { catalogueOptions } = await namesIn('de');
    const topics = [
      { id: 1, name: 'Automotive' },
      { id: 28, name: 'Travel & Tourism' },
      { id: 18, name: 'Law & Legal' },
    ];
    expect(catalogueOptions('textTopics', topics)).toEqual([
      { value: '1', label: 'Automobil' },
      { value: '18', label: 'Recht' },
      { value: '28', label: 'Reisen & Tourismus' },
    ]);
    const types = [
      { id: 1, name: 'Blog post' },
      { id: 2, name: 'Product description' },
    ];
    expect(catalogueOptions('textTypes', types).map((option) => option.label)).toEqual(['Blogartikel', 'Produktbeschreibung']);
    const fields = [
      { id: 36, name: 'Other' },
      { id: 16, name: 'History' },
      { id: 3, name: 'Art history' },
    ];
    expect(catalogueOptions('academicFields', fields).map((option) => option.label)).toEqual(['Geschichte', 'Kunstgeschichte', 'Sonstiges']);
  });

  it('reach an app’s own i18n set-up with the code that names them, in the language it loads later too', async () => {
    // what an app's main.tsx creates: web-kit's common texts without the catalogue's, which come with this module
    const i18n = createI18n({ en: { app: { brand: 'Inkwell' } }, de: { app: { brand: 'Inkwell' } }, fr: { app: { brand: 'Inkwell' } }, it: { app: { brand: 'Inkwell' } } });
    expect(i18n.t('catalogue.textTopics.travel_tourism')).toBe('Travel & Tourism');
    await i18n.changeLanguage('de');
    expect(i18n.t('catalogue.textTopics.travel_tourism')).toBe('Reisen & Tourismus');
  });
});
