import type { AdminTexts } from './en';

export const fr: AdminTexts = {
  app: {
    brand: 'Inkwell Back-office',
  },
  navigation: {
    clients: 'Clients',
    linguists: 'Linguistes',
    groups: 'Groupes',
    settings: 'Paramètres',
    billing: 'Facturation',
    invoices: 'Factures',
    paymentsIncoming: 'Paiements entrants',
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
      },
    },
  },
  order: {
    notFound: 'Cette commande n’existe pas.',
    tabs: {
      label: 'Sections de la commande',
      text: 'Texte',
      briefing: 'Briefing',
      layout: 'Mise en page',
      history: 'Historique',
    },
    types: {
      OO: 'Commande ouverte',
      GO: 'Commande de groupe',
      DO: 'Commande directe',
    },
    details: {
      title: 'Détails de la commande',
      status: 'Statut',
      client: 'Client',
      clientValue: 'Client n° {{id}}',
      project: 'Projet',
      type: 'Type de commande',
      writer: 'Rédacteur',
      proofreader: 'Correcteur',
      linguist: '{{name}} (n° {{id}})',
      unassigned: 'Pas encore attribué',
      notBooked: 'Non réservé',
      language: 'Langue',
      level: 'Niveau',
      words: 'Mots',
      price: 'Prix',
      created: 'Créée le',
      deadline: 'Échéance',
      revisions: 'Révisions',
      keywords: 'Mots-clés',
      comment: 'Commentaire du client',
    },
    text: {
      meta_one: '{{count}} mot (commandé : {{range}}) · version {{version}} du {{author}} · soumis le {{date}}',
      meta_other: '{{count}} mots (commandé : {{range}}) · version {{version}} du {{author}} · soumis le {{date}}',
    },
    actions: {
      roles: {
        writer: 'rédacteur',
        proofreader: 'correcteur',
      },
      confirmRejection: {
        button: 'Confirmer le rejet',
        title: 'Confirmer le rejet ?',
        text: 'La commande est rejetée comme le client l’a demandé. Cette action est définitive.',
        done: 'Le rejet a été confirmé.',
      },
      declineRejection: {
        button: 'Refuser le rejet',
        title: 'Refuser le rejet ?',
        text: 'Le texte retourne au client, qui peut l’accepter ou demander une révision.',
        done: 'Le rejet a été refusé.',
      },
      cancel: {
        button: 'Annuler la commande',
        title: 'Annuler cette commande ?',
        text: 'La commande est annulée pour le client et les linguistes. Cette action est définitive.',
        done: 'La commande a été annulée.',
      },
      cancelAsLinguist: {
        button: 'Annuler pour le linguiste',
        title: 'Retirer le linguiste de cette commande ?',
        text: '{{name}} ne travaille plus sur la commande en tant que {{role}}, et d’autres linguistes peuvent la prendre.',
        done: 'Le linguiste a été retiré de la commande.',
      },
    },
  },
};
