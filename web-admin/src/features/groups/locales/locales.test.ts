import { INTERFACE_LANGUAGES, textKeys } from '@inkwell/web-kit';
import { bundleAllLanguages } from '@inkwell/web-kit/testing';
import { appLocales } from '../../../locales';
import { i18n } from '../../../locales/i18n';
import { groupLocales, registerGroupTexts } from '.';

describe('group page texts', () => {
  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English keys', (language) => {
    expect(textKeys(groupLocales[language])).toEqual(textKeys(groupLocales.en));
  });

  it('joins the app texts with the shared linguist texts, in every language', () => {
    bundleAllLanguages(i18n, appLocales);
    registerGroupTexts(i18n);
    expect(i18n.t('groups.members.remove', { lng: 'it' })).toBe('Rimuovi');
    expect(i18n.t('linguistCommon.groupType.proofreading', { lng: 'de' })).toBe('Lektorat');
  });
});
