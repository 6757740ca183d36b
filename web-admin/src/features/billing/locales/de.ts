import type { BillingTexts } from './en';

export const de: BillingTexts = {
  filters: {
    any: 'Alle',
    reset: 'Filter zurücksetzen',
    clientId: 'Kunden-ID',
    clientIdInvalid: 'Gib eine Kundennummer ein.',
  },
  invoices: {
    title: 'Rechnungen',
    label: 'Rechnungen aller Kunden',
    empty: 'Die Liste ist leer.',
    emptyHint: 'Rechnungen erscheinen hier, sobald der Rechnungslauf oder eine Einzahlung eine geschrieben hat.',
    filters: {
      status: 'Status',
      type: 'Art',
    },
    columns: {
      client: 'Kunde',
      actions: 'Aktionen',
    },
    cancel: 'Stornieren',
    cancelNamed: 'Rechnung {{number}} stornieren',
  },
  cancel: {
    title: 'Rechnung {{number}} stornieren?',
    unpaid:
      'Rechnung {{number}} ist noch nicht bezahlt. Es wird ein Storno einer unbezahlten Rechnung (CANCEL_UNPAID_I) mit eigener Nummer geschrieben; Rechnung {{number}} wird storniert und ihre Aufträge sind wieder offen für die nächste Rechnung des Kunden.',
    paid: 'Rechnung {{number}} ist bezahlt. Es wird ein Storno einer bezahlten Rechnung (CANCEL_PAID_INV) mit eigener Nummer geschrieben; er bleibt offen, bis das Geld an den Kunden zurückgezahlt ist, und Rechnung {{number}} behält den Status Bezahlt.',
    irreversible: 'Ein Stornobeleg kann nicht rückgängig gemacht werden.',
    confirm: 'Storno schreiben',
    back: 'Zurück',
    done: 'Storno {{number}} für Rechnung {{original}} geschrieben.',
  },
  payments: {
    title: 'Zahlungseingänge',
    tabs: {
      deposits: 'Ausstehende Einzahlungen',
      invoices: 'Offene Rechnungen',
    },
    openInvoicesHint: 'Rechnungen, die auf die Zahlung des Kunden warten.',
  },
  deposits: {
    label: 'Ausstehende Einzahlungen',
    empty: 'Die Liste ist leer.',
    emptyHint: 'Von Kunden angekündigte Banküberweisungen warten hier, bis ihr Geld eingeht.',
    filters: {
      age: 'Wartet seit',
    },
    ages: {
      MORE14DAYS: 'Mehr als 14 Tage',
      MORE7DAYS: 'Mehr als 7 Tage',
      MORE3DAYS: 'Mehr als 3 Tage',
      MORE1DAY: 'Mehr als 1 Tag',
    },
    columns: {
      id: 'ID',
      client: 'Kunde',
      method: 'Zahlungsart',
      amount: 'Gutzuschreibender Betrag',
      gross: 'Zu erhaltender Betrag',
      created: 'Erstellt',
      waiting: 'Wartet seit',
      note: 'Notiz',
      actions: 'Aktionen',
    },
    record: 'Zahlungseingang erfassen',
    recordNamed: 'Zahlungseingang der Einzahlung {{id}} erfassen',
    viaProvider: 'Wird vom Zahlungsanbieter abgewickelt',
    cancel: 'Einzahlung stornieren',
    cancelNamed: 'Einzahlung {{id}} stornieren',
  },
  cancelDeposit: {
    title: 'Einzahlung {{id}} stornieren?',
    summary: '{{client}} hat am {{date}} eine Banküberweisung über {{gross}} angekündigt, die nicht eingegangen ist. Beim Stornieren wird die Einzahlung als storniert markiert und ihre Einzahlungsrechnung durch einen Stornobeleg (CANCBAL_DEPOSIT) mit eigener Nummer storniert. Dem Guthaben des Kunden wird nichts gutgeschrieben oder abgezogen.',
    irreversible: 'Eine stornierte Einzahlung kann nicht mehr als bezahlt erfasst werden.',
    confirm: 'Einzahlung stornieren',
    back: 'Zurück',
    done: 'Einzahlung {{id}} ist storniert; Stornobeleg {{number}} wurde erstellt.',
    doneWithoutDocument: 'Einzahlung {{id}} ist storniert.',
  },
  settle: {
    title: 'Zahlungseingang der Einzahlung {{id}} erfassen',
    summary: '{{client}} hat am {{date}} eine Banküberweisung über {{gross}} angekündigt. Das Erfassen schreibt dem Guthaben des Kunden {{amount}} gut und markiert die Einzahlungsrechnung als bezahlt.',
    reference: 'Bankreferenz',
    referenceHint: 'Optional: die Referenz der Zahlung auf dem Kontoauszug.',
    confirm: 'Zahlung erfassen',
    done: 'Die Zahlung der Einzahlung {{id}} ist erfasst.',
  },
};
