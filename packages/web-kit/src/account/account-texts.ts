import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts, type Locales } from '../i18n/create-i18n';

/**
 * What the e-mail change, its confirmation page and the password change say in the client portal and the linguist
 * portal alike; each app's account api registers them, so they load with its settings page.
 */
export const ACCOUNT_TEXTS_KEY = 'accountCommon';

const en = {
  email: {
    title: 'Change your e-mail address',
    current: 'Your current address: {{email}}',
    newEmail: 'New e-mail address',
    currentPassword: 'Current password',
    submit: 'Change e-mail',
    hint: 'We send a link to the new address; it replaces the current one once you open it.',
    sent: 'We sent a confirmation link to {{email}}. Open it to use this address.',
    pending: 'Pending confirmation to {{email}}: open the link we sent there within 24 hours. Until then you sign in with your current address.',
    confirmTitle: 'Confirm your new e-mail address',
    confirmed: 'Your e-mail address is now {{email}}.',
    // Where each app asks for a new link: the client's account tab, the linguist's e-mail tab.
    client: {
      confirmFailed: 'This link has expired, was already used or belongs to another account. Ask for a new one on the account tab.',
      back: 'Back to your account settings',
    },
    linguist: {
      confirmFailed: 'This link has expired, was already used or belongs to another account. Ask for a new one on the e-mail tab.',
      back: 'Back to the e-mail settings',
    },
  },
  password: {
    title: 'Change your password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    repeat: 'Repeat the new password',
    submit: 'Change password',
    changed: 'Your password has been changed.',
  },
};
export type AccountTexts = typeof en;

const de: AccountTexts = {
  email: {
    title: 'E-Mail-Adresse ändern',
    current: 'Ihre aktuelle Adresse: {{email}}',
    newEmail: 'Neue E-Mail-Adresse',
    currentPassword: 'Aktuelles Passwort',
    submit: 'E-Mail ändern',
    hint: 'Wir senden einen Link an die neue Adresse; sie ersetzt die bisherige, sobald Sie ihn öffnen.',
    sent: 'Wir haben einen Bestätigungslink an {{email}} gesendet. Öffnen Sie ihn, um diese Adresse zu verwenden.',
    pending: 'Bestätigung für {{email}} ausstehend: Öffnen Sie innerhalb von 24 Stunden den Link, den wir dorthin gesendet haben. Bis dahin melden Sie sich mit Ihrer bisherigen Adresse an.',
    confirmTitle: 'Neue E-Mail-Adresse bestätigen',
    confirmed: 'Ihre E-Mail-Adresse lautet jetzt {{email}}.',
    // Where each app asks for a new link: the client's account tab, the linguist's e-mail tab.
    client: {
      confirmFailed: 'Dieser Link ist abgelaufen, wurde bereits verwendet oder gehört zu einem anderen Konto. Fordern Sie im Tab Konto einen neuen an.',
      back: 'Zurück zu den Kontoeinstellungen',
    },
    linguist: {
      confirmFailed: 'Dieser Link ist abgelaufen, wurde bereits verwendet oder gehört zu einem anderen Konto. Fordern Sie im Tab E-Mail einen neuen an.',
      back: 'Zurück zu den E-Mail-Einstellungen',
    },
  },
  password: {
    title: 'Passwort ändern',
    currentPassword: 'Aktuelles Passwort',
    newPassword: 'Neues Passwort',
    repeat: 'Neues Passwort wiederholen',
    submit: 'Passwort ändern',
    changed: 'Ihr Passwort wurde geändert.',
  },
};

const fr: AccountTexts = {
  email: {
    title: 'Changer votre adresse e-mail',
    current: 'Votre adresse actuelle : {{email}}',
    newEmail: 'Nouvelle adresse e-mail',
    currentPassword: 'Mot de passe actuel',
    submit: 'Changer l’e-mail',
    hint: 'Nous envoyons un lien à la nouvelle adresse ; elle remplace l’actuelle dès que vous l’ouvrez.',
    sent: 'Nous avons envoyé un lien de confirmation à {{email}}. Ouvrez-le pour utiliser cette adresse.',
    pending: 'Confirmation en attente pour {{email}} : ouvrez dans les 24 heures le lien que nous y avons envoyé. D’ici là, vous vous connectez avec votre adresse actuelle.',
    confirmTitle: 'Confirmer votre nouvelle adresse e-mail',
    confirmed: 'Votre adresse e-mail est désormais {{email}}.',
    // Where each app asks for a new link: the client's account tab, the linguist's e-mail tab.
    client: {
      confirmFailed: 'Ce lien a expiré, a déjà été utilisé ou appartient à un autre compte. Demandez-en un nouveau dans l’onglet Compte.',
      back: 'Retour aux paramètres du compte',
    },
    linguist: {
      confirmFailed: 'Ce lien a expiré, a déjà été utilisé ou appartient à un autre compte. Demandez-en un nouveau dans l’onglet E-mail.',
      back: 'Retour aux paramètres e-mail',
    },
  },
  password: {
    title: 'Changer votre mot de passe',
    currentPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    repeat: 'Répétez le nouveau mot de passe',
    submit: 'Changer le mot de passe',
    changed: 'Votre mot de passe a été changé.',
  },
};

const it: AccountTexts = {
  email: {
    title: 'Cambia il tuo indirizzo e-mail',
    current: 'Il tuo indirizzo attuale: {{email}}',
    newEmail: 'Nuovo indirizzo e-mail',
    currentPassword: 'Password attuale',
    submit: 'Cambia e-mail',
    hint: 'Inviamo un link al nuovo indirizzo; sostituisce quello attuale quando lo apri.',
    sent: 'Abbiamo inviato un link di conferma a {{email}}. Aprilo per usare questo indirizzo.',
    pending: 'Conferma in sospeso per {{email}}: apri entro 24 ore il link che ti abbiamo inviato. Fino ad allora accedi con il tuo indirizzo attuale.',
    confirmTitle: 'Conferma il tuo nuovo indirizzo e-mail',
    confirmed: 'Il tuo indirizzo e-mail ora è {{email}}.',
    // Where each app asks for a new link: the client's account tab, the linguist's e-mail tab.
    client: {
      confirmFailed: 'Questo link è scaduto, è già stato usato o appartiene a un altro account. Richiedine uno nuovo nella scheda Account.',
      back: 'Torna alle impostazioni dell’account',
    },
    linguist: {
      confirmFailed: 'Questo link è scaduto, è già stato usato o appartiene a un altro account. Richiedine uno nuovo nella scheda E-mail.',
      back: 'Torna alle impostazioni e-mail',
    },
  },
  password: {
    title: 'Cambia la password',
    currentPassword: 'Password attuale',
    newPassword: 'Nuova password',
    repeat: 'Ripeti la nuova password',
    submit: 'Cambia password',
    changed: 'La tua password è stata cambiata.',
  },
};

export const accountTexts: Locales<AccountTexts> = { en, de, fr, it };

/** Adds the account texts under `accountCommon`; each app's account api calls it. */
export function registerAccountTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, {
    en: { [ACCOUNT_TEXTS_KEY]: en },
    de: { [ACCOUNT_TEXTS_KEY]: de },
    fr: { [ACCOUNT_TEXTS_KEY]: fr },
    it: { [ACCOUNT_TEXTS_KEY]: it },
  });
}

/** `text('email.title')` reads `accountCommon.email.title`. */
export function useAccountText() {
  const { t } = useTranslation();
  return useCallback((key: string, options?: Record<string, unknown>) => t(`${ACCOUNT_TEXTS_KEY}.${key}`, options), [t]);
}
