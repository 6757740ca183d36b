import type { InterfaceLanguage, InvoiceType, PaymentMethod } from '@inkwell/contracts';

/** Every text printed on a document, in the four interface languages. */
export interface InvoiceLabels {
  title: Record<InvoiceType, string>;
  number: string;
  issuedAt: string;
  dueAt: string;
  customerNumber: string;
  vatId: string;
  taxNumber: string;
  position: string;
  description: string;
  quantity: string;
  netAmount: string;
  words: (count: string) => string;
  order: (id: number) => string;
  netTotal: string;
  vat: (rate: string) => string;
  grossTotal: string;
  payBy: (amount: string, date: string, number: string) => string;
  paid: string;
  cancels: (number: string, date: string) => string;
  refund: string;
  /** a balance refund paid out at issue */
  refunded: string;
  nothingToPay: string;
  bankDetails: string;
  accountHolder: string;
  bank: string;
  /** line texts written onto deposit invoices */
  depositLine: string;
  feeLine: (method: string) => string;
  /** the one line of a DEPOSIT_REFUND */
  refundLine: string;
  method: Record<PaymentMethod, string>;
}

export const INVOICE_LABELS: Record<InterfaceLanguage, InvoiceLabels> = {
  en: {
    title: {
      INVOICE: 'Invoice',
      DEPOSIT: 'Deposit invoice',
      CANCBAL_DEPOSIT: 'Deposit cancellation',
      CANCEL_BALANCE: 'Balance cancellation',
      CANCEL_PAID_INV: 'Cancellation invoice',
      CANCEL_UNPAID_I: 'Cancellation invoice',
      DEPOSIT_REFUND: 'Deposit refund',
    },
    number: 'Invoice no.',
    issuedAt: 'Date',
    dueAt: 'Due date',
    customerNumber: 'Customer no.',
    vatId: 'VAT ID',
    taxNumber: 'Tax no.',
    position: 'Item',
    description: 'Description',
    quantity: 'Quantity',
    netAmount: 'Net amount',
    words: (count) => `${count} words`,
    order: (id) => `Order ${id}`,
    netTotal: 'Net total',
    vat: (rate) => `VAT ${rate}`,
    grossTotal: 'Total',
    payBy: (amount, date, number) => `Please transfer ${amount} by ${date} to the account below, quoting the invoice number ${number}.`,
    paid: 'This invoice has been paid. Thank you.',
    cancels: (number, date) => `This document cancels invoice ${number} of ${date}.`,
    refund: 'The amount paid will be refunded to you.',
    refunded: 'The amount has been transferred to your bank account.',
    nothingToPay: 'Nothing is to be paid.',
    bankDetails: 'Bank details',
    accountHolder: 'Account holder',
    bank: 'Bank',
    depositLine: 'Deposit to your Inkwell balance',
    feeLine: (method) => `Payment fee (${method})`,
    refundLine: 'Refund of your Inkwell balance by bank transfer',
    method: { CARD: 'card', SEPA_DEBIT: 'SEPA direct debit', SOFORT: 'SOFORT', GIROPAY: 'giropay', IDEAL: 'iDEAL', PAYPAL: 'PayPal', BANK: 'bank transfer' },
  },
  de: {
    title: {
      INVOICE: 'Rechnung',
      DEPOSIT: 'Vorauszahlungsrechnung',
      CANCBAL_DEPOSIT: 'Storno Vorauszahlung',
      CANCEL_BALANCE: 'Storno Guthaben',
      CANCEL_PAID_INV: 'Stornorechnung',
      CANCEL_UNPAID_I: 'Stornorechnung',
      DEPOSIT_REFUND: 'Erstattung Vorauszahlung',
    },
    number: 'Rechnungsnummer',
    issuedAt: 'Rechnungsdatum',
    dueAt: 'Fällig am',
    customerNumber: 'Kundennummer',
    vatId: 'USt-IdNr.',
    taxNumber: 'Steuernummer',
    position: 'Pos.',
    description: 'Beschreibung',
    quantity: 'Menge',
    netAmount: 'Nettobetrag',
    words: (count) => `${count} Wörter`,
    order: (id) => `Auftrag ${id}`,
    netTotal: 'Summe netto',
    vat: (rate) => `USt. ${rate}`,
    grossTotal: 'Gesamtbetrag',
    payBy: (amount, date, number) =>
      `Bitte überweisen Sie ${amount} bis zum ${date} unter Angabe der Rechnungsnummer ${number} auf das unten genannte Konto.`,
    paid: 'Diese Rechnung ist bereits bezahlt. Vielen Dank.',
    cancels: (number, date) => `Dieses Dokument storniert die Rechnung ${number} vom ${date}.`,
    refund: 'Der bezahlte Betrag wird Ihnen erstattet.',
    refunded: 'Der Betrag wurde auf Ihr Bankkonto überwiesen.',
    nothingToPay: 'Es ist nichts zu zahlen.',
    bankDetails: 'Bankverbindung',
    accountHolder: 'Kontoinhaber',
    bank: 'Bank',
    depositLine: 'Vorauszahlung auf Ihr Inkwell-Guthaben',
    feeLine: (method) => `Zahlungsgebühr (${method})`,
    refundLine: 'Erstattung Ihres Inkwell-Guthabens per Überweisung',
    method: { CARD: 'Karte', SEPA_DEBIT: 'SEPA-Lastschrift', SOFORT: 'SOFORT', GIROPAY: 'giropay', IDEAL: 'iDEAL', PAYPAL: 'PayPal', BANK: 'Überweisung' },
  },
  fr: {
    title: {
      INVOICE: 'Facture',
      DEPOSIT: "Facture d'acompte",
      CANCBAL_DEPOSIT: "Annulation d'acompte",
      CANCEL_BALANCE: 'Annulation de solde',
      CANCEL_PAID_INV: "Facture d'annulation",
      CANCEL_UNPAID_I: "Facture d'annulation",
      DEPOSIT_REFUND: "Remboursement d'acompte",
    },
    number: 'N° de facture',
    issuedAt: 'Date',
    dueAt: "Date d'échéance",
    customerNumber: 'N° client',
    vatId: 'N° de TVA',
    taxNumber: 'N° fiscal',
    position: 'Pos.',
    description: 'Désignation',
    quantity: 'Quantité',
    netAmount: 'Montant HT',
    words: (count) => `${count} mots`,
    order: (id) => `Commande ${id}`,
    netTotal: 'Total HT',
    vat: (rate) => `TVA ${rate}`,
    grossTotal: 'Total TTC',
    payBy: (amount, date, number) =>
      `Veuillez virer ${amount} avant le ${date} sur le compte ci-dessous, en indiquant le numéro de facture ${number}.`,
    paid: 'Cette facture a été réglée. Merci.',
    cancels: (number, date) => `Ce document annule la facture ${number} du ${date}.`,
    refund: 'Le montant payé vous sera remboursé.',
    refunded: 'Le montant a été viré sur votre compte bancaire.',
    nothingToPay: "Aucun paiement n'est dû.",
    bankDetails: 'Coordonnées bancaires',
    accountHolder: 'Titulaire du compte',
    bank: 'Banque',
    depositLine: 'Acompte sur votre solde Inkwell',
    feeLine: (method) => `Frais de paiement (${method})`,
    refundLine: 'Remboursement de votre solde Inkwell par virement bancaire',
    method: { CARD: 'carte', SEPA_DEBIT: 'prélèvement SEPA', SOFORT: 'SOFORT', GIROPAY: 'giropay', IDEAL: 'iDEAL', PAYPAL: 'PayPal', BANK: 'virement bancaire' },
  },
  it: {
    title: {
      INVOICE: 'Fattura',
      DEPOSIT: 'Fattura di acconto',
      CANCBAL_DEPOSIT: 'Storno acconto',
      CANCEL_BALANCE: 'Storno saldo',
      CANCEL_PAID_INV: 'Fattura di storno',
      CANCEL_UNPAID_I: 'Fattura di storno',
      DEPOSIT_REFUND: 'Rimborso acconto',
    },
    number: 'Numero fattura',
    issuedAt: 'Data',
    dueAt: 'Scadenza',
    customerNumber: 'Codice cliente',
    vatId: 'Partita IVA',
    taxNumber: 'Codice fiscale',
    position: 'Pos.',
    description: 'Descrizione',
    quantity: 'Quantità',
    netAmount: 'Importo netto',
    words: (count) => `${count} parole`,
    order: (id) => `Ordine ${id}`,
    netTotal: 'Totale imponibile',
    vat: (rate) => `IVA ${rate}`,
    grossTotal: 'Totale',
    payBy: (amount, date, number) =>
      `Si prega di bonificare ${amount} entro il ${date} sul conto indicato di seguito, indicando il numero di fattura ${number}.`,
    paid: 'La fattura è stata pagata. Grazie.',
    cancels: (number, date) => `Il presente documento annulla la fattura ${number} del ${date}.`,
    refund: "L'importo pagato le sarà rimborsato.",
    refunded: "L'importo le è stato bonificato sul conto bancario.",
    nothingToPay: 'Non è dovuto alcun pagamento.',
    bankDetails: 'Coordinate bancarie',
    accountHolder: 'Intestatario',
    bank: 'Banca',
    depositLine: 'Acconto sul tuo saldo Inkwell',
    feeLine: (method) => `Commissione di pagamento (${method})`,
    refundLine: 'Rimborso del tuo saldo Inkwell tramite bonifico bancario',
    method: { CARD: 'carta', SEPA_DEBIT: 'addebito diretto SEPA', SOFORT: 'SOFORT', GIROPAY: 'giropay', IDEAL: 'iDEAL', PAYPAL: 'PayPal', BANK: 'bonifico bancario' },
  },
};
