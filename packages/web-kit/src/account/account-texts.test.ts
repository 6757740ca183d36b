import { INTERFACE_LANGUAGES } from '@inkwell/contracts';
import { textKeys } from '../i18n/create-i18n';
import { testI18n } from '../testing/test-app';
import { accountTexts, registerAccountTexts } from './account-texts';

const others = INTERFACE_LANGUAGES.filter((language) => language !== 'en');

describe('account texts', () => {
  it.each(others)('%s has exactly the English keys, translated', (language) => {
    expect(textKeys(accountTexts[language])).toEqual(textKeys(accountTexts.en));
    expect(accountTexts[language].email.client.back).not.toBe(accountTexts.en.email.client.back);
    expect(accountTexts[language].email.linguist.back).not.toBe(accountTexts.en.email.linguist.back);
  });

  it('joins the app texts in every language', () => {
    registerAccountTexts(testI18n);
    expect(testI18n.t('accountCommon.password.changed', { lng: 'de' })).toBe('Ihr Passwort wurde geändert.');
    expect(testI18n.t('accountCommon.email.linguist.back', { lng: 'it' })).toBe('Torna alle impostazioni e-mail');
  });
});
