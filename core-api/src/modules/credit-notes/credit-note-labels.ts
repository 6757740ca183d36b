import type { CreditNoteType, InterfaceLanguage, TaxTreatment, WorkRole } from '@inkwell/contracts';

/** Every text a credit note prints, in the four interface languages (the linguist's). */
export interface CreditNoteLabels {
  title: Record<CreditNoteType, string>;
  number: string;
  issuedAt: string;
  period: string;
  supplierNumber: string;
  supplier: string;
  recipient: string;
  vatId: string;
  taxNumber: string;
  position: string;
  order: string;
  date: string;
  words: string;
  rate: string;
  amount: string;
  role: Record<WorkRole, string>;
  netTotal: string;
  vat: (rate: string) => string;
  grossTotal: string;
  /** why this document is an invoice though the platform wrote it (§ 14 (2) UStG) */
  selfBilling: string;
  treatment: Record<TaxTreatment, string>;
  cancels: (number: string, date: string) => string;
  payout: string;
}

export const CREDIT_NOTE_LABELS: Record<InterfaceLanguage, CreditNoteLabels> = {
  en: {
    title: { CREDIT: 'Credit note', CANCEL_CREDIT: 'Credit note cancellation' },
    number: 'Credit note no.',
    issuedAt: 'Date',
    period: 'Service period',
    supplierNumber: 'Supplier no.',
    supplier: 'Supplier',
    recipient: 'Recipient of the service',
    vatId: 'VAT ID',
    taxNumber: 'Tax no.',
    position: 'Item',
    order: 'Order',
    date: 'Accepted',
    words: 'Words',
    rate: 'Rate per word',
    amount: 'Net amount',
    role: { writer: 'writing', proofreader: 'proofreading' },
    netTotal: 'Net total',
    vat: (rate) => `VAT ${rate}`,
    grossTotal: 'Total',
    selfBilling: 'Credit note (self-billing): the recipient of the service issues this invoice for the supplier.',
    treatment: {
      VAT_LIABLE: 'German VAT is shown above.',
      SMALL_BUSINESS: 'No VAT is shown: the supplier is a small business under § 19 UStG.',
      REVERSE_CHARGE: 'Reverse charge: the recipient of the service owes the VAT.',
    },
    cancels: (number, date) => `This document cancels credit note ${number} of ${date}.`,
    payout: 'The total is credited to your Inkwell balance and paid out with your next payout.',
  },
  de: {
    title: { CREDIT: 'Gutschrift', CANCEL_CREDIT: 'Storno Gutschrift' },
    number: 'Gutschriftnummer',
    issuedAt: 'Datum',
    period: 'Leistungszeitraum',
    supplierNumber: 'Lieferantennummer',
    supplier: 'Leistender',
    recipient: 'Leistungsempfänger',
    vatId: 'USt-IdNr.',
    taxNumber: 'Steuernummer',
    position: 'Pos.',
    order: 'Auftrag',
    date: 'Abgenommen',
    words: 'Wörter',
    rate: 'Preis pro Wort',
    amount: 'Nettobetrag',
    role: { writer: 'Texterstellung', proofreader: 'Korrektorat' },
    netTotal: 'Summe netto',
    vat: (rate) => `USt. ${rate}`,
    grossTotal: 'Gesamtbetrag',
    selfBilling: 'Gutschrift: Der Leistungsempfänger rechnet hiermit über die Leistung des Leistenden ab.',
    treatment: {
      VAT_LIABLE: 'Die Umsatzsteuer ist oben ausgewiesen.',
      SMALL_BUSINESS: 'Kein Ausweis der Umsatzsteuer: Der Leistende ist Kleinunternehmer nach § 19 UStG.',
      REVERSE_CHARGE: 'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge).',
    },
    cancels: (number, date) => `Dieses Dokument storniert die Gutschrift ${number} vom ${date}.`,
    payout: 'Der Gesamtbetrag wird Ihrem Inkwell-Guthaben gutgeschrieben und mit der nächsten Auszahlung überwiesen.',
  },
  fr: {
    title: { CREDIT: 'Autofacture', CANCEL_CREDIT: "Annulation d'autofacture" },
    number: "N° d'autofacture",
    issuedAt: 'Date',
    period: 'Période de prestation',
    supplierNumber: 'N° fournisseur',
    supplier: 'Prestataire',
    recipient: 'Bénéficiaire de la prestation',
    vatId: 'N° de TVA',
    taxNumber: 'N° fiscal',
    position: 'Pos.',
    order: 'Commande',
    date: 'Acceptée',
    words: 'Mots',
    rate: 'Prix par mot',
    amount: 'Montant HT',
    role: { writer: 'rédaction', proofreader: 'relecture' },
    netTotal: 'Total HT',
    vat: (rate) => `TVA ${rate}`,
    grossTotal: 'Total',
    selfBilling: 'Autofacturation : le bénéficiaire de la prestation établit cette facture pour le prestataire.',
    treatment: {
      VAT_LIABLE: 'La TVA allemande figure ci-dessus.',
      SMALL_BUSINESS: 'TVA non applicable : le prestataire est une petite entreprise (§ 19 UStG).',
      REVERSE_CHARGE: 'Autoliquidation : la TVA est due par le bénéficiaire de la prestation.',
    },
    cancels: (number, date) => `Ce document annule l'autofacture ${number} du ${date}.`,
    payout: 'Le total est crédité sur votre solde Inkwell et versé lors de votre prochain paiement.',
  },
  it: {
    title: { CREDIT: 'Autofattura', CANCEL_CREDIT: 'Storno autofattura' },
    number: 'N. autofattura',
    issuedAt: 'Data',
    period: 'Periodo della prestazione',
    supplierNumber: 'N. fornitore',
    supplier: 'Prestatore',
    recipient: 'Committente',
    vatId: 'Partita IVA',
    taxNumber: 'Codice fiscale',
    position: 'Pos.',
    order: 'Ordine',
    date: 'Accettato',
    words: 'Parole',
    rate: 'Prezzo per parola',
    amount: 'Importo netto',
    role: { writer: 'redazione', proofreader: 'revisione' },
    netTotal: 'Totale netto',
    vat: (rate) => `IVA ${rate}`,
    grossTotal: 'Totale',
    selfBilling: 'Autofatturazione: il committente emette questa fattura per conto del prestatore.',
    treatment: {
      VAT_LIABLE: "L'IVA tedesca è indicata sopra.",
      SMALL_BUSINESS: 'IVA non esposta: il prestatore è una piccola impresa ai sensi del § 19 UStG.',
      REVERSE_CHARGE: "Inversione contabile: l'IVA è dovuta dal committente.",
    },
    cancels: (number, date) => `Questo documento storna l'autofattura ${number} del ${date}.`,
    payout: 'Il totale è accreditato sul tuo saldo Inkwell e versato con il prossimo pagamento.',
  },
};
