import type { ProjectTexts } from './en';

export const fr: ProjectTexts = {
  area: {
    title: 'Projets',
    tabsLabel: 'Sections des projets',
    tabs: {
      search: 'Recherche',
      orders: 'Commandes',
    },
    ordersTitle: 'Commandes de tous les projets',
  },
  project: {
    back: 'Tous les projets',
    edit: 'Modifier',
    newOrder: 'Nouvelle commande',
    tabsLabel: 'Sections du projet',
    tabs: {
      orders: 'Commandes',
    },
    ordersEmpty: 'Ce projet n’a pas encore de commandes.',
    ordersSearch: 'Rechercher par titre ou ID de commande',
    details: {
      title: 'Projet',
      client: 'Client',
      language: 'Langue',
      status: 'Statut',
      purchaseOrder: 'Bon de commande (PO)',
      quoteId: 'Devis',
      externalId: 'ID externe',
      deadline: 'Échéance',
      amount: 'Montant',
      orders: 'Commandes',
      created: 'Créé le',
    },
    orderStats: {
      title: 'Commandes par statut',
      open: 'Ouvertes',
      processing: 'En cours',
      ready: 'Prêtes',
      accepted: 'Acceptées',
      canceled: 'Annulées',
      rejected: 'Refusées',
      total: 'Total',
    },
    linguistStats: {
      title: 'Rédacteurs',
      total: 'Ont rédigé ou relu des commandes acceptées',
      lastMonth: 'Dont le mois dernier',
    },
    revisionStats: {
      title: 'Révisions',
      revisedOrders: 'Commandes renvoyées en révision',
      share: 'Part des commandes renvoyées',
      rounds: 'Tours de révision',
      client: 'Demandés par le client',
      admin: 'Demandés par l’équipe',
      proofreader: 'Demandés par le correcteur',
    },
  },
};
