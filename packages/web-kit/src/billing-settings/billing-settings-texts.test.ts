import { textKeys } from '../i18n/create-i18n';
import { billingSettingsLocales } from './billing-settings-texts';

describe('billing settings texts', () => {
  it.each(['de', 'fr', 'it'] as const)('%s has exactly the English keys', (language) => {
    expect(textKeys(billingSettingsLocales[language])).toEqual(textKeys(billingSettingsLocales.en));
  });

  it.each(['de', 'fr', 'it'] as const)('%s is translated, not copied', (language) => {
    expect(billingSettingsLocales[language].own.saved).not.toBe(billingSettingsLocales.en.own.saved);
    expect(billingSettingsLocales[language].staff.legal.INVALID).not.toBe(billingSettingsLocales.en.staff.legal.INVALID);
  });
});
