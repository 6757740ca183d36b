import type { BillingPageTexts } from './en';

export const fr: BillingPageTexts = {
  title: 'Facturation',
  tabs: {
    balance: 'Solde',
    invoices: 'Factures',
    positions: 'Positions',
  },
  balance: {
    title: 'Votre solde',
    deposited: 'Déposé',
    reserved: 'Réservé',
    spent: 'Réservé par la prochaine facture',
    available: 'Disponible',
    nextInvoice: 'Réservé pour la prochaine facture',
    openInvoices: 'Factures ouvertes',
    overdueInvoices: 'Factures en retard',
    seeInvoices: 'Voir les factures',
    createDeposit: 'Créer un dépôt',
  },
  deposits: {
    title: 'Historique des dépôts',
    empty: 'La liste est vide.',
    emptyHint: 'Vos dépôts apparaîtront ici dès que vous aurez rechargé votre solde.',
    columns: {
      created: 'Date',
      method: 'Moyen de paiement',
      amount: 'Montant crédité',
      fee: 'Frais',
      tax: 'TVA',
      gross: 'Total payé',
      status: 'Statut',
      paid: 'Payé le',
      invoice: 'Facture',
    },
  },
  invoices: {
    label: 'Factures',
    empty: 'La liste est vide.',
    emptyHint: 'Vos factures apparaîtront ici dès que la première aura été émise.',
    filters: {
      status: 'Statut',
      type: 'Type',
    },
    columns: {
      download: 'PDF',
    },
  },
  positions: {
    label: 'Positions',
    empty: 'La liste est vide.',
    emptyHint: 'Chaque commande acceptée devient une position de votre prochaine facture.',
    filters: {
      invoiced: 'Facturé',
      open: 'Pas encore facturé',
      invoicedOnly: 'Facturé',
    },
    columns: {
      order: 'Commande',
      project: 'Projet',
      created: 'Créée le',
      invoiced: 'Facturé',
    },
    project: 'Projet {{id}}',
    notInvoiced: 'Non',
    invoicedDownload: 'Oui, télécharger la facture',
    total: 'Total (TTC)',
  },
  download: {
    button: 'Télécharger le PDF',
  },
};
