import type { ClientsTexts } from './en';

export const it: ClientsTexts = {
  title: 'Clienti',
  intro: 'I clienti per cui hai scritto o corretto testi.',
  empty: 'Non hai ancora lavorato per nessun cliente.',
  columns: {
    name: 'Cliente',
    orders: 'Ordini',
    acceptedOrders: 'Accettati',
    earnings: 'Guadagni',
    rating: 'Valutazione',
    lastOrder: 'Ultimo ordine',
  },
  client: {
    back: 'Torna ai tuoi clienti',
    notFound: 'Non hai lavorato per questo cliente.',
    summary: 'Riepilogo',
    tabs: {
      label: 'Sezioni del cliente',
      orders: 'Ordini',
      activities: 'Attività',
      stats: 'Statistiche',
      rating: 'Valutazione',
      earnings: 'Guadagni',
      prices: 'Prezzi di partnership',
    },
  },
  orders: {
    title: 'Ordini con questo cliente',
    empty: 'Nessun ordine con questo cliente.',
    columns: {
      title: 'Titolo',
      role: 'Il tuo ruolo',
      language: 'Lingua',
      status: 'Stato',
      words: 'Parole',
      payPerWord: 'Compenso a parola',
      earned: 'Guadagnato',
      created: 'Creato',
    },
    roles: {
      writer: 'Autore',
      proofreader: 'Correttore',
    },
  },
  rating: {
    title: 'Come ti valuta questo cliente',
    recent: 'Ultimi ordini valutati',
    empty: 'Questo cliente non ha ancora valutato nessun tuo ordine.',
    columns: {
      order: 'Ordine',
      accepted: 'Accettato',
    },
  },
  earnings: {
    title: 'Quanto hai guadagnato con questo cliente',
    total: 'In totale',
    lastMonth: 'Negli ultimi 30 giorni',
    byMonth: 'Per mese',
    empty: 'Ancora nessun ordine accettato.',
    columns: {
      month: 'Mese',
      orders: 'Ordini accettati',
      amount: 'Guadagnato',
    },
  },
  prices: {
    intro: 'Quanto ti paga questo cliente a parola quando ordina direttamente da te, al posto del tuo prezzo.',
  },
};
