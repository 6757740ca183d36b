import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts, type InterfaceLanguage } from '@inkwell/web-kit';

/**
 * How staff name a linguist, her account status, roles and relations, a group's type, and the linguist picker:
 * texts the linguist pages, the group page and the client page's linguist tabs share, registered by each so
 * they load with those pages.
 */
const en = {
  unnamed: 'Linguist no. {{id}}',
  status: {
    ACTIVE: 'Active',
    PENDING_ACTIVATION: 'Activation pending',
    CLOSED_BY_USER: 'Closed by User',
    CLOSED_BY_GC: 'Closed by GC',
  },
  roles: {
    copywriter: 'Copywriter',
    proofreader: 'Proofreader',
    translator: 'Translator',
  },
  relation: {
    BOOKMARKED: 'Bookmarked',
    BLOCKED: 'Blocked',
    none: '-',
  },
  groupType: {
    copywriting: 'Copywriting',
    proofreading: 'Proofreading',
  },
  picker: {
    label: 'Linguist',
    placeholder: 'Nickname, name, e-mail or number',
    loading: 'Searching…',
    noOptions: 'No elements found.',
    failed: 'Linguists could not be searched. Try again.',
    clear: 'Clear linguist',
  },
};

type LinguistCommonTexts = typeof en;

const de: LinguistCommonTexts = {
  unnamed: 'Linguist Nr. {{id}}',
  status: {
    ACTIVE: 'Aktiv',
    PENDING_ACTIVATION: 'Aktivierung ausstehend',
    CLOSED_BY_USER: 'Vom Nutzer geschlossen',
    CLOSED_BY_GC: 'Von GC geschlossen',
  },
  roles: {
    copywriter: 'Texter',
    proofreader: 'Lektor',
    translator: 'Übersetzer',
  },
  relation: {
    BOOKMARKED: 'Gemerkt',
    BLOCKED: 'Gesperrt',
    none: '-',
  },
  groupType: {
    copywriting: 'Texterstellung',
    proofreading: 'Lektorat',
  },
  picker: {
    label: 'Linguist',
    placeholder: 'Nickname, Name, E-Mail oder Nummer',
    loading: 'Suche läuft…',
    noOptions: 'Keine Einträge gefunden.',
    failed: 'Linguisten konnten nicht gesucht werden. Versuche es erneut.',
    clear: 'Linguist entfernen',
  },
};

const fr: LinguistCommonTexts = {
  unnamed: 'Linguiste n° {{id}}',
  status: {
    ACTIVE: 'Actif',
    PENDING_ACTIVATION: 'Activation en attente',
    CLOSED_BY_USER: 'Fermé par l’utilisateur',
    CLOSED_BY_GC: 'Fermé par GC',
  },
  roles: {
    copywriter: 'Rédacteur',
    proofreader: 'Correcteur',
    translator: 'Traducteur',
  },
  relation: {
    BOOKMARKED: 'Favori',
    BLOCKED: 'Bloqué',
    none: '-',
  },
  groupType: {
    copywriting: 'Rédaction',
    proofreading: 'Relecture',
  },
  picker: {
    label: 'Linguiste',
    placeholder: 'Pseudo, nom, e-mail ou numéro',
    loading: 'Recherche en cours…',
    noOptions: 'Aucun élément trouvé.',
    failed: 'Impossible de rechercher les linguistes. Réessayez.',
    clear: 'Effacer le linguiste',
  },
};

const it: LinguistCommonTexts = {
  unnamed: 'Linguista n. {{id}}',
  status: {
    ACTIVE: 'Attivo',
    PENDING_ACTIVATION: 'Attivazione in sospeso',
    CLOSED_BY_USER: 'Chiuso dall’utente',
    CLOSED_BY_GC: 'Chiuso da GC',
  },
  roles: {
    copywriter: 'Copywriter',
    proofreader: 'Revisore',
    translator: 'Traduttore',
  },
  relation: {
    BOOKMARKED: 'Preferito',
    BLOCKED: 'Bloccato',
    none: '-',
  },
  groupType: {
    copywriting: 'Copywriting',
    proofreading: 'Revisione',
  },
  picker: {
    label: 'Linguista',
    placeholder: 'Nickname, nome, e-mail o numero',
    loading: 'Ricerca in corso…',
    noOptions: 'Nessun elemento trovato.',
    failed: 'Impossibile cercare i linguisti. Riprova.',
    clear: 'Rimuovi linguista',
  },
};

export const linguistCommonLocales: Record<InterfaceLanguage, LinguistCommonTexts> = { en, de, fr, it };

export function registerLinguistCommonTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, { en: { linguistCommon: en }, de: { linguistCommon: de }, fr: { linguistCommon: fr }, it: { linguistCommon: it } });
}
