import type { BillingTexts } from './en';

export const it: BillingTexts = {
  filters: {
    any: 'Tutti',
    reset: 'Reimposta i filtri',
    clientId: 'ID cliente',
    clientIdInvalid: 'Inserisci un numero cliente.',
  },
  invoices: {
    title: 'Fatture',
    label: 'Fatture di tutti i clienti',
    empty: 'L’elenco è vuoto.',
    emptyHint: 'Le fatture compaiono qui non appena la fatturazione periodica o un versamento ne ha emessa una.',
    filters: {
      status: 'Stato',
      type: 'Tipo',
    },
    columns: {
      client: 'Cliente',
      actions: 'Azioni',
    },
    cancel: 'Storna',
    cancelNamed: 'Storna la fattura {{number}}',
  },
  cancel: {
    title: 'Stornare la fattura {{number}}?',
    unpaid:
      'La fattura {{number}} non è ancora pagata. Viene emesso uno storno di fattura non pagata (CANCEL_UNPAID_I) con un proprio numero; la fattura {{number}} diventa annullata e i suoi ordini tornano aperti per la prossima fattura del cliente.',
    paid: 'La fattura {{number}} è pagata. Viene emesso uno storno di fattura pagata (CANCEL_PAID_INV) con un proprio numero; resta aperto finché il denaro non viene restituito al cliente e la fattura {{number}} mantiene lo stato Pagata.',
    irreversible: 'Un documento di storno non può essere annullato.',
    confirm: 'Emetti lo storno',
    back: 'Indietro',
    done: 'Storno {{number}} emesso per la fattura {{original}}.',
  },
  payments: {
    title: 'Pagamenti in entrata',
    tabs: {
      deposits: 'Versamenti in attesa',
      invoices: 'Fatture aperte',
    },
    openInvoicesHint: 'Fatture in attesa del pagamento del cliente.',
  },
  deposits: {
    label: 'Versamenti in attesa',
    empty: 'L’elenco è vuoto.',
    emptyHint: 'I bonifici annunciati dai clienti attendono qui finché il denaro non arriva.',
    filters: {
      age: 'In attesa',
    },
    ages: {
      MORE14DAYS: 'Più di 14 giorni',
      MORE7DAYS: 'Più di 7 giorni',
      MORE3DAYS: 'Più di 3 giorni',
      MORE1DAY: 'Più di 1 giorno',
    },
    columns: {
      id: 'ID',
      client: 'Cliente',
      method: 'Metodo di pagamento',
      amount: 'Importo da accreditare',
      gross: 'Importo da ricevere',
      created: 'Creato il',
      waiting: 'In attesa da',
      note: 'Nota',
      actions: 'Azioni',
    },
    record: 'Registra il pagamento ricevuto',
    recordNamed: 'Registra il pagamento ricevuto del versamento {{id}}',
    viaProvider: 'Regolato dal fornitore di pagamento',
    cancel: 'Annulla il versamento',
    cancelNamed: 'Annulla il versamento {{id}}',
  },
  cancelDeposit: {
    title: 'Annullare il versamento {{id}}?',
    summary: '{{client}} ha annunciato il {{date}} un bonifico di {{gross}} che non è arrivato. L’annullamento segna il versamento come annullato e storna la sua fattura di versamento con un documento di storno (CANCBAL_DEPOSIT) con un proprio numero. Sul saldo del cliente non viene accreditato né addebitato nulla.',
    irreversible: 'Un versamento annullato non può più essere registrato come pagato.',
    confirm: 'Annulla il versamento',
    back: 'Indietro',
    done: 'Il versamento {{id}} è annullato; è stato emesso lo storno {{number}}.',
    doneWithoutDocument: 'Il versamento {{id}} è annullato.',
  },
  settle: {
    title: 'Registra il pagamento ricevuto del versamento {{id}}',
    summary: '{{client}} ha annunciato un bonifico di {{gross}} il {{date}}. Registrarlo accredita {{amount}} sul saldo del cliente e segna come pagata la fattura di versamento.',
    reference: 'Riferimento bancario',
    referenceHint: 'Facoltativo: il riferimento del pagamento sull’estratto conto.',
    confirm: 'Registra il pagamento',
    done: 'Il pagamento del versamento {{id}} è registrato.',
  },
};
