import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts, type InterfaceLanguage } from '@inkwell/web-kit';

/**
 * A list of projects and the dialog that creates one for a client: texts the projects pages and the client
 * page's projects tab share, registered by the components that show them so they load with those pages.
 */
const en = {
  status: {
    open: 'Open',
    processing: 'Processing',
    done: 'Done',
  },
  columns: {
    id: 'ID',
    name: 'Project name',
    client: 'Client',
    language: 'Language',
    deadline: 'Deadline',
    quotePo: 'Quote/PO',
    amount: 'Amount',
    orders: 'Orders',
    status: 'Status',
    created: 'Created',
  },
  list: {
    label: 'Projects',
    searchPlaceholder: 'Search by project name',
    statusFilter: 'Project status',
    anyStatus: 'Any status',
    empty: 'List is empty.',
  },
  fields: {
    client: 'Client',
    name: 'Project name',
    language: 'Language',
    purchaseOrder: 'Purchase order (PO)',
    quoteId: 'Quote',
    externalId: 'External ID',
    deadline: 'Deadline',
  },
  create: {
    open: 'New project',
    title: 'New project for a client',
    submit: 'Create project',
    cancel: 'Cancel',
    created: 'The project was created.',
    pickLanguage: 'Choose a language',
    languagesFailed: 'The languages could not be loaded. Try again.',
  },
  validation: {
    required: 'This field is required.',
    tooLong: 'At most {{max}} characters.',
    invalidDate: 'Enter a date.',
  },
};

export type ProjectCommonTexts = typeof en;

const de: ProjectCommonTexts = {
  status: {
    open: 'Offen',
    processing: 'In Bearbeitung',
    done: 'Abgeschlossen',
  },
  columns: {
    id: 'ID',
    name: 'Projektname',
    client: 'Kunde',
    language: 'Sprache',
    deadline: 'Frist',
    quotePo: 'Angebot/Bestellnr.',
    amount: 'Betrag',
    orders: 'Aufträge',
    status: 'Status',
    created: 'Erstellt',
  },
  list: {
    label: 'Projekte',
    searchPlaceholder: 'Nach Projektname suchen',
    statusFilter: 'Projektstatus',
    anyStatus: 'Jeder Status',
    empty: 'Die Liste ist leer.',
  },
  fields: {
    client: 'Kunde',
    name: 'Projektname',
    language: 'Sprache',
    purchaseOrder: 'Bestellnummer (PO)',
    quoteId: 'Angebot',
    externalId: 'Externe ID',
    deadline: 'Frist',
  },
  create: {
    open: 'Neues Projekt',
    title: 'Neues Projekt für einen Kunden',
    submit: 'Projekt anlegen',
    cancel: 'Abbrechen',
    created: 'Das Projekt wurde angelegt.',
    pickLanguage: 'Sprache wählen',
    languagesFailed: 'Die Sprachen konnten nicht geladen werden. Versuche es erneut.',
  },
  validation: {
    required: 'Dieses Feld ist erforderlich.',
    tooLong: 'Höchstens {{max}} Zeichen.',
    invalidDate: 'Gib ein Datum ein.',
  },
};

const fr: ProjectCommonTexts = {
  status: {
    open: 'Ouvert',
    processing: 'En cours',
    done: 'Terminé',
  },
  columns: {
    id: 'ID',
    name: 'Nom du projet',
    client: 'Client',
    language: 'Langue',
    deadline: 'Échéance',
    quotePo: 'Devis/Bon de commande',
    amount: 'Montant',
    orders: 'Commandes',
    status: 'Statut',
    created: 'Créé le',
  },
  list: {
    label: 'Projets',
    searchPlaceholder: 'Rechercher par nom de projet',
    statusFilter: 'Statut du projet',
    anyStatus: 'Tous les statuts',
    empty: 'La liste est vide.',
  },
  fields: {
    client: 'Client',
    name: 'Nom du projet',
    language: 'Langue',
    purchaseOrder: 'Bon de commande (PO)',
    quoteId: 'Devis',
    externalId: 'ID externe',
    deadline: 'Échéance',
  },
  create: {
    open: 'Nouveau projet',
    title: 'Nouveau projet pour un client',
    submit: 'Créer le projet',
    cancel: 'Annuler',
    created: 'Le projet a été créé.',
    pickLanguage: 'Choisissez une langue',
    languagesFailed: 'Impossible de charger les langues. Réessayez.',
  },
  validation: {
    required: 'Ce champ est obligatoire.',
    tooLong: '{{max}} caractères au maximum.',
    invalidDate: 'Saisissez une date.',
  },
};

const it: ProjectCommonTexts = {
  status: {
    open: 'Aperto',
    processing: 'In lavorazione',
    done: 'Concluso',
  },
  columns: {
    id: 'ID',
    name: 'Nome del progetto',
    client: 'Cliente',
    language: 'Lingua',
    deadline: 'Scadenza',
    quotePo: 'Preventivo/Ordine',
    amount: 'Importo',
    orders: 'Ordini',
    status: 'Stato',
    created: 'Creato il',
  },
  list: {
    label: 'Progetti',
    searchPlaceholder: 'Cerca per nome del progetto',
    statusFilter: 'Stato del progetto',
    anyStatus: 'Qualsiasi stato',
    empty: 'L’elenco è vuoto.',
  },
  fields: {
    client: 'Cliente',
    name: 'Nome del progetto',
    language: 'Lingua',
    purchaseOrder: 'Ordine d’acquisto (PO)',
    quoteId: 'Preventivo',
    externalId: 'ID esterno',
    deadline: 'Scadenza',
  },
  create: {
    open: 'Nuovo progetto',
    title: 'Nuovo progetto per un cliente',
    submit: 'Crea progetto',
    cancel: 'Annulla',
    created: 'Il progetto è stato creato.',
    pickLanguage: 'Scegli una lingua',
    languagesFailed: 'Impossibile caricare le lingue. Riprova.',
  },
  validation: {
    required: 'Questo campo è obbligatorio.',
    tooLong: 'Al massimo {{max}} caratteri.',
    invalidDate: 'Inserisci una data.',
  },
};

export const projectCommonLocales: Record<InterfaceLanguage, ProjectCommonTexts> = { en, de, fr, it };

export function registerProjectCommonTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, { en: { projectCommon: en }, de: { projectCommon: de }, fr: { projectCommon: fr }, it: { projectCommon: it } });
}
