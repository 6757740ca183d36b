import { INTERFACE_LANGUAGES, textKeys } from '@inkwell/web-kit';
import { bundleAllLanguages } from '@inkwell/web-kit/testing';
import { i18n } from '../../../locales/i18n';
import { appLocales } from '../../../locales';
import { billingPageLocales, registerBillingPageTexts } from '.';

describe('billing page texts', () => {
  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English keys', (language) => {
    expect(textKeys(billingPageLocales[language])).toEqual(textKeys(billingPageLocales.en));
  });

  it('joins the app texts in every language without replacing them', () => {
    bundleAllLanguages(i18n, appLocales);
    registerBillingPageTexts(i18n);
    expect(i18n.t('billingCommon.invoiceStatus.PAID', { lng: 'de' })).toBe('Bezahlt');
    expect(i18n.t('billingPage.tabs.positions', { lng: 'it' })).toBe('Posizioni');
    expect(i18n.t('billingCommon.paymentMethod.BANK', { lng: 'fr' })).toBe('Virement bancaire');
    expect(i18n.t('navigation.briefings', { lng: 'it' })).toBe('Briefing');
  });
});
