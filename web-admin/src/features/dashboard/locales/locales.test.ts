import { INTERFACE_LANGUAGES, textKeys } from '@inkwell/web-kit';
import { bundleAllLanguages } from '@inkwell/web-kit/testing';
import { i18n } from '../../../locales/i18n';
import { appLocales } from '../../../locales';
import { registerStatisticsTexts, statisticsLocales } from '.';

describe('dashboard statistics texts', () => {
  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English keys', (language) => {
    expect(textKeys(statisticsLocales[language])).toEqual(textKeys(statisticsLocales.en));
  });

  it('joins the app texts in every language without replacing them', () => {
    bundleAllLanguages(i18n, appLocales);
    registerStatisticsTexts(i18n);
    expect(i18n.t('statistics.columns.margin', { lng: 'it' })).toBe('Margine');
    expect(i18n.t('dashboard.orders.title', { lng: 'en' })).toBe('Orders');
  });
});
