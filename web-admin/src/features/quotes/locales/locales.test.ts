import { INTERFACE_LANGUAGES, textKeys } from '@inkwell/web-kit';
import { bundleAllLanguages } from '@inkwell/web-kit/testing';
import { i18n } from '../../../locales/i18n';
import { appLocales } from '../../../locales';
import { quoteLocales, registerQuoteTexts } from '.';

describe('back-office quote texts', () => {
  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English keys', (language) => {
    expect(textKeys(quoteLocales[language])).toEqual(textKeys(quoteLocales.en));
  });

  it('joins the app texts in every language without replacing them', () => {
    bundleAllLanguages(i18n, appLocales);
    registerQuoteTexts(i18n);
    expect(i18n.t('quotes.tabs.answered', { lng: 'de' })).toBe('Beantwortet');
    expect(i18n.t('app.brand', { lng: 'en' })).toBe('Inkwell Back Office');
  });
});
