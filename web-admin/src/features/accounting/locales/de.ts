import type { AccountingTexts } from './en';

export const de: AccountingTexts = {
  title: 'Buchhaltung',
  tabs: {
    datev: 'DATEV',
    balance: 'Summen und Salden',
    'balance-export': 'Saldenexport',
    debtors: 'Debitoren',
    creditors: 'Kreditoren',
  },
  period: {
    legend: 'Zeitraum',
    from: 'Von',
    to: 'Bis',
    lastMonth: 'Letzter Monat',
    thisMonth: 'Dieser Monat',
    required: 'Bitte geben Sie ein Datum ein.',
    order: 'Der Zeitraum kann nicht vor seinem Beginn enden.',
  },
  datev: {
    intro:
      'Alle Rechnungen, Stornos, Einzahlungen, Gutschriften und Auszahlungen des Zeitraums als DATEV-Buchungen (EXTF-Buchungsstapel, Windows-1252), bereit für den Import beim Steuerberater.',
    download: 'DATEV-Buchungen herunterladen',
  },
  settings: {
    title: 'DATEV-Einstellungen',
    intro: 'Die Nummern von Ihrem Steuerberater. Jede DATEV-Datei trägt sie.',
    consultantNumber: 'Beraternummer',
    clientNumber: 'Mandantennummer',
    chart: 'Kontenrahmen',
    fiscalYearStartMonth: 'Wirtschaftsjahr beginnt im Monat',
    accountLength: 'Sachkontenlänge',
    accountLengthHint: 'Stellen eines Sachkontos; Debitoren und Kreditoren haben eine mehr.',
    save: 'Einstellungen speichern',
    saved: 'Die DATEV-Einstellungen sind gespeichert.',
    wholeNumber: 'Bitte geben Sie eine ganze Zahl ein.',
    between: 'Bitte geben Sie eine Zahl von {{min}} bis {{max}} ein.',
  },
  balance: {
    intro: 'Der Saldo jedes Kontos zu Beginn des Zeitraums, die Zugänge, die Abgänge und der Saldo am Ende.',
    label: 'Summen und Salden',
    empty: 'Die Liste ist leer.',
    emptyHint: 'Konten erscheinen hier, sobald Geld bewegt wurde.',
    columns: {
      account: 'Konto',
      currency: 'Währung',
      opening: 'Anfangssaldo',
      increases: 'Zugänge',
      decreases: 'Abgänge',
      closing: 'Endsaldo',
    },
    totals: 'Summen in {{currency}}: Anfang {{opening}}, Zugänge {{increases}}, Abgänge {{decreases}}, Ende {{closing}}.',
    balanced: 'Das Hauptbuch ist in {{currency}} ausgeglichen: alle Konten zusammen beginnen und enden bei null.',
    unbalanced: 'Das Hauptbuch ist in {{currency}} nicht ausgeglichen. Starten Sie die Prüfung und informieren Sie die Entwickler.',
  },
  balanceExport: {
    intro: 'Summen und Salden des Zeitraums als Datei, Beträge in Währungseinheiten.',
    csv: 'CSV herunterladen',
    xlsx: 'Excel (XLSX) herunterladen',
  },
  debtors: {
    intro: 'Alle Kunden als DATEV-Debitoren mit Rechnungsanschrift und USt-IdNr. (EXTF Debitoren/Kreditoren).',
    download: 'Debitoren herunterladen',
  },
  creditors: {
    intro: 'Alle Autorinnen und Autoren als DATEV-Kreditoren mit Anschrift und USt-IdNr. (EXTF Debitoren/Kreditoren).',
    download: 'Kreditoren herunterladen',
  },
  audit: {
    none: 'Das Hauptbuch wurde noch nicht geprüft.',
    clean: 'Prüfung vom {{date}}: {{accounts}} Salden aus ihren Buchungen neu berechnet, keine Abweichung.',
    drift_one: 'Die Prüfung vom {{date}} fand {{count}} Abweichung. Die gespeicherten Salden stimmen nicht mehr mit ihren Buchungen überein:',
    drift_other: 'Die Prüfung vom {{date}} fand {{count}} Abweichungen. Die gespeicherten Salden stimmen nicht mehr mit ihren Buchungen überein:',
    finding: '{{problem}} {{subject}} {{difference}}',
    run: 'Hauptbuch jetzt prüfen',
  },
};
