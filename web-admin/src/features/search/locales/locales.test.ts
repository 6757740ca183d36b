import { INTERFACE_LANGUAGES, textKeys } from '@inkwell/web-kit';
import { bundleAllLanguages } from '@inkwell/web-kit/testing';
import { i18n } from '../../../locales/i18n';
import { appLocales } from '../../../locales';
import { registerSearchTexts, searchLocales } from '.';

describe('the header search box’s texts', () => {
  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English keys', (language) => {
    expect(textKeys(searchLocales[language])).toEqual(textKeys(searchLocales.en));
  });

  it('joins the app texts in every language', () => {
    bundleAllLanguages(i18n, appLocales);
    registerSearchTexts(i18n);
    expect(i18n.t('search.kinds.order', { lng: 'de' })).toBe('Aufträge');
    expect(i18n.t('search.count', { lng: 'fr', count: 2 })).toBe('2 résultats');
    expect(i18n.t('app.brand', { lng: 'en' })).toBe('Inkwell Back Office');
  });
});
