import { INTERFACE_LANGUAGES, textKeys } from '@inkwell/web-kit';
import { bundleAllLanguages } from '@inkwell/web-kit/testing';
import { appLocales } from '../../../locales';
import { i18n } from '../../../locales/i18n';
import { registerSettingsTexts, settingsLocales } from '.';

describe('settings page texts', () => {
  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English keys', (language) => {
    expect(textKeys(settingsLocales[language])).toEqual(textKeys(settingsLocales.en));
  });

  it('joins the app texts in every language', () => {
    bundleAllLanguages(i18n, appLocales);
    registerSettingsTexts(i18n);
    expect(i18n.t('settings.tabs.briefing-templates', { lng: 'it' })).toBe('Modelli di briefing');
    expect(i18n.t('templateCommon.delete', { lng: 'de' })).toBe('Löschen');
  });
});
