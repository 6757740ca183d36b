import type { BalanceTexts } from './en';

export const it: BalanceTexts = {
  label: 'Il tuo saldo',
  figures: {
    earned: 'Guadagnato',
    earnedHint: 'Lavoro accettato che la prossima nota di credito liquiderà.',
    payable: 'Pagabile',
    payableHint: 'Liquidato dalle tue note di credito: puoi richiederlo.',
    pending: 'Pagamento in corso',
    pendingHint: 'Richiesto, o in viaggio verso di te.',
    paidOut: 'Pagato',
    paidOutHint: 'Inviato a te.',
  },
  request: {
    title: 'Richiedi un pagamento',
    amount: 'Importo',
    amountHint: 'Almeno {{minimum}}, al massimo {{payable}}. Lascialo così per richiedere tutto il pagabile.',
    submit: 'Richiedi pagamento',
    done: 'Il tuo pagamento di {{amount}} è richiesto. Verrà inviato a {{destination}}.',
    toBank: 'Arriva sul tuo conto bancario.',
    toPaypal: 'Arriva sul tuo conto PayPal.',
    open: 'La tua richiesta di pagamento è in attesa. Potrai richiederne un altro dopo l’invio.',
    noSettings: 'Aggiungi il tuo conto bancario o indirizzo PayPal nelle impostazioni di pagamento per richiedere un pagamento.',
    settingsLink: 'Impostazioni di pagamento',
    belowMinimum: 'Puoi richiedere un pagamento a partire da {{minimum}}. Pagabile ora: {{payable}}.',
    invalidAmount: 'Inserisci un importo come 120,50.',
  },
  pending: {
    title: 'Pagamenti in arrivo',
    label: 'I tuoi pagamenti in corso',
    empty: 'Nessun pagamento in corso.',
    columns: { id: 'Pagamento', amount: 'Importo', to: 'A', requested: 'Richiesto', status: 'Stato' },
    status: { requested: 'Richiesto', downloaded: 'Inviato con bonifico', submitted: 'Inviato con PayPal', paid: 'Pagato', failed: 'Fallito' },
  },
};
