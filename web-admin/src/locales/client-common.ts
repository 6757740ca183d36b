import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts, type InterfaceLanguage } from '@inkwell/web-kit';

/**
 * How staff name a client, and the client picker: texts the client pages and the billing lists' client
 * filter share, registered by both so they load with those pages.
 */
const en = {
  unnamed: 'Client no. {{id}}',
  picker: {
    label: 'Client',
    placeholder: 'Name, company or e-mail',
    loading: 'Searching…',
    noOptions: 'No elements found.',
    failed: 'Clients could not be searched. Try again.',
    clear: 'Clear client',
  },
};

type ClientCommonTexts = typeof en;

const de: ClientCommonTexts = {
  unnamed: 'Kunde Nr. {{id}}',
  picker: {
    label: 'Kunde',
    placeholder: 'Name, Firma oder E-Mail',
    loading: 'Suche läuft…',
    noOptions: 'Keine Einträge gefunden.',
    failed: 'Kunden konnten nicht gesucht werden. Versuche es erneut.',
    clear: 'Kunden entfernen',
  },
};

const fr: ClientCommonTexts = {
  unnamed: 'Client n° {{id}}',
  picker: {
    label: 'Client',
    placeholder: 'Nom, société ou e-mail',
    loading: 'Recherche en cours…',
    noOptions: 'Aucun élément trouvé.',
    failed: 'Impossible de rechercher les clients. Réessayez.',
    clear: 'Effacer le client',
  },
};

const it: ClientCommonTexts = {
  unnamed: 'Cliente n. {{id}}',
  picker: {
    label: 'Cliente',
    placeholder: 'Nome, azienda o e-mail',
    loading: 'Ricerca in corso…',
    noOptions: 'Nessun elemento trovato.',
    failed: 'Impossibile cercare i clienti. Riprova.',
    clear: 'Rimuovi cliente',
  },
};
export const clientCommonLocales: Record<InterfaceLanguage, ClientCommonTexts> = { en, de, fr, it };

export function registerClientCommonTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, { en: { clientCommon: en }, de: { clientCommon: de }, fr: { clientCommon: fr }, it: { clientCommon: it } });
}
