import { INTERFACE_LANGUAGES, textKeys } from '@inkwell/web-kit';
import { bundleAllLanguages } from '@inkwell/web-kit/testing';
import { i18n } from '../../../locales/i18n';
import { appLocales } from '../../../locales';
import { linguistLocales, registerLinguistTexts } from '../../../locales/linguist';
import { linguistsLocales, registerLinguistsTexts } from '.';

describe('linguist texts', () => {
  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English keys', (language) => {
    expect(textKeys(linguistsLocales[language])).toEqual(textKeys(linguistsLocales.en));
    expect(textKeys(linguistLocales[language])).toEqual(textKeys(linguistLocales.en));
  });

  it('joins the app texts in every language', () => {
    bundleAllLanguages(i18n, appLocales);
    registerLinguistTexts(i18n);
    registerLinguistsTexts(i18n);
    expect(i18n.t('linguists.tabs.groups', { lng: 'de' })).toBe('Gruppen');
    expect(i18n.t('linguist.perWord', { lng: 'fr', price: '1,20', unit: 'ct' })).toBe('1,20 ct/mot');
    expect(i18n.t('navigation.linguists', { lng: 'it' })).toBe('Linguisti');
  });
});
