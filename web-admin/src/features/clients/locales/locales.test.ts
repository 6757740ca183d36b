import { INTERFACE_LANGUAGES, textKeys } from '@inkwell/web-kit';
import { bundleAllLanguages } from '@inkwell/web-kit/testing';
import { appLocales } from '../../../locales';
import { i18n } from '../../../locales/i18n';
import { clientLocales, registerClientTexts } from '.';

describe('client page texts', () => {
  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English keys', (language) => {
    expect(textKeys(clientLocales[language])).toEqual(textKeys(clientLocales.en));
  });

  it('joins the app texts with the shared template texts, in every language', () => {
    bundleAllLanguages(i18n, appLocales);
    registerClientTexts(i18n);
    expect(i18n.t('clients.client.tabs.balance', { lng: 'de' })).toBe('Guthaben');
    expect(i18n.t('templateCommon.editor.addSection', { lng: 'fr' })).toBe('Ajouter une section');
    expect(i18n.t('app.brand', { lng: 'en' })).toBe('Inkwell Back Office');
  });
});
