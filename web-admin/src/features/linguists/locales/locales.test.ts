import { INTERFACE_LANGUAGES, textKeys } from '@inkwell/web-kit';
import { bundleAllLanguages } from '@inkwell/web-kit/testing';
import { appLocales } from '../../../locales';
import { i18n } from '../../../locales/i18n';
import { linguistCommonLocales } from '../../../locales/linguist-common';
import { linguistLocales, registerLinguistTexts } from '.';

describe('linguist page texts', () => {
  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English keys', (language) => {
    expect(textKeys(linguistLocales[language])).toEqual(textKeys(linguistLocales.en));
    expect(textKeys(linguistCommonLocales[language])).toEqual(textKeys(linguistCommonLocales.en));
  });

  it('joins the app texts with the shared linguist texts, in every language', () => {
    bundleAllLanguages(i18n, appLocales);
    registerLinguistTexts(i18n);
    expect(i18n.t('linguists.linguist.tabs.notes', { lng: 'de' })).toBe('Notizen');
    expect(i18n.t('linguistCommon.status.CLOSED_BY_GC', { lng: 'fr' })).toBe('Fermé par GC');
    expect(i18n.t('clientCommon.unnamed', { lng: 'it', id: 4 })).toBe('Cliente n. 4');
  });
});
