import { INTERFACE_LANGUAGES } from '@inkwell/contracts';
import { textKeys } from '../i18n/create-i18n';
import { testI18n } from '../testing/test-app';
import { apiKeyTexts, registerApiKeyTexts } from './api-key-texts';

const others = INTERFACE_LANGUAGES.filter((language) => language !== 'en');

describe('API key texts', () => {
  it.each(others)('%s has exactly the English keys, translated', (language) => {
    expect(textKeys(apiKeyTexts[language])).toEqual(textKeys(apiKeyTexts.en));
    expect(apiKeyTexts[language].secretOnce).not.toBe(apiKeyTexts.en.secretOnce);
    expect(apiKeyTexts[language].staff.intro).not.toBe(apiKeyTexts.en.staff.intro);
  });

  it('joins the app texts in every language, scopes under keys i18next can read', () => {
    registerApiKeyTexts(testI18n);
    expect(testI18n.t('apiKeys.scopes.ordersWrite', { lng: 'de' })).toBe('Aufträge anlegen und ändern');
    expect(testI18n.t('apiKeys.staff.empty', { lng: 'it' })).toBe('Il cliente non ha chiavi API.');
  });
});
