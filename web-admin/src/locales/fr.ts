import type { AdminTexts } from './en';

export const fr: AdminTexts = {
  app: {
    brand: 'Inkwell Back-office',
  },
  navigation: {
    projects: 'Projets',
    imports: 'Imports groupés',
    titlesOutlines: 'Titres et plans',
    quotes: 'Devis',
    clients: 'Clients',
    linguists: 'Linguistes',
    groups: 'Groupes',
    settings: 'Paramètres',
    billing: 'Facturation',
    invoices: 'Factures',
    creditInvoices: 'Autofactures',
    paymentsIncoming: 'Paiements entrants',
    accounting: 'Comptabilité',
    paymentsOutgoing: 'Paiements sortants',
    newOrder: 'Nouvelle commande',
  },
  dashboard: {
    profile: {
      title: 'Votre profil',
      email: 'E-mail',
      billingAccess: 'Accès à la facturation',
    },
    orders: {
      title: 'Commandes',
      views: {
        open: 'Ouvertes',
        processing: 'En cours',
        completed: 'Terminées',
        'action-required': 'Action requise',
      },
      filters: {
        label: 'Motif de l’action',
        all: 'Toutes',
        proofreader_missing: 'Correcteur manquant',
        rejection_requested: 'Rejet demandé',
      },
      searchPlaceholder: 'Rechercher par titre ou numéro de commande',
      empty: 'La liste est vide.',
      // a search counted up to its cap: more matches than the total says
      pageCapped: '{{from}}–{{to}} sur {{total, number}}+',
      selection: {
        order: 'Sélectionner la commande {{id}} : {{title}}',
        page: 'Sélectionner toutes les commandes de cette page',
        count_one: 'Une commande sélectionnée',
        count_other: '{{count}} commandes sélectionnées',
        copy_one: 'Copier la commande',
        copy_other: 'Copier {{count}} commandes',
        clear: 'Effacer la sélection',
        limit: 'Au plus {{max}} commandes peuvent être copiées à la fois.',
      },
      columns: {
        id: 'ID',
        title: 'Titre',
        client: 'Client',
        language: 'Langue',
        level: 'Niveau',
        status: 'Statut',
        price: 'Prix',
        created: 'Créée le',
        deadline: 'Échéance',
        reason: 'Motif',
      },
      // who asked to reject the order (decision 048), before the reason
      reason: {
        by_client: 'Client :',
        by_proofreader: 'Correcteur :',
      },
    },
  },
};
