import { registerCommonTexts, type Locales } from '../i18n/create-i18n';
import { ORDER_TEXTS_KEY } from './order-texts-key';

// The shared order components take the key from here, not from './order-texts-key', so the texts come along.
export { ORDER_TEXTS_KEY };

/**
 * Order texts all three apps show alike: quality levels, status labels (spec §4), the history table, texts,
 * briefings and confirm dialogs. They join web-kit's common texts under `ORDER_TEXTS_KEY`, where the shared
 * order components read them, as soon as the first of those components loads.
 */
const en = {
  levels: {
    simple: 'Junior',
    good: 'Linguist',
    professional: 'Senior',
    premium: 'Expert',
    excellent: 'Technical expert',
  },
  // As the back office and linguists name them; the client app words them its own way in its locales.
  status: {
    open: 'Open',
    processing_cw: 'Processing CW',
    ready_for_pr: 'Ready for PR',
    processing_pr: 'Processing PR',
    ready_for_client: 'Ready for client',
    in_revision: 'In revision',
    rejection_requested: 'Rejection req.',
    accepted: 'Accepted',
    rejected: 'Rejected',
    canceled: 'Canceled',
  },
  history: {
    label: 'Order history',
    date: 'Date',
    action: 'Action',
    status: 'Status',
    actor: 'By',
    note: 'Note',
    empty: 'No elements found.',
    roles: {
      client: 'Client',
      admin: 'Admin',
      linguist: 'Linguist',
      system: 'System',
    },
  },
  text: {
    none: 'There is no text yet.',
    bySection: 'Text by section',
    sectionWords_one: '{{count}} word',
    sectionWords_other: '{{count}} words',
  },
  briefing: {
    briefing: 'Briefing',
    layout: 'Layout',
    noBriefing: 'No briefing',
    noLayout: 'No layout',
  },
  confirm: {
    back: 'Back',
  },
};

export type OrderTexts = typeof en;

const de: OrderTexts = {
  levels: {
    simple: 'Junior',
    good: 'Linguist',
    professional: 'Senior',
    premium: 'Experte',
    excellent: 'Technischer Experte',
  },
  status: {
    open: 'Offen',
    processing_cw: 'In Bearbeitung CW',
    ready_for_pr: 'Bereit für PR',
    processing_pr: 'In Bearbeitung PR',
    ready_for_client: 'Bereit für Kunden',
    in_revision: 'In Überarbeitung',
    rejection_requested: 'Ablehnung beantr.',
    accepted: 'Abgenommen',
    rejected: 'Abgelehnt',
    canceled: 'Storniert',
  },
  history: {
    label: 'Auftragsverlauf',
    date: 'Datum',
    action: 'Aktion',
    status: 'Status',
    actor: 'Von',
    note: 'Notiz',
    empty: 'Keine Elemente gefunden.',
    roles: {
      client: 'Kunde',
      admin: 'Admin',
      linguist: 'Linguist',
      system: 'System',
    },
  },
  text: {
    none: 'Es gibt noch keinen Text.',
    bySection: 'Text nach Abschnitten',
    sectionWords_one: '{{count}} Wort',
    sectionWords_other: '{{count}} Wörter',
  },
  briefing: {
    briefing: 'Briefing',
    layout: 'Layout',
    noBriefing: 'Kein Briefing',
    noLayout: 'Kein Layout',
  },
  confirm: {
    back: 'Zurück',
  },
};

const fr: OrderTexts = {
  levels: {
    simple: 'Junior',
    good: 'Linguiste',
    professional: 'Senior',
    premium: 'Expert',
    excellent: 'Expert technique',
  },
  status: {
    open: 'Ouverte',
    processing_cw: 'En cours CW',
    ready_for_pr: 'Prête pour PR',
    processing_pr: 'En cours PR',
    ready_for_client: 'Prête pour le client',
    in_revision: 'En révision',
    rejection_requested: 'Rejet demandé',
    accepted: 'Acceptée',
    rejected: 'Rejetée',
    canceled: 'Annulée',
  },
  history: {
    label: 'Historique de la commande',
    date: 'Date',
    action: 'Action',
    status: 'Statut',
    actor: 'Par',
    note: 'Note',
    empty: 'Aucun élément trouvé.',
    roles: {
      client: 'Client',
      admin: 'Admin',
      linguist: 'Linguiste',
      system: 'Système',
    },
  },
  text: {
    none: 'Il n’y a pas encore de texte.',
    bySection: 'Texte par section',
    sectionWords_one: '{{count}} mot',
    sectionWords_other: '{{count}} mots',
  },
  briefing: {
    briefing: 'Briefing',
    layout: 'Mise en page',
    noBriefing: 'Pas de briefing',
    noLayout: 'Pas de mise en page',
  },
  confirm: {
    back: 'Retour',
  },
};

const it: OrderTexts = {
  levels: {
    simple: 'Junior',
    good: 'Linguista',
    professional: 'Senior',
    premium: 'Esperto',
    excellent: 'Esperto tecnico',
  },
  status: {
    open: 'Aperto',
    processing_cw: 'In lavorazione CW',
    ready_for_pr: 'Pronto per PR',
    processing_pr: 'In lavorazione PR',
    ready_for_client: 'Pronto per il cliente',
    in_revision: 'In revisione',
    rejection_requested: 'Rifiuto rich.',
    accepted: 'Accettato',
    rejected: 'Rifiutato',
    canceled: 'Annullato',
  },
  history: {
    label: 'Cronologia dell’ordine',
    date: 'Data',
    action: 'Azione',
    status: 'Stato',
    actor: 'Da',
    note: 'Nota',
    empty: 'Nessun elemento trovato.',
    roles: {
      client: 'Cliente',
      admin: 'Admin',
      linguist: 'Linguista',
      system: 'Sistema',
    },
  },
  text: {
    none: 'Non c’è ancora un testo.',
    bySection: 'Testo per sezione',
    sectionWords_one: '{{count}} parola',
    sectionWords_other: '{{count}} parole',
  },
  briefing: {
    briefing: 'Briefing',
    layout: 'Layout',
    noBriefing: 'Nessun briefing',
    noLayout: 'Nessun layout',
  },
  confirm: {
    back: 'Indietro',
  },
};

export const orderTexts: Locales<OrderTexts> = { en, de, fr, it };

// The apps' build keeps this call although web-kit is otherwise free of side effects (vite.config.shared.mts).
registerCommonTexts(ORDER_TEXTS_KEY, orderTexts);
