import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts, type Locales } from '../i18n/create-i18n';

/**
 * What a client's API keys say in the client portal's Settings → API and on the back office's client page
 * (decision 066). `own` speaks to the client, `staff` about the client; they load with the screens that show them.
 */
export const API_KEY_TEXTS_KEY = 'apiKeys';

const en = {
  list: 'API keys',
  create: 'Create API key',
  columns: { name: 'Name', key: 'Key', scopes: 'Scopes', created: 'Created', lastUsed: 'Last used', status: 'Status', actions: 'Actions' },
  scopes: { read: 'Read', ordersWrite: 'Create and change orders', billingRead: 'Read billing' },
  scopeHints: {
    read: 'Orders, projects, texts, messages and every other read of your data.',
    ordersWrite: 'Create, accept, cancel and change orders and projects, quotes, imports, messages and webhooks.',
    billingRead: 'Balance, deposits and invoices.',
  },
  neverUsed: 'Never',
  lastUsedFrom: '{{date}} from {{ip}}',
  active: 'Active',
  revokedOn: 'Revoked {{date}}',
  revoke: 'Revoke',
  revokeFor: 'Revoke {{name}}',
  revokeTitle: 'Revoke this API key?',
  revoked: 'The key was revoked.',
  cancel: 'Cancel',
  close: 'Close',
  createTitle: 'Create an API key',
  name: 'Name',
  nameHint: 'Tells your keys apart, e.g. the system that uses it.',
  nameTooLong: 'The name can have at most {{max}} characters.',
  scopesLegend: 'What the key may do',
  scopesRequired: 'Choose at least one scope.',
  submit: 'Create key',
  createdTitle: 'Your new API key',
  secretLabel: 'API key',
  secretOnce: 'Copy the key now and keep it somewhere safe: it is shown only this once. Anyone with it can act for your account within its scopes.',
  copy: 'Copy key',
  copied: 'The key was copied.',
  copyFailed: 'The key could not be copied: select it and copy it yourself.',
  docs: 'API documentation',
  own: {
    intro: 'Your own systems call the Inkwell API with these keys, sent as Authorization: Bearer or X-Api-Key.',
    empty: 'You have no API keys yet.',
    emptyHint: 'Create one to order texts from your shop or agency system.',
    revokeText: 'Calls with “{{name}}” ({{prefix}}…) will be refused from now on. This cannot be undone.',
    limit: 'You can have up to {{max}} active keys.',
  },
  staff: {
    intro: 'The client’s systems call the API with these keys. Revoke a key the client reports as leaked.',
    empty: 'The client has no API keys.',
    emptyHint: 'The client creates keys in its settings under API.',
    revokeText: 'Calls with the client’s key “{{name}}” ({{prefix}}…) will be refused from now on. This cannot be undone.',
    limit: 'A client can have up to {{max}} active keys.',
  },
};
export type ApiKeyTexts = typeof en;

const de: ApiKeyTexts = {
  list: 'API-Schlüssel',
  create: 'API-Schlüssel erstellen',
  columns: { name: 'Name', key: 'Schlüssel', scopes: 'Berechtigungen', created: 'Erstellt', lastUsed: 'Zuletzt verwendet', status: 'Status', actions: 'Aktionen' },
  scopes: { read: 'Lesen', ordersWrite: 'Aufträge anlegen und ändern', billingRead: 'Abrechnung lesen' },
  scopeHints: {
    read: 'Aufträge, Projekte, Texte, Nachrichten und alle anderen Ihrer Daten lesen.',
    ordersWrite: 'Aufträge und Projekte anlegen, abnehmen, stornieren und ändern, dazu Angebote, Importe, Nachrichten und Webhooks.',
    billingRead: 'Guthaben, Einzahlungen und Rechnungen.',
  },
  neverUsed: 'Nie',
  lastUsedFrom: '{{date}} von {{ip}}',
  active: 'Aktiv',
  revokedOn: 'Widerrufen am {{date}}',
  revoke: 'Widerrufen',
  revokeFor: '{{name}} widerrufen',
  revokeTitle: 'Diesen API-Schlüssel widerrufen?',
  revoked: 'Der Schlüssel wurde widerrufen.',
  cancel: 'Abbrechen',
  close: 'Schließen',
  createTitle: 'API-Schlüssel erstellen',
  name: 'Name',
  nameHint: 'Unterscheidet Ihre Schlüssel, z. B. das System, das ihn verwendet.',
  nameTooLong: 'Der Name darf höchstens {{max}} Zeichen haben.',
  scopesLegend: 'Was der Schlüssel darf',
  scopesRequired: 'Wählen Sie mindestens eine Berechtigung.',
  submit: 'Schlüssel erstellen',
  createdTitle: 'Ihr neuer API-Schlüssel',
  secretLabel: 'API-Schlüssel',
  secretOnce: 'Kopieren Sie den Schlüssel jetzt und bewahren Sie ihn sicher auf: Er wird nur dieses eine Mal angezeigt. Wer ihn hat, kann im Rahmen seiner Berechtigungen für Ihr Konto handeln.',
  copy: 'Schlüssel kopieren',
  copied: 'Der Schlüssel wurde kopiert.',
  copyFailed: 'Der Schlüssel konnte nicht kopiert werden: Markieren und kopieren Sie ihn selbst.',
  docs: 'API-Dokumentation',
  own: {
    intro: 'Ihre eigenen Systeme rufen die Inkwell-API mit diesen Schlüsseln auf, gesendet als Authorization: Bearer oder X-Api-Key.',
    empty: 'Sie haben noch keine API-Schlüssel.',
    emptyHint: 'Erstellen Sie einen, um Texte aus Ihrem Shop- oder Agentursystem zu bestellen.',
    revokeText: 'Aufrufe mit „{{name}}“ ({{prefix}}…) werden ab sofort abgelehnt. Das lässt sich nicht rückgängig machen.',
    limit: 'Sie können bis zu {{max}} aktive Schlüssel haben.',
  },
  staff: {
    intro: 'Die Systeme des Kunden rufen die API mit diesen Schlüsseln auf. Widerrufen Sie einen Schlüssel, den der Kunde als kompromittiert meldet.',
    empty: 'Der Kunde hat keine API-Schlüssel.',
    emptyHint: 'Der Kunde erstellt Schlüssel in seinen Einstellungen unter API.',
    revokeText: 'Aufrufe mit dem Schlüssel „{{name}}“ ({{prefix}}…) des Kunden werden ab sofort abgelehnt. Das lässt sich nicht rückgängig machen.',
    limit: 'Ein Kunde kann bis zu {{max}} aktive Schlüssel haben.',
  },
};

const fr: ApiKeyTexts = {
  list: 'Clés API',
  create: 'Créer une clé API',
  columns: { name: 'Nom', key: 'Clé', scopes: 'Autorisations', created: 'Créée', lastUsed: 'Dernière utilisation', status: 'Statut', actions: 'Actions' },
  scopes: { read: 'Lecture', ordersWrite: 'Créer et modifier des commandes', billingRead: 'Lire la facturation' },
  scopeHints: {
    read: 'Commandes, projets, textes, messages et toute autre lecture de vos données.',
    ordersWrite: 'Créer, accepter, annuler et modifier commandes et projets, devis, imports, messages et webhooks.',
    billingRead: 'Solde, dépôts et factures.',
  },
  neverUsed: 'Jamais',
  lastUsedFrom: '{{date}} depuis {{ip}}',
  active: 'Active',
  revokedOn: 'Révoquée le {{date}}',
  revoke: 'Révoquer',
  revokeFor: 'Révoquer {{name}}',
  revokeTitle: 'Révoquer cette clé API ?',
  revoked: 'La clé a été révoquée.',
  cancel: 'Annuler',
  close: 'Fermer',
  createTitle: 'Créer une clé API',
  name: 'Nom',
  nameHint: 'Distingue vos clés, par exemple le système qui l’utilise.',
  nameTooLong: 'Le nom peut compter au plus {{max}} caractères.',
  scopesLegend: 'Ce que la clé peut faire',
  scopesRequired: 'Choisissez au moins une autorisation.',
  submit: 'Créer la clé',
  createdTitle: 'Votre nouvelle clé API',
  secretLabel: 'Clé API',
  secretOnce: 'Copiez la clé maintenant et conservez-la en lieu sûr : elle n’est affichée que cette fois. Quiconque la détient peut agir pour votre compte dans la limite de ses autorisations.',
  copy: 'Copier la clé',
  copied: 'La clé a été copiée.',
  copyFailed: 'La clé n’a pas pu être copiée : sélectionnez-la et copiez-la vous-même.',
  docs: 'Documentation de l’API',
  own: {
    intro: 'Vos propres systèmes appellent l’API Inkwell avec ces clés, envoyées en Authorization: Bearer ou X-Api-Key.',
    empty: 'Vous n’avez pas encore de clé API.',
    emptyHint: 'Créez-en une pour commander des textes depuis votre boutique ou votre agence.',
    revokeText: 'Les appels avec « {{name}} » ({{prefix}}…) seront refusés dès maintenant. C’est définitif.',
    limit: 'Vous pouvez avoir jusqu’à {{max}} clés actives.',
  },
  staff: {
    intro: 'Les systèmes du client appellent l’API avec ces clés. Révoquez une clé que le client signale comme divulguée.',
    empty: 'Le client n’a pas de clé API.',
    emptyHint: 'Le client crée ses clés dans ses paramètres, sous API.',
    revokeText: 'Les appels avec la clé « {{name}} » ({{prefix}}…) du client seront refusés dès maintenant. C’est définitif.',
    limit: 'Un client peut avoir jusqu’à {{max}} clés actives.',
  },
};

const it: ApiKeyTexts = {
  list: 'Chiavi API',
  create: 'Crea chiave API',
  columns: { name: 'Nome', key: 'Chiave', scopes: 'Autorizzazioni', created: 'Creata', lastUsed: 'Ultimo utilizzo', status: 'Stato', actions: 'Azioni' },
  scopes: { read: 'Lettura', ordersWrite: 'Creare e modificare ordini', billingRead: 'Leggere la fatturazione' },
  scopeHints: {
    read: 'Ordini, progetti, testi, messaggi e ogni altra lettura dei tuoi dati.',
    ordersWrite: 'Creare, accettare, annullare e modificare ordini e progetti, preventivi, importazioni, messaggi e webhook.',
    billingRead: 'Saldo, depositi e fatture.',
  },
  neverUsed: 'Mai',
  lastUsedFrom: '{{date}} da {{ip}}',
  active: 'Attiva',
  revokedOn: 'Revocata il {{date}}',
  revoke: 'Revoca',
  revokeFor: 'Revoca {{name}}',
  revokeTitle: 'Revocare questa chiave API?',
  revoked: 'La chiave è stata revocata.',
  cancel: 'Annulla',
  close: 'Chiudi',
  createTitle: 'Crea una chiave API',
  name: 'Nome',
  nameHint: 'Distingue le tue chiavi, ad esempio il sistema che la usa.',
  nameTooLong: 'Il nome può avere al massimo {{max}} caratteri.',
  scopesLegend: 'Cosa può fare la chiave',
  scopesRequired: 'Scegli almeno un’autorizzazione.',
  submit: 'Crea chiave',
  createdTitle: 'La tua nuova chiave API',
  secretLabel: 'Chiave API',
  secretOnce: 'Copia ora la chiave e conservala in un luogo sicuro: viene mostrata solo questa volta. Chi la possiede può agire per il tuo account entro le sue autorizzazioni.',
  copy: 'Copia chiave',
  copied: 'La chiave è stata copiata.',
  copyFailed: 'Non è stato possibile copiare la chiave: selezionala e copiala tu.',
  docs: 'Documentazione API',
  own: {
    intro: 'I tuoi sistemi chiamano l’API di Inkwell con queste chiavi, inviate come Authorization: Bearer o X-Api-Key.',
    empty: 'Non hai ancora chiavi API.',
    emptyHint: 'Creane una per ordinare testi dal tuo negozio o dal sistema della tua agenzia.',
    revokeText: 'Le chiamate con «{{name}}» ({{prefix}}…) saranno rifiutate da ora in poi. L’operazione è definitiva.',
    limit: 'Puoi avere fino a {{max}} chiavi attive.',
  },
  staff: {
    intro: 'I sistemi del cliente chiamano l’API con queste chiavi. Revoca una chiave che il cliente segnala come compromessa.',
    empty: 'Il cliente non ha chiavi API.',
    emptyHint: 'Il cliente crea le chiavi nelle sue impostazioni, alla voce API.',
    revokeText: 'Le chiamate con la chiave «{{name}}» ({{prefix}}…) del cliente saranno rifiutate da ora in poi. L’operazione è definitiva.',
    limit: 'Un cliente può avere fino a {{max}} chiavi attive.',
  },
};

export const apiKeyTexts: Locales<ApiKeyTexts> = { en, de, fr, it };

/** Adds the API keys' texts under `apiKeys`; each app's api-keys endpoints module calls it. */
export function registerApiKeyTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, {
    en: { [API_KEY_TEXTS_KEY]: en },
    de: { [API_KEY_TEXTS_KEY]: de },
    fr: { [API_KEY_TEXTS_KEY]: fr },
    it: { [API_KEY_TEXTS_KEY]: it },
  });
}

/** `text('create')` reads `apiKeys.create`. */
export function useApiKeyText() {
  const { t } = useTranslation();
  return useCallback((key: string, options?: Record<string, unknown>) => t(`${API_KEY_TEXTS_KEY}.${key}`, options), [t]);
}
