import { INTERFACE_LANGUAGES, textKeys } from '@inkwell/web-kit';
import { bundleAllLanguages } from '@inkwell/web-kit/testing';
import { i18n } from '../../../locales/i18n';
import { appLocales } from '../../../locales';
import { accountingLocales, registerAccountingTexts } from '.';

describe('accounting texts', () => {
  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English keys', (language) => {
    expect(textKeys(accountingLocales[language])).toEqual(textKeys(accountingLocales.en));
  });

  it('joins the app texts in every language without replacing them', () => {
    bundleAllLanguages(i18n, appLocales);
    registerAccountingTexts(i18n);
    expect(i18n.t('accounting.tabs.debtors', { lng: 'de' })).toBe('Debitoren');
    expect(i18n.t('accounting.settings.chart', { lng: 'fr' })).toBe('Plan comptable');
    expect(i18n.t('app.brand', { lng: 'en' })).toBe('Inkwell Back Office');
  });
});
