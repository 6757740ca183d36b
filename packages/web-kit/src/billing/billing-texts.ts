import type { i18n as I18n } from 'i18next';
import type { DepositStatus, InvoiceStatus, InvoiceType, PaymentMethod } from '@inkwell/contracts';
import { registerFeatureTexts, type Locales } from '../i18n/create-i18n';

/**
 * What the client's billing page and the back office's billing pages say alike: the names of statuses, document
 * types and payment methods, and the invoice table's columns. They load with those pages
 * (`registerBillingCommonTexts`), not with every app's first download.
 */
export const BILLING_COMMON_TEXTS_KEY = 'billingCommon';

/** The compiler holds every locale to every value the contract knows. */
interface BillingCommonTextsShape {
  invoiceStatus: Record<InvoiceStatus, string>;
  invoiceType: Record<InvoiceType, string>;
  depositStatus: Record<DepositStatus, string>;
  paymentMethod: Record<PaymentMethod, string>;
  columns: Record<'number' | 'type' | 'status' | 'issued' | 'due' | 'net' | 'tax' | 'gross', string>;
  download: string;
  downloadNamed: string;
}

const en = {
  invoiceStatus: {
    DRAFT: 'Draft',
    OPEN: 'Open',
    PENDING: 'Pending',
    PROCESSING: 'Processing',
    PAID: 'Paid',
    CANCELED: 'Canceled',
  },
  invoiceType: {
    INVOICE: 'Invoice',
    DEPOSIT: 'Deposit invoice',
    CANCBAL_DEPOSIT: 'Cancellation of a deposit balance',
    CANCEL_BALANCE: 'Balance cancellation',
    CANCEL_PAID_INV: 'Cancellation of a paid invoice',
    CANCEL_UNPAID_I: 'Cancellation of an unpaid invoice',
    DEPOSIT_REFUND: 'Deposit refund',
  },
  depositStatus: {
    PENDING: 'Pending',
    PROCESSING: 'Processing',
    PAID: 'Paid',
    FAILED: 'Failed',
    CANCELED: 'Canceled',
  },
  paymentMethod: {
    CARD: 'Card',
    SEPA_DEBIT: 'SEPA direct debit',
    SOFORT: 'SOFORT',
    GIROPAY: 'giropay',
    IDEAL: 'iDEAL',
    PAYPAL: 'PayPal',
    BANK: 'Bank transfer',
  },
  columns: {
    number: 'Number',
    type: 'Type',
    status: 'Status',
    issued: 'Issued',
    due: 'Due',
    net: 'Net',
    tax: 'VAT',
    gross: 'Gross',
  },
  download: 'PDF',
  downloadNamed: 'Download invoice {{number}} as PDF',
} satisfies BillingCommonTextsShape;

export type BillingCommonTexts = typeof en;

const de: BillingCommonTexts = {
  invoiceStatus: {
    DRAFT: 'Entwurf',
    OPEN: 'Offen',
    PENDING: 'Ausstehend',
    PROCESSING: 'In Bearbeitung',
    PAID: 'Bezahlt',
    CANCELED: 'Storniert',
  },
  invoiceType: {
    INVOICE: 'Rechnung',
    DEPOSIT: 'Einzahlungsrechnung',
    CANCBAL_DEPOSIT: 'Storno eines Einzahlungsguthabens',
    CANCEL_BALANCE: 'Guthabenstorno',
    CANCEL_PAID_INV: 'Storno einer bezahlten Rechnung',
    CANCEL_UNPAID_I: 'Storno einer unbezahlten Rechnung',
    DEPOSIT_REFUND: 'Rückerstattung einer Einzahlung',
  },
  depositStatus: {
    PENDING: 'Ausstehend',
    PROCESSING: 'In Bearbeitung',
    PAID: 'Bezahlt',
    FAILED: 'Fehlgeschlagen',
    CANCELED: 'Storniert',
  },
  paymentMethod: {
    CARD: 'Karte',
    SEPA_DEBIT: 'SEPA-Lastschrift',
    SOFORT: 'SOFORT',
    GIROPAY: 'giropay',
    IDEAL: 'iDEAL',
    PAYPAL: 'PayPal',
    BANK: 'Banküberweisung',
  },
  columns: {
    number: 'Nummer',
    type: 'Art',
    status: 'Status',
    issued: 'Ausgestellt',
    due: 'Fällig',
    net: 'Netto',
    tax: 'MwSt.',
    gross: 'Brutto',
  },
  download: 'PDF',
  downloadNamed: 'Rechnung {{number}} als PDF herunterladen',
};

const fr: BillingCommonTexts = {
  invoiceStatus: {
    DRAFT: 'Brouillon',
    OPEN: 'Ouverte',
    PENDING: 'En attente',
    PROCESSING: 'En cours',
    PAID: 'Payée',
    CANCELED: 'Annulée',
  },
  invoiceType: {
    INVOICE: 'Facture',
    DEPOSIT: 'Facture de dépôt',
    CANCBAL_DEPOSIT: 'Annulation d’un solde de dépôt',
    CANCEL_BALANCE: 'Annulation de solde',
    CANCEL_PAID_INV: 'Annulation d’une facture payée',
    CANCEL_UNPAID_I: 'Annulation d’une facture impayée',
    DEPOSIT_REFUND: 'Remboursement de dépôt',
  },
  depositStatus: {
    PENDING: 'En attente',
    PROCESSING: 'En cours',
    PAID: 'Payé',
    FAILED: 'Échoué',
    CANCELED: 'Annulé',
  },
  paymentMethod: {
    CARD: 'Carte',
    SEPA_DEBIT: 'Prélèvement SEPA',
    SOFORT: 'SOFORT',
    GIROPAY: 'giropay',
    IDEAL: 'iDEAL',
    PAYPAL: 'PayPal',
    BANK: 'Virement bancaire',
  },
  columns: {
    number: 'Numéro',
    type: 'Type',
    status: 'Statut',
    issued: 'Émise le',
    due: 'Échéance',
    net: 'HT',
    tax: 'TVA',
    gross: 'TTC',
  },
  download: 'PDF',
  downloadNamed: 'Télécharger la facture {{number}} en PDF',
};

const it: BillingCommonTexts = {
  invoiceStatus: {
    DRAFT: 'Bozza',
    OPEN: 'Aperta',
    PENDING: 'In attesa',
    PROCESSING: 'In elaborazione',
    PAID: 'Pagata',
    CANCELED: 'Annullata',
  },
  invoiceType: {
    INVOICE: 'Fattura',
    DEPOSIT: 'Fattura di versamento',
    CANCBAL_DEPOSIT: 'Storno di un saldo di versamento',
    CANCEL_BALANCE: 'Storno del saldo',
    CANCEL_PAID_INV: 'Storno di una fattura pagata',
    CANCEL_UNPAID_I: 'Storno di una fattura non pagata',
    DEPOSIT_REFUND: 'Rimborso di un versamento',
  },
  depositStatus: {
    PENDING: 'In attesa',
    PROCESSING: 'In elaborazione',
    PAID: 'Pagato',
    FAILED: 'Non riuscito',
    CANCELED: 'Annullato',
  },
  paymentMethod: {
    CARD: 'Carta',
    SEPA_DEBIT: 'Addebito diretto SEPA',
    SOFORT: 'SOFORT',
    GIROPAY: 'giropay',
    IDEAL: 'iDEAL',
    PAYPAL: 'PayPal',
    BANK: 'Bonifico bancario',
  },
  columns: {
    number: 'Numero',
    type: 'Tipo',
    status: 'Stato',
    issued: 'Emessa il',
    due: 'Scadenza',
    net: 'Netto',
    tax: 'IVA',
    gross: 'Lordo',
  },
  download: 'PDF',
  downloadNamed: 'Scarica la fattura {{number}} in PDF',
};

export const billingCommonTexts: Locales<BillingCommonTexts> = { en, de, fr, it };

/** Adds the shared billing texts to the app's i18n; each app's billing feature calls it when it loads. */
export function registerBillingCommonTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, {
    en: { [BILLING_COMMON_TEXTS_KEY]: en },
    de: { [BILLING_COMMON_TEXTS_KEY]: de },
    fr: { [BILLING_COMMON_TEXTS_KEY]: fr },
    it: { [BILLING_COMMON_TEXTS_KEY]: it },
  });
}
