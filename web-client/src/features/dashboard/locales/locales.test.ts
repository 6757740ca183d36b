import { INTERFACE_LANGUAGES, textKeys } from '@inkwell/web-kit';
import { bundleAllLanguages } from '@inkwell/web-kit/testing';
import { i18n } from '../../../locales/i18n';
import { appLocales } from '../../../locales';
import { homeLocales, registerHomeTexts } from '.';

describe('home screen texts', () => {
  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English keys', (language) => {
    expect(textKeys(homeLocales[language])).toEqual(textKeys(homeLocales.en));
  });

  it('joins the app texts in every language without replacing them', () => {
    bundleAllLanguages(i18n, appLocales);
    registerHomeTexts(i18n);
    expect(i18n.t('home.tabs.getStarted', { lng: 'de' })).toBe('Erste Schritte');
    expect(i18n.t('home.tools.briefingTemplates', { lng: 'fr' })).toBe('Modèles de briefing');
    expect(i18n.t('home.copywriting.newOrder', { lng: 'it' })).toBe('Nuovo ordine');
    expect(i18n.t('dashboard.orders.title', { lng: 'de' })).toBe('Aufträge');
  });
});
