import type { BillingPageTexts } from './en';

export const it: BillingPageTexts = {
  title: 'Fatturazione',
  tabs: {
    balance: 'Saldo',
    invoices: 'Fatture',
    positions: 'Posizioni',
  },
  balance: {
    title: 'Il tuo saldo',
    deposited: 'Versato',
    reserved: 'Riservato',
    spent: 'Riservato dalla prossima fattura',
    available: 'Disponibile',
    nextInvoice: 'Riservato per la prossima fattura',
    openInvoices: 'Fatture aperte',
    overdueInvoices: 'Fatture scadute',
    seeInvoices: 'Vedi le fatture',
    createDeposit: 'Crea versamento',
  },
  deposits: {
    title: 'Storico dei versamenti',
    empty: 'L’elenco è vuoto.',
    emptyHint: 'I tuoi versamenti compariranno qui non appena avrai ricaricato il saldo.',
    columns: {
      created: 'Data',
      method: 'Metodo di pagamento',
      amount: 'Importo accreditato',
      fee: 'Commissione',
      tax: 'IVA',
      gross: 'Totale pagato',
      status: 'Stato',
      paid: 'Pagato il',
      invoice: 'Fattura',
    },
  },
  invoices: {
    label: 'Fatture',
    empty: 'L’elenco è vuoto.',
    emptyHint: 'Le tue fatture compariranno qui non appena verrà emessa la prima.',
    filters: {
      status: 'Stato',
      type: 'Tipo',
    },
    columns: {
      download: 'PDF',
    },
  },
  positions: {
    label: 'Posizioni',
    empty: 'L’elenco è vuoto.',
    emptyHint: 'Ogni ordine accettato diventa una posizione della tua prossima fattura.',
    filters: {
      invoiced: 'Fatturato',
      open: 'Non ancora fatturato',
      invoicedOnly: 'Fatturato',
    },
    columns: {
      order: 'Ordine',
      project: 'Progetto',
      created: 'Creato il',
      invoiced: 'Fatturato',
    },
    project: 'Progetto {{id}}',
    notInvoiced: 'No',
    invoicedDownload: 'Sì, scarica la fattura',
    total: 'Totale (lordo)',
  },
  download: {
    button: 'Scarica il PDF',
  },
};
