import { INTERFACE_LANGUAGES, textKeys } from '@inkwell/web-kit';
import { bundleAllLanguages } from '@inkwell/web-kit/testing';
import { i18n } from '../../../locales/i18n';
import { appLocales } from '../../../locales';
import { payoutLocales, registerPayoutTexts } from '.';

describe('payments-outgoing texts', () => {
  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English keys', (language) => {
    expect(textKeys(payoutLocales[language])).toEqual(textKeys(payoutLocales.en));
  });

  it('joins the app texts in every language', () => {
    bundleAllLanguages(i18n, appLocales);
    registerPayoutTexts(i18n);
    expect(i18n.t('payouts.tabs.bank-bulk-downloaded', { lng: 'de' })).toBe('Bank heruntergeladen');
    expect(i18n.t('payouts.sepa.summary', { lng: 'en', count: 2, total: '€10.00' })).toMatch(/^2 transfers/);
    expect(i18n.t('app.brand', { lng: 'en' })).toBe('Inkwell Back Office');
  });
});
