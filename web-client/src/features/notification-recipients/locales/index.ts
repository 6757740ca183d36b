import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts, type InterfaceLanguage } from '@inkwell/web-kit';
import { de } from './de';
import { en, type NotificationRecipientTexts } from './en';
import { fr } from './fr';
import { it } from './it';

export const notificationRecipientLocales: Record<InterfaceLanguage, NotificationRecipientTexts> = { en, de, fr, it };

/** Adds the notifications tab's texts under `notificationRecipients`, loaded with the tab. */
export function registerNotificationRecipientTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, {
    en: { notificationRecipients: en },
    de: { notificationRecipients: de },
    fr: { notificationRecipients: fr },
    it: { notificationRecipients: it },
  });
}
