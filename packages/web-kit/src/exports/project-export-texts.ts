import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts, type Locales } from '../i18n/create-i18n';

/**
 * What the project export dialog says in the client portal and the back office alike, and staff's orders sheet
 * button. They load with the code that shows the dialog.
 */
export const PROJECT_EXPORT_TEXTS_KEY = 'projectExport';

const en = {
  ordersSheet: 'Download orders (.xlsx)',
  title: 'Export texts',
  intro: 'Exports every accepted text of this project.',
  type: 'Export type',
  submit: 'Export',
  loading: 'Loading…',
  done: '{{count}} texts exported.',
  types: {
    mail: 'E-mail',
    online: 'Online link',
    wordpress: 'WordPress',
    api: 'API',
  },
  mail: {
    email: 'Send to',
    invalidEmail: 'Enter a valid e-mail address',
  },
  wordpress: {
    notConnected: 'No WordPress site is connected yet.',
    connect: 'Connect WordPress in the settings',
    site: 'Site: {{site}}',
    category: 'Category',
    chooseCategory: 'Choose a category',
    status: 'Publish as',
    statuses: {
      draft: 'Draft',
      publish: 'Published post',
    },
  },
  online: {
    links: 'Online links',
    newLink: 'Your new link',
    onlyOnce: 'Copy it now: the link is shown only once.',
    copy: 'Copy link',
    copied: 'Link copied.',
    copyFailed: 'The link could not be copied; select it and copy it by hand.',
    linkItem: 'Link of {{date}}, {{count}} texts',
    revoke: 'Revoke',
    revokeLink: 'Revoke the link of {{date}}',
    revoked: 'The link no longer works.',
  },
  api: {
    hint: 'Each text is sent, with its content, to your webhook endpoints that receive “Order accepted” (Settings → API).',
  },
};

export type ProjectExportTexts = typeof en;

const de: ProjectExportTexts = {
  ordersSheet: 'Aufträge herunterladen (.xlsx)',
  title: 'Texte exportieren',
  intro: 'Exportiert alle abgenommenen Texte dieses Projekts.',
  type: 'Exportart',
  submit: 'Exportieren',
  loading: 'Wird geladen…',
  done: '{{count}} Texte exportiert.',
  types: {
    mail: 'E-Mail',
    online: 'Online-Link',
    wordpress: 'WordPress',
    api: 'API',
  },
  mail: {
    email: 'Senden an',
    invalidEmail: 'Geben Sie eine gültige E-Mail-Adresse ein',
  },
  wordpress: {
    notConnected: 'Es ist noch keine WordPress-Seite verbunden.',
    connect: 'WordPress in den Einstellungen verbinden',
    site: 'Seite: {{site}}',
    category: 'Kategorie',
    chooseCategory: 'Wählen Sie eine Kategorie',
    status: 'Veröffentlichen als',
    statuses: {
      draft: 'Entwurf',
      publish: 'Veröffentlichter Beitrag',
    },
  },
  online: {
    links: 'Online-Links',
    newLink: 'Ihr neuer Link',
    onlyOnce: 'Kopieren Sie ihn jetzt: Der Link wird nur einmal angezeigt.',
    copy: 'Link kopieren',
    copied: 'Link kopiert.',
    copyFailed: 'Der Link konnte nicht kopiert werden; markieren und kopieren Sie ihn von Hand.',
    linkItem: 'Link vom {{date}}, {{count}} Texte',
    revoke: 'Widerrufen',
    revokeLink: 'Link vom {{date}} widerrufen',
    revoked: 'Der Link funktioniert nicht mehr.',
  },
  api: {
    hint: 'Jeder Text wird mit seinem Inhalt an Ihre Webhook-Endpunkte gesendet, die „Auftrag abgenommen“ empfangen (Einstellungen → API).',
  },
};

const fr: ProjectExportTexts = {
  ordersSheet: 'Télécharger les commandes (.xlsx)',
  title: 'Exporter les textes',
  intro: 'Exporte tous les textes acceptés de ce projet.',
  type: 'Type d\'export',
  submit: 'Exporter',
  loading: 'Chargement…',
  done: '{{count}} textes exportés.',
  types: {
    mail: 'E-mail',
    online: 'Lien en ligne',
    wordpress: 'WordPress',
    api: 'API',
  },
  mail: {
    email: 'Envoyer à',
    invalidEmail: 'Saisissez une adresse e-mail valide',
  },
  wordpress: {
    notConnected: 'Aucun site WordPress n\'est encore connecté.',
    connect: 'Connecter WordPress dans les paramètres',
    site: 'Site : {{site}}',
    category: 'Catégorie',
    chooseCategory: 'Choisissez une catégorie',
    status: 'Publier comme',
    statuses: {
      draft: 'Brouillon',
      publish: 'Article publié',
    },
  },
  online: {
    links: 'Liens en ligne',
    newLink: 'Votre nouveau lien',
    onlyOnce: 'Copiez-le maintenant : le lien n\'est affiché qu\'une fois.',
    copy: 'Copier le lien',
    copied: 'Lien copié.',
    copyFailed: 'Le lien n\'a pas pu être copié ; sélectionnez-le et copiez-le à la main.',
    linkItem: 'Lien du {{date}}, {{count}} textes',
    revoke: 'Révoquer',
    revokeLink: 'Révoquer le lien du {{date}}',
    revoked: 'Le lien ne fonctionne plus.',
  },
  api: {
    hint: 'Chaque texte est envoyé, avec son contenu, à vos points de terminaison webhook qui reçoivent « Commande acceptée » (Paramètres → API).',
  },
};

const it: ProjectExportTexts = {
  ordersSheet: 'Scarica gli ordini (.xlsx)',
  title: 'Esporta testi',
  intro: 'Esporta tutti i testi accettati di questo progetto.',
  type: 'Tipo di esportazione',
  submit: 'Esporta',
  loading: 'Caricamento…',
  done: '{{count}} testi esportati.',
  types: {
    mail: 'E-mail',
    online: 'Link online',
    wordpress: 'WordPress',
    api: 'API',
  },
  mail: {
    email: 'Invia a',
    invalidEmail: 'Inserisci un indirizzo e-mail valido',
  },
  wordpress: {
    notConnected: 'Nessun sito WordPress è ancora collegato.',
    connect: 'Collega WordPress nelle impostazioni',
    site: 'Sito: {{site}}',
    category: 'Categoria',
    chooseCategory: 'Scegli una categoria',
    status: 'Pubblica come',
    statuses: {
      draft: 'Bozza',
      publish: 'Articolo pubblicato',
    },
  },
  online: {
    links: 'Link online',
    newLink: 'Il tuo nuovo link',
    onlyOnce: 'Copialo ora: il link viene mostrato una sola volta.',
    copy: 'Copia link',
    copied: 'Link copiato.',
    copyFailed: 'Non è stato possibile copiare il link; selezionalo e copialo a mano.',
    linkItem: 'Link del {{date}}, {{count}} testi',
    revoke: 'Revoca',
    revokeLink: 'Revoca il link del {{date}}',
    revoked: 'Il link non funziona più.',
  },
  api: {
    hint: 'Ogni testo viene inviato, con il suo contenuto, ai tuoi endpoint webhook che ricevono «Ordine accettato» (Impostazioni → API).',
  },
};

export const projectExportTexts: Locales<ProjectExportTexts> = { en, de, fr, it };

/** Adds the export dialog's texts to the app's i18n; the app's export api calls it when it loads. */
export function registerProjectExportTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, {
    en: { [PROJECT_EXPORT_TEXTS_KEY]: en },
    de: { [PROJECT_EXPORT_TEXTS_KEY]: de },
    fr: { [PROJECT_EXPORT_TEXTS_KEY]: fr },
    it: { [PROJECT_EXPORT_TEXTS_KEY]: it },
  });
}
