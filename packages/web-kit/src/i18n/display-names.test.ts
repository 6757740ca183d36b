import { namesIn } from './display-names';

describe('language and country names', () => {
  it('names a language in the interface language, in the catalogue’s "Group - Variant" shape', () => {
    const austrianGerman = { culture: 'de-AT', name: 'German - Austria' };
    expect(namesIn('en').language(austrianGerman)).toBe('German - Austria');
    expect(namesIn('de').language(austrianGerman)).toBe('Deutsch - Österreich');
    expect(namesIn('fr').language(austrianGerman)).toBe('Allemand - Autriche');
    expect(namesIn('it').language(austrianGerman)).toBe('Tedesco - Austria');
  });

  it('names a country in the interface language', () => {
    expect(namesIn('de').country({ code: 'CH', name: 'Switzerland' })).toBe('Schweiz');
    expect(namesIn('fr').country({ code: 'de', name: 'Germany' })).toBe('Allemagne');
  });

  it('keeps the catalogue’s name for what the browser cannot name', () => {
    expect(namesIn('de').language({ culture: 'xx-QQ', name: 'Custom - Staff' })).toBe('Custom - Staff');
    expect(namesIn('de').language({ culture: '', name: 'Unnamed' })).toBe('Unnamed');
  });

  it('orders the pickers’ options by the names in the interface language, not the catalogue’s English', () => {
    const catalogue = [
      { culture: 'en-GB', name: 'English - United Kingdom' },
      { culture: 'de-DE', name: 'German - Germany' },
      { culture: 'hu-HU', name: 'Hungarian - Hungary' },
    ];
    expect(namesIn('en').languageOptions(catalogue).map((option) => option.value)).toEqual(['en-GB', 'de-DE', 'hu-HU']);
    expect(namesIn('de').languageOptions(catalogue)).toEqual([
      { value: 'de-DE', label: 'Deutsch - Deutschland' },
      { value: 'en-GB', label: 'Englisch - Vereinigtes Königreich' },
      { value: 'hu-HU', label: 'Ungarisch - Ungarn' },
    ]);
    const countries = [
      { code: 'AT', name: 'Austria' },
      { code: 'DE', name: 'Germany' },
      { code: 'HU', name: 'Hungary' },
    ];
    expect(namesIn('it').countryOptions(countries)).toEqual([
      { value: 'AT', label: 'Austria' },
      { value: 'DE', label: 'Germania' },
      { value: 'HU', label: 'Ungheria' },
    ]);
    expect(namesIn('fr').countryOptions(countries).map((option) => option.label)).toEqual(['Allemagne', 'Autriche', 'Hongrie']);
  });
});
