import { INTERFACE_LANGUAGES, textKeys } from '@inkwell/web-kit';
import { bundleAllLanguages } from '@inkwell/web-kit/testing';
import { i18n } from '../../../locales/i18n';
import { appLocales } from '../../../locales';
import { billingLocales, registerBillingTexts } from '.';

describe('billing texts', () => {
  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English keys', (language) => {
    expect(textKeys(billingLocales[language])).toEqual(textKeys(billingLocales.en));
  });

  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))('%s is translated, not copied', (language) => {
    const english = billingLocales.en.deposit;
    const translated = billingLocales[language].deposit;
    expect(translated.billingInvalid).not.toBe(english.billingInvalid);
  });

  it('joins the app texts in every language without replacing them', () => {
    bundleAllLanguages(i18n, appLocales);
    registerBillingTexts(i18n);
    expect(i18n.t('billing.deposit.charges.total', { lng: 'de' })).toBe('Zu zahlender Betrag');
    expect(i18n.t('billing.deposit.statuses.PENDING', { lng: 'fr' })).toBe('En attente');
    expect(i18n.t('billing.summary.empty', { lng: 'it' })).toBe(billingLocales.it.summary.empty);
    expect(i18n.t('navigation.briefings', { lng: 'it' })).toBe('Briefing');
  });
});
