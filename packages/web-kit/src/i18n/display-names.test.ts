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
});
