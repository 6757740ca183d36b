import {
  DEPOSIT_STATUSES,
  INTERFACE_LANGUAGES,
  INVOICE_STATUSES,
  INVOICE_TYPES,
  PAYMENT_METHODS,
  type InterfaceLanguage,
} from '@inkwell/contracts';
import { createI18n, textKeys } from '../i18n/create-i18n';
import { BILLING_COMMON_TEXTS_KEY, billingCommonTexts, registerBillingCommonTexts } from './billing-texts';

const brand = { app: { brand: 'Inkwell' } };

describe('shared billing texts', () => {
  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English keys', (language) => {
    expect(textKeys(billingCommonTexts[language])).toEqual(textKeys(billingCommonTexts.en));
  });

  it.each(INTERFACE_LANGUAGES)('%s names every status, document type and payment method the contract knows', (language) => {
    const texts = billingCommonTexts[language];
    const named = [
      ...INVOICE_STATUSES.map((status) => texts.invoiceStatus[status]),
      ...INVOICE_TYPES.map((type) => texts.invoiceType[type]),
      ...DEPOSIT_STATUSES.map((status) => texts.depositStatus[status]),
      ...PAYMENT_METHODS.map((method) => texts.paymentMethod[method]),
    ];
    expect(named.filter((text) => !text?.trim())).toEqual([]);
  });

  it('joins languages loaded before and after the billing pages registered them', async () => {
    const i18n = createI18n({ en: brand, de: brand, fr: brand, it: brand });
    await i18n.changeLanguage('de');
    registerBillingCommonTexts(i18n);
    const text = (language: InterfaceLanguage, path: string) => i18n.t(`${BILLING_COMMON_TEXTS_KEY}.${path}`, { lng: language });
    expect(text('de', 'invoiceType.CANCEL_PAID_INV')).toBe('Storno einer bezahlten Rechnung');
    expect(text('en', 'depositStatus.FAILED')).toBe('Failed');

    await i18n.changeLanguage('it');
    expect(text('it', 'paymentMethod.SEPA_DEBIT')).toBe('Addebito diretto SEPA');
    expect(i18n.t('common.logout')).toBe('Esci');
  });
});
