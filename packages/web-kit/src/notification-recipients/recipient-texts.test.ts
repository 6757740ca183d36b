import { INTERFACE_LANGUAGES } from '@inkwell/contracts';
import { textKeys } from '../i18n/create-i18n';
import { testI18n } from '../testing/test-app';
import { recipientTexts, registerRecipientTexts } from './recipient-texts';

const others = INTERFACE_LANGUAGES.filter((language) => language !== 'en');

describe('notification recipient texts', () => {
  it.each(others)('%s has exactly the English keys, translated', (language) => {
    expect(textKeys(recipientTexts[language])).toEqual(textKeys(recipientTexts.en));
    expect(recipientTexts[language].own.intro).not.toBe(recipientTexts.en.own.intro);
    expect(recipientTexts[language].staff.intro).not.toBe(recipientTexts.en.staff.intro);
  });

  it('joins the app texts in every language', () => {
    registerRecipientTexts(testI18n);
    expect(testI18n.t('notificationRecipients.events.decisions', { lng: 'de' })).toBe('Entscheidungen über Ablehnungen');
    expect(testI18n.t('notificationRecipients.staff.empty', { lng: 'it' })).toBe('Il cliente non ha altri destinatari delle notifiche.');
  });
});
