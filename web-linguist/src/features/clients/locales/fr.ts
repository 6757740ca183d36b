import type { ClientsTexts } from './en';

export const fr: ClientsTexts = {
  title: 'Clients',
  intro: 'Les clients pour lesquels vous avez rédigé ou relu.',
  empty: 'Vous n’avez encore travaillé pour aucun client.',
  columns: {
    name: 'Client',
    orders: 'Commandes',
    acceptedOrders: 'Acceptées',
    earnings: 'Gains',
    rating: 'Évaluation',
    lastOrder: 'Dernière commande',
  },
  client: {
    back: 'Retour à vos clients',
    notFound: 'Vous n’avez pas travaillé pour ce client.',
    summary: 'Résumé',
    tabs: {
      label: 'Sections du client',
      orders: 'Commandes',
      activities: 'Activités',
      stats: 'Statistiques',
      rating: 'Notes',
      earnings: 'Gains',
      prices: 'Tarifs partenaires',
    },
  },
  orders: {
    title: 'Commandes avec ce client',
    empty: 'Aucune commande avec ce client.',
    columns: {
      title: 'Titre',
      role: 'Votre rôle',
      language: 'Langue',
      status: 'Statut',
      words: 'Mots',
      payPerWord: 'Rémunération au mot',
      earned: 'Gagné',
      created: 'Créée',
    },
    roles: {
      writer: 'Rédacteur',
      proofreader: 'Relecteur',
    },
  },
  rating: {
    title: 'Comment ce client vous note',
    recent: 'Dernières commandes notées',
    empty: 'Ce client n’a encore noté aucune de vos commandes.',
    columns: {
      order: 'Commande',
      accepted: 'Acceptée',
    },
  },
  earnings: {
    title: 'Ce que vous avez gagné avec ce client',
    total: 'Au total',
    lastMonth: 'Ces 30 derniers jours',
    byMonth: 'Par mois',
    empty: 'Aucune commande acceptée pour l’instant.',
    columns: {
      month: 'Mois',
      orders: 'Commandes acceptées',
      amount: 'Gagné',
    },
  },
  prices: {
    intro: 'Ce que ce client vous paie au mot lorsqu’il vous commande directement, au lieu de votre propre tarif.',
  },
};
