import { INTERFACE_LANGUAGES, textKeys } from '@inkwell/web-kit';
import { bundleAllLanguages } from '@inkwell/web-kit/testing';
import { appLocales } from '../../../../locales';
import { i18n } from '../../../../locales/i18n';
import { registerPriceListTexts, priceListLocales } from '.';

describe('price list texts', () => {
  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English keys', (language) => {
    expect(textKeys(priceListLocales[language])).toEqual(textKeys(priceListLocales.en));
  });

  it('joins the settings texts in every language without replacing them', () => {
    bundleAllLanguages(i18n, appLocales);
    registerPriceListTexts(i18n);
    expect(i18n.t('settings.tabs.system-pricelist', { lng: 'de' })).toBe('Systempreisliste');
    expect(i18n.t('settings.priceLists.positions.allGroups', { lng: 'fr' })).toBe('Tous les groupes de langues');
    expect(i18n.t('settings.priceLists.services.translating', { lng: 'it' })).toBe('Traduzione');
  });
});
