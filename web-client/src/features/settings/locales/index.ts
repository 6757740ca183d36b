import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts, type InterfaceLanguage } from '@inkwell/web-kit';

/** The settings page's own texts: its title and tab names; each tab brings the texts of its form. */
export const settingsLocales: Record<InterfaceLanguage, { title: string; tabs: Record<'account' | 'billing' | 'notifications' | 'stopwords' | 'dictionary' | 'integrations' | 'api', string> }> = {
  en: { title: 'Settings', tabs: { account: 'Account', stopwords: 'Stopwords', dictionary: 'Dictionary', billing: 'Billing', notifications: 'Notifications', integrations: 'Integrations', api: 'API' } },
  de: { title: 'Einstellungen', tabs: { account: 'Konto', stopwords: 'Stoppwörter', dictionary: 'Wörterbuch', billing: 'Rechnungsdaten', notifications: 'Benachrichtigungen', integrations: 'Integrationen', api: 'API' } },
  fr: { title: 'Paramètres', tabs: { account: 'Compte', stopwords: 'Mots interdits', dictionary: 'Dictionnaire', billing: 'Facturation', notifications: 'Notifications', integrations: 'Intégrations', api: 'API' } },
  it: { title: 'Impostazioni', tabs: { account: 'Account', stopwords: 'Parole vietate', dictionary: 'Dizionario', billing: 'Fatturazione', notifications: 'Notifiche', integrations: 'Integrazioni', api: 'API' } },
};

export function registerSettingsTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, {
    en: { settings: settingsLocales.en },
    de: { settings: settingsLocales.de },
    fr: { settings: settingsLocales.fr },
    it: { settings: settingsLocales.it },
  });
}
