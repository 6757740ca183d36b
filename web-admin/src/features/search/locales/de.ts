import type { SearchTexts } from './en';

export const de: SearchTexts = {
  label: 'Suche',
  placeholder: 'Kunden, Aufträge, Rechnungen suchen…',
  results: 'Suchergebnisse',
  kinds: {
    client: 'Kunden',
    linguist: 'Linguisten',
    project: 'Projekte',
    order: 'Aufträge',
    invoice: 'Rechnungen',
  },
  tooShort: 'Geben Sie mindestens {{min}} Zeichen oder eine Nummer ein.',
  searching: 'Suche läuft…',
  empty: 'Leider haben wir nichts gefunden.',
  count_one: '{{count}} Ergebnis',
  count_other: '{{count}} Ergebnisse',
  failed: 'Die Suche ist fehlgeschlagen: {{message}}',
};
