import type { SearchTexts } from './en';

export const fr: SearchTexts = {
  label: 'Recherche',
  placeholder: 'Rechercher clients, commandes, factures…',
  results: 'Résultats de recherche',
  kinds: {
    client: 'Clients',
    linguist: 'Linguistes',
    project: 'Projets',
    order: 'Commandes',
    invoice: 'Factures',
  },
  tooShort: 'Saisissez au moins {{min}} caractères ou un numéro.',
  searching: 'Recherche en cours…',
  empty: 'Désolé, nous n’avons rien trouvé.',
  count_one: '{{count}} résultat',
  count_other: '{{count}} résultats',
  failed: 'La recherche a échoué : {{message}}',
};
