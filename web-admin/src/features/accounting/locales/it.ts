import type { AccountingTexts } from './en';

export const it: AccountingTexts = {
  title: 'Contabilità',
  tabs: {
    datev: 'DATEV',
    balance: 'Bilancio di verifica',
    'balance-export': 'Esporta bilancio',
    debtors: 'Debitori',
    creditors: 'Creditori',
  },
  period: {
    legend: 'Periodo',
    from: 'Dal',
    to: 'Al',
    lastMonth: 'Mese scorso',
    thisMonth: 'Questo mese',
    required: 'Inserisci una data.',
    order: 'Il periodo non può finire prima di iniziare.',
  },
  datev: {
    intro:
      'Ogni fattura, storno, deposito, nota di credito e pagamento del periodo come registrazioni DATEV (EXTF Buchungsstapel, Windows-1252), pronte per l’importazione del commercialista.',
    download: 'Scarica le registrazioni DATEV',
  },
  settings: {
    title: 'Impostazioni DATEV',
    intro: 'I numeri forniti dal tuo commercialista. Ogni file DATEV li riporta.',
    consultantNumber: 'Numero consulente',
    clientNumber: 'Numero mandante',
    chart: 'Piano dei conti',
    fiscalYearStartMonth: 'L’esercizio inizia nel mese',
    accountLength: 'Lunghezza dei conti',
    accountLengthHint: 'Cifre di un conto generale; debitori e creditori ne hanno una in più.',
    save: 'Salva impostazioni',
    saved: 'Le impostazioni DATEV sono salvate.',
    wholeNumber: 'Inserisci un numero intero.',
    between: 'Inserisci un numero da {{min}} a {{max}}.',
  },
  balance: {
    intro: 'Il saldo di ogni conto all’inizio del periodo, le entrate, le uscite e il saldo alla fine.',
    label: 'Bilancio di verifica',
    empty: 'L’elenco è vuoto.',
    emptyHint: 'I conti compaiono qui appena il denaro si è mosso.',
    columns: {
      account: 'Conto',
      currency: 'Valuta',
      opening: 'Saldo iniziale',
      increases: 'Entrate',
      decreases: 'Uscite',
      closing: 'Saldo finale',
    },
    totals: 'Totali in {{currency}}: iniziale {{opening}}, entrate {{increases}}, uscite {{decreases}}, finale {{closing}}.',
    balanced: 'Il libro mastro è in pareggio in {{currency}}: tutti i conti insieme aprono e chiudono a zero.',
    unbalanced: 'Il libro mastro non è in pareggio in {{currency}}. Avvia la verifica e avvisa gli sviluppatori.',
  },
  balanceExport: {
    intro: 'Il bilancio di verifica del periodo come file, importi in unità di valuta.',
    csv: 'Scarica CSV',
    xlsx: 'Scarica Excel (XLSX)',
  },
  debtors: {
    intro: 'Ogni cliente come debitore DATEV con indirizzo di fatturazione e partita IVA (EXTF Debitoren/Kreditoren).',
    download: 'Scarica i debitori',
  },
  creditors: {
    intro: 'Ogni linguista come creditore DATEV con indirizzo e partita IVA (EXTF Debitoren/Kreditoren).',
    download: 'Scarica i creditori',
  },
  audit: {
    none: 'Il libro mastro non è ancora stato verificato.',
    clean: 'Verifica del {{date}}: {{accounts}} saldi ricalcolati dalle loro registrazioni, nessuna differenza.',
    drift_one: 'La verifica del {{date}} ha trovato {{count}} differenza. I saldi salvati non corrispondono più alle loro registrazioni:',
    drift_other: 'La verifica del {{date}} ha trovato {{count}} differenze. I saldi salvati non corrispondono più alle loro registrazioni:',
    finding: '{{problem}} {{subject}} {{difference}}',
    run: 'Verifica il libro mastro ora',
  },
};
