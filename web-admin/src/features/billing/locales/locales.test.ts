import { INTERFACE_LANGUAGES, textKeys } from '@inkwell/web-kit';
import { bundleAllLanguages } from '@inkwell/web-kit/testing';
import { i18n } from '../../../locales/i18n';
import { appLocales } from '../../../locales';
import { billingLocales, registerBillingTexts } from '.';

describe('back-office billing texts', () => {
  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English keys', (language) => {
    expect(textKeys(billingLocales[language])).toEqual(textKeys(billingLocales.en));
  });

  it('joins the app texts in every language without replacing them', () => {
    bundleAllLanguages(i18n, appLocales);
    registerBillingTexts(i18n);
    expect(i18n.t('billingCommon.invoiceStatus.CANCELED', { lng: 'de' })).toBe('Storniert');
    expect(i18n.t('billing.payments.title', { lng: 'fr' })).toBe('Paiements entrants');
    expect(i18n.t('billing.deposits.ages.MORE1DAY', { lng: 'it' })).toBe('Più di 1 giorno');
    expect(i18n.t('app.brand', { lng: 'en' })).toBe('Inkwell Back Office');
  });
});
