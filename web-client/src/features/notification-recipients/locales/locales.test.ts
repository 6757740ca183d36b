import { INTERFACE_LANGUAGES, textKeys } from '@inkwell/web-kit';
import { bundleAllLanguages } from '@inkwell/web-kit/testing';
import { i18n } from '../../../locales/i18n';
import { appLocales } from '../../../locales';
import { notificationRecipientLocales, registerNotificationRecipientTexts } from '.';

const others = INTERFACE_LANGUAGES.filter((language) => language !== 'en');

describe('notification recipient texts', () => {
  it.each(others)('%s has exactly the English keys, translated', (language) => {
    expect(textKeys(notificationRecipientLocales[language])).toEqual(textKeys(notificationRecipientLocales.en));
    expect(notificationRecipientLocales[language].intro).not.toBe(notificationRecipientLocales.en.intro);
  });

  it('joins the app texts in every language', () => {
    bundleAllLanguages(i18n, appLocales);
    registerNotificationRecipientTexts(i18n);
    expect(i18n.t('notificationRecipients.events.decisions', { lng: 'de' })).toBe('Entscheidungen über Ablehnungen');
    expect(i18n.t('common.close', { lng: 'fr' })).not.toBe('common.close');
  });
});
