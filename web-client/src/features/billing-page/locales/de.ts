import type { BillingPageTexts } from './en';

export const de: BillingPageTexts = {
  title: 'Abrechnung',
  tabs: {
    balance: 'Guthaben',
    invoices: 'Rechnungen',
    positions: 'Positionen',
  },
  balance: {
    title: 'Ihr Guthaben',
    deposited: 'Eingezahlt',
    reserved: 'Reserviert',
    spent: 'Durch nächste Rechnung reserviert',
    available: 'Verfügbar',
    nextInvoice: 'Vorgemerkt für die nächste Rechnung',
    openInvoices: 'Offene Rechnungen',
    overdueInvoices: 'Überfällige Rechnungen',
    seeInvoices: 'Rechnungen ansehen',
    createDeposit: 'Einzahlung erstellen',
  },
  deposits: {
    title: 'Einzahlungen',
    empty: 'Die Liste ist leer.',
    emptyHint: 'Ihre Einzahlungen erscheinen hier, sobald Sie Ihr Guthaben aufgeladen haben.',
    columns: {
      created: 'Datum',
      method: 'Zahlungsart',
      amount: 'Gutgeschriebener Betrag',
      fee: 'Gebühr',
      tax: 'MwSt.',
      gross: 'Gezahlt gesamt',
      status: 'Status',
      paid: 'Bezahlt am',
      invoice: 'Rechnung',
    },
  },
  invoices: {
    label: 'Rechnungen',
    empty: 'Die Liste ist leer.',
    emptyHint: 'Ihre Rechnungen erscheinen hier, sobald die erste ausgestellt ist.',
    filters: {
      status: 'Status',
      type: 'Art',
    },
    columns: {
      download: 'PDF',
    },
  },
  positions: {
    label: 'Positionen',
    empty: 'Die Liste ist leer.',
    emptyHint: 'Jeder abgenommene Auftrag wird zu einer Position Ihrer nächsten Rechnung.',
    filters: {
      invoiced: 'Abgerechnet',
      open: 'Noch nicht abgerechnet',
      invoicedOnly: 'Abgerechnet',
    },
    columns: {
      order: 'Auftrag',
      project: 'Projekt',
      created: 'Erstellt',
      invoiced: 'Abgerechnet',
    },
    project: 'Projekt {{id}}',
    notInvoiced: 'Nein',
    invoicedDownload: 'Ja, Rechnung herunterladen',
    total: 'Summe (brutto)',
  },
  download: {
    button: 'PDF herunterladen',
  },
};
