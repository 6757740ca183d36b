import type { SearchTexts } from './en';

export const it: SearchTexts = {
  label: 'Cerca',
  placeholder: 'Cerca clienti, ordini, fatture…',
  results: 'Risultati della ricerca',
  kinds: {
    client: 'Clienti',
    linguist: 'Linguisti',
    project: 'Progetti',
    order: 'Ordini',
    invoice: 'Fatture',
  },
  tooShort: 'Digita almeno {{min}} caratteri o un numero.',
  searching: 'Ricerca in corso…',
  empty: 'Spiacenti, non abbiamo trovato nulla.',
  count_one: '{{count}} risultato',
  count_other: '{{count}} risultati',
  failed: 'La ricerca non è riuscita: {{message}}',
};
