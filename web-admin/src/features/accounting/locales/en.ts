/** The accounting page's texts (admin spec §2.1 /billing/accounting/:tab?, decision 064), under `accounting`. */
export const en = {
  title: 'Accounting',
  tabs: {
    datev: 'DATEV',
    balance: 'Balance',
    'balance-export': 'Balance export',
    debtors: 'Debtors',
    creditors: 'Creditors',
  },
  period: {
    legend: 'Period',
    from: 'From',
    to: 'To',
    lastMonth: 'Last month',
    thisMonth: 'This month',
    required: 'Enter a date.',
    order: 'The period cannot end before it starts.',
  },
  datev: {
    intro:
      'Every invoice, cancellation, deposit, credit note and payout of the period as DATEV bookings (EXTF Buchungsstapel, Windows-1252), ready for the accountant’s import.',
    download: 'Download DATEV bookings',
  },
  settings: {
    title: 'DATEV settings',
    intro: 'The numbers your accountant gave you. Every DATEV file carries them.',
    consultantNumber: 'Consultant number',
    clientNumber: 'Client number',
    chart: 'Chart of accounts',
    fiscalYearStartMonth: 'Fiscal year starts in month',
    accountLength: 'Account length',
    accountLengthHint: 'Digits of a ledger account; debtors and creditors have one more.',
    save: 'Save settings',
    saved: 'The DATEV settings are saved.',
    wholeNumber: 'Enter a whole number.',
    between: 'Enter a number from {{min}} to {{max}}.',
  },
  balance: {
    intro: 'Each ledger account’s balance at the start of the period, what came in, what went out, and its balance at the end.',
    label: 'Trial balance',
    empty: 'List is empty.',
    emptyHint: 'Accounts appear here once money has moved.',
    columns: {
      account: 'Account',
      currency: 'Currency',
      opening: 'Opening',
      increases: 'Increases',
      decreases: 'Decreases',
      closing: 'Closing',
    },
    totals: 'Totals in {{currency}}: opening {{opening}}, increases {{increases}}, decreases {{decreases}}, closing {{closing}}.',
    balanced: 'The ledger is balanced in {{currency}}: every account together opens and closes at zero.',
    unbalanced: 'The ledger does not balance in {{currency}}. Run the ledger audit and tell the developers.',
  },
  balanceExport: {
    intro: 'The trial balance of the period as a file, amounts in currency units.',
    csv: 'Download CSV',
    xlsx: 'Download Excel (XLSX)',
  },
  debtors: {
    intro: 'Every client as a DATEV debtor with its billing address and VAT number (EXTF Debitoren/Kreditoren).',
    download: 'Download debtors',
  },
  creditors: {
    intro: 'Every linguist as a DATEV creditor with her address and VAT number (EXTF Debitoren/Kreditoren).',
    download: 'Download creditors',
  },
  audit: {
    none: 'The ledger has not been audited yet.',
    clean: 'Ledger audit of {{date}}: {{accounts}} balances recomputed from their entries, no drift.',
    drift_one: 'Ledger audit of {{date}} found {{count}} difference. The cached balances no longer match their entries:',
    drift_other: 'Ledger audit of {{date}} found {{count}} differences. The cached balances no longer match their entries:',
    finding: '{{problem}} {{subject}} {{difference}}',
    run: 'Audit the ledger now',
  },
};

export type AccountingTexts = typeof en;
