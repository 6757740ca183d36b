import type { BillingTexts } from './en';

export const fr: BillingTexts = {
  filters: {
    any: 'Tous',
    reset: 'Réinitialiser les filtres',
    clientId: 'ID client',
    clientIdInvalid: 'Saisissez un numéro de client.',
  },
  invoices: {
    title: 'Factures',
    label: 'Factures de tous les clients',
    empty: 'La liste est vide.',
    emptyHint: 'Les factures apparaissent ici dès que la facturation périodique ou un dépôt en a émis une.',
    filters: {
      status: 'Statut',
      type: 'Type',
    },
    columns: {
      client: 'Client',
      actions: 'Actions',
    },
    cancel: 'Annuler',
    cancelNamed: 'Annuler la facture {{number}}',
  },
  cancel: {
    title: 'Annuler la facture {{number}} ?',
    unpaid:
      'La facture {{number}} n’est pas encore payée. Une annulation de facture impayée (CANCEL_UNPAID_I) est émise avec son propre numéro ; la facture {{number}} devient annulée et ses commandes reviennent dans la prochaine facture du client.',
    paid: 'La facture {{number}} est payée. Une annulation de facture payée (CANCEL_PAID_INV) est émise avec son propre numéro ; elle reste ouverte jusqu’au remboursement du client, et la facture {{number}} garde son statut Payée.',
    irreversible: 'Un document d’annulation ne peut pas être défait.',
    confirm: 'Émettre l’annulation',
    back: 'Retour',
    done: 'Annulation {{number}} émise pour la facture {{original}}.',
  },
  payments: {
    title: 'Paiements entrants',
    tabs: {
      deposits: 'Dépôts en attente',
      invoices: 'Factures ouvertes',
    },
    openInvoicesHint: 'Factures en attente du paiement du client.',
  },
  deposits: {
    label: 'Dépôts en attente',
    empty: 'La liste est vide.',
    emptyHint: 'Les virements annoncés par les clients attendent ici jusqu’à l’arrivée de l’argent.',
    filters: {
      age: 'En attente',
    },
    ages: {
      MORE14DAYS: 'Plus de 14 jours',
      MORE7DAYS: 'Plus de 7 jours',
      MORE3DAYS: 'Plus de 3 jours',
      MORE1DAY: 'Plus d’un jour',
    },
    columns: {
      id: 'ID',
      client: 'Client',
      method: 'Moyen de paiement',
      amount: 'Montant à créditer',
      gross: 'Montant à recevoir',
      created: 'Créé le',
      waiting: 'En attente depuis',
      note: 'Note',
      actions: 'Actions',
    },
    record: 'Enregistrer le paiement reçu',
    recordNamed: 'Enregistrer le paiement reçu du dépôt {{id}}',
    viaProvider: 'Réglé par le prestataire de paiement',
    cancel: 'Annuler le dépôt',
    cancelNamed: 'Annuler le dépôt {{id}}',
  },
  cancelDeposit: {
    title: 'Annuler le dépôt {{id}} ?',
    summary: '{{client}} a annoncé le {{date}} un virement de {{gross}} qui n’est pas arrivé. L’annulation marque le dépôt comme annulé et annule sa facture de dépôt par un document d’annulation (CANCBAL_DEPOSIT) portant son propre numéro. Rien n’est crédité ni retiré du solde du client.',
    irreversible: 'Un dépôt annulé ne peut plus être enregistré comme payé.',
    confirm: 'Annuler le dépôt',
    back: 'Retour',
    done: 'Le dépôt {{id}} est annulé ; l’annulation {{number}} a été établie.',
    doneWithoutDocument: 'Le dépôt {{id}} est annulé.',
  },
  settle: {
    title: 'Enregistrer le paiement reçu du dépôt {{id}}',
    summary: '{{client}} a annoncé un virement de {{gross}} le {{date}}. L’enregistrer crédite {{amount}} sur le solde du client et marque la facture de dépôt comme payée.',
    reference: 'Référence bancaire',
    referenceHint: 'Facultatif : la référence du paiement sur le relevé bancaire.',
    confirm: 'Enregistrer le paiement',
    done: 'Le paiement du dépôt {{id}} est enregistré.',
  },
};
