import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts, type Locales } from '../i18n/create-i18n';

/**
 * What a client's notification recipients say in the client portal's settings and on the back office's client page
 * (decision 033). `own` speaks to the client, `staff` about the client; they load with the screens that show them.
 */
export const RECIPIENT_TEXTS_KEY = 'notificationRecipients';

const en = {
  list: 'Notification recipients',
  add: 'Add recipient',
  columns: { name: 'Name', email: 'E-mail', events: 'Receives', added: 'Added', actions: 'Actions' },
  events: {
    orderReady: 'Texts ready for review',
    decisions: 'Decisions on rejections',
    messages: 'New messages',
    invoices: 'Invoices',
    deposits: 'Deposit invoices',
  },
  edit: 'Edit',
  editFor: 'Edit {{name}}',
  remove: 'Remove',
  removeFor: 'Remove {{name}}',
  removeTitle: 'Remove this recipient?',
  removed: 'The recipient was removed.',
  cancel: 'Cancel',
  addTitle: 'Add a notification recipient',
  editTitle: 'Edit the notification recipient',
  name: 'Name',
  email: 'E-mail',
  eventsLegend: 'Mails this recipient gets',
  save: 'Save',
  saved: 'The recipient was saved.',
  nameTooLong: 'The name can have at most {{max}} characters.',
  eventsRequired: 'Choose at least one kind of mail.',
  own: {
    intro: 'Your account’s e-mail address gets every mail. Add colleagues who should hear about some events too.',
    empty: 'Only your account’s e-mail address gets notifications.',
    emptyHint: 'Add a colleague to share ready texts, invoices or messages.',
    removeText: '{{name}} ({{email}}) will no longer get your notifications.',
    limit: 'You can add up to {{max}} recipients.',
  },
  staff: {
    intro: 'Besides the account’s own e-mail address, these people get the client’s mails of the events chosen for them.',
    empty: 'The client has no further notification recipients.',
    emptyHint: 'Add one for the client who asks for a colleague to get some mails too.',
    removeText: '{{name}} ({{email}}) will no longer get the client’s notifications.',
    limit: 'A client can have up to {{max}} recipients.',
  },
};
export type RecipientTexts = typeof en;

const de: RecipientTexts = {
  list: 'Benachrichtigungsempfänger',
  add: 'Empfänger hinzufügen',
  columns: { name: 'Name', email: 'E-Mail', events: 'Erhält', added: 'Hinzugefügt', actions: 'Aktionen' },
  events: {
    orderReady: 'Fertige Texte zur Prüfung',
    decisions: 'Entscheidungen über Ablehnungen',
    messages: 'Neue Nachrichten',
    invoices: 'Rechnungen',
    deposits: 'Vorauszahlungsrechnungen',
  },
  edit: 'Bearbeiten',
  editFor: '{{name}} bearbeiten',
  remove: 'Entfernen',
  removeFor: '{{name}} entfernen',
  removeTitle: 'Diesen Empfänger entfernen?',
  removed: 'Der Empfänger wurde entfernt.',
  cancel: 'Abbrechen',
  addTitle: 'Benachrichtigungsempfänger hinzufügen',
  editTitle: 'Benachrichtigungsempfänger bearbeiten',
  name: 'Name',
  email: 'E-Mail',
  eventsLegend: 'E-Mails, die dieser Empfänger erhält',
  save: 'Speichern',
  saved: 'Der Empfänger wurde gespeichert.',
  nameTooLong: 'Der Name darf höchstens {{max}} Zeichen haben.',
  eventsRequired: 'Wählen Sie mindestens eine Art von E-Mail.',
  own: {
    intro: 'Die E-Mail-Adresse Ihres Kontos erhält jede E-Mail. Fügen Sie Kolleginnen und Kollegen hinzu, die von einigen Ereignissen ebenfalls erfahren sollen.',
    empty: 'Nur die E-Mail-Adresse Ihres Kontos erhält Benachrichtigungen.',
    emptyHint: 'Fügen Sie jemanden hinzu, um fertige Texte, Rechnungen oder Nachrichten zu teilen.',
    removeText: '{{name}} ({{email}}) erhält Ihre Benachrichtigungen dann nicht mehr.',
    limit: 'Sie können bis zu {{max}} Empfänger hinzufügen.',
  },
  staff: {
    intro: 'Neben der E-Mail-Adresse des Kontos erhalten diese Personen die E-Mails des Kunden zu den für sie gewählten Ereignissen.',
    empty: 'Der Kunde hat keine weiteren Benachrichtigungsempfänger.',
    emptyHint: 'Fügen Sie einen hinzu, wenn der Kunde möchte, dass auch eine Kollegin oder ein Kollege E-Mails erhält.',
    removeText: '{{name}} ({{email}}) erhält die Benachrichtigungen des Kunden dann nicht mehr.',
    limit: 'Ein Kunde kann bis zu {{max}} Empfänger haben.',
  },
};

const fr: RecipientTexts = {
  list: 'Destinataires des notifications',
  add: 'Ajouter un destinataire',
  columns: { name: 'Nom', email: 'E-mail', events: 'Reçoit', added: 'Ajouté', actions: 'Actions' },
  events: {
    orderReady: 'Textes prêts à relire',
    decisions: 'Décisions sur les refus',
    messages: 'Nouveaux messages',
    invoices: 'Factures',
    deposits: 'Factures d’acompte',
  },
  edit: 'Modifier',
  editFor: 'Modifier {{name}}',
  remove: 'Retirer',
  removeFor: 'Retirer {{name}}',
  removeTitle: 'Retirer ce destinataire ?',
  removed: 'Le destinataire a été retiré.',
  cancel: 'Annuler',
  addTitle: 'Ajouter un destinataire des notifications',
  editTitle: 'Modifier le destinataire des notifications',
  name: 'Nom',
  email: 'E-mail',
  eventsLegend: 'E-mails que reçoit ce destinataire',
  save: 'Enregistrer',
  saved: 'Le destinataire a été enregistré.',
  nameTooLong: 'Le nom peut compter au plus {{max}} caractères.',
  eventsRequired: 'Choisissez au moins un type d’e-mail.',
  own: {
    intro: 'L’adresse e-mail de votre compte reçoit chaque e-mail. Ajoutez des collègues qui doivent aussi être informés de certains événements.',
    empty: 'Seule l’adresse e-mail de votre compte reçoit les notifications.',
    emptyHint: 'Ajoutez un collègue pour partager les textes prêts, les factures ou les messages.',
    removeText: '{{name}} ({{email}}) ne recevra plus vos notifications.',
    limit: 'Vous pouvez ajouter jusqu’à {{max}} destinataires.',
  },
  staff: {
    intro: 'Outre l’adresse e-mail du compte, ces personnes reçoivent les e-mails du client pour les événements choisis pour elles.',
    empty: 'Le client n’a pas d’autres destinataires des notifications.',
    emptyHint: 'Ajoutez-en un si le client souhaite qu’un collègue reçoive aussi certains e-mails.',
    removeText: '{{name}} ({{email}}) ne recevra plus les notifications du client.',
    limit: 'Un client peut avoir jusqu’à {{max}} destinataires.',
  },
};

const it: RecipientTexts = {
  list: 'Destinatari delle notifiche',
  add: 'Aggiungi destinatario',
  columns: { name: 'Nome', email: 'E-mail', events: 'Riceve', added: 'Aggiunto', actions: 'Azioni' },
  events: {
    orderReady: 'Testi pronti da rivedere',
    decisions: 'Decisioni sui rifiuti',
    messages: 'Nuovi messaggi',
    invoices: 'Fatture',
    deposits: 'Fatture di acconto',
  },
  edit: 'Modifica',
  editFor: 'Modifica {{name}}',
  remove: 'Rimuovi',
  removeFor: 'Rimuovi {{name}}',
  removeTitle: 'Rimuovere questo destinatario?',
  removed: 'Il destinatario è stato rimosso.',
  cancel: 'Annulla',
  addTitle: 'Aggiungi un destinatario delle notifiche',
  editTitle: 'Modifica il destinatario delle notifiche',
  name: 'Nome',
  email: 'E-mail',
  eventsLegend: 'E-mail che riceve questo destinatario',
  save: 'Salva',
  saved: 'Il destinatario è stato salvato.',
  nameTooLong: 'Il nome può avere al massimo {{max}} caratteri.',
  eventsRequired: 'Scegli almeno un tipo di e-mail.',
  own: {
    intro: 'L’indirizzo e-mail del tuo account riceve ogni e-mail. Aggiungi i colleghi che devono essere informati anche di alcuni eventi.',
    empty: 'Solo l’indirizzo e-mail del tuo account riceve le notifiche.',
    emptyHint: 'Aggiungi un collega per condividere testi pronti, fatture o messaggi.',
    removeText: '{{name}} ({{email}}) non riceverà più le tue notifiche.',
    limit: 'Puoi aggiungere fino a {{max}} destinatari.',
  },
  staff: {
    intro: 'Oltre all’indirizzo e-mail dell’account, queste persone ricevono le e-mail del cliente per gli eventi scelti per loro.',
    empty: 'Il cliente non ha altri destinatari delle notifiche.',
    emptyHint: 'Aggiungine uno se il cliente desidera che anche un collega riceva alcune e-mail.',
    removeText: '{{name}} ({{email}}) non riceverà più le notifiche del cliente.',
    limit: 'Un cliente può avere fino a {{max}} destinatari.',
  },
};

export const recipientTexts: Locales<RecipientTexts> = { en, de, fr, it };

/** Adds the recipients' texts under `notificationRecipients`; each app's recipients api calls it. */
export function registerRecipientTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, {
    en: { [RECIPIENT_TEXTS_KEY]: en },
    de: { [RECIPIENT_TEXTS_KEY]: de },
    fr: { [RECIPIENT_TEXTS_KEY]: fr },
    it: { [RECIPIENT_TEXTS_KEY]: it },
  });
}

/** `text('add')` reads `notificationRecipients.add`. */
export function useRecipientText() {
  const { t } = useTranslation();
  return useCallback((key: string, options?: Record<string, unknown>) => t(`${RECIPIENT_TEXTS_KEY}.${key}`, options), [t]);
}
