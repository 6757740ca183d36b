import type { LinguistPaymentTexts } from './en';

export const it: LinguistPaymentTexts = {
  title: 'Pagamento',
  intro: 'Dove inviamo i tuoi pagamenti.',
  method: 'Metodo di pagamento',
  methods: { SEPA: 'Bonifico (SEPA)', PAYPAL: 'PayPal' },
  choose: 'Scegli',
  accountHolder: 'Intestatario del conto',
  iban: 'IBAN',
  ibanHint: 'Gli spazi sono ammessi; verifichiamo le cifre di controllo.',
  bic: 'BIC',
  paypalEmail: 'Indirizzo e-mail PayPal',
  save: 'Salva i dati di pagamento',
  saved: 'I dati di pagamento sono stati salvati.',
  required: 'Obbligatorio',
  tooLong: 'Troppo lungo',
  ibanShape: 'Un IBAN inizia con il codice del paese e due cifre di controllo, ad es. IT60 X054 2811 1010 0000 0123 456.',
  bicShape: 'Un BIC ha 8 o 11 lettere e cifre, ad es. COBADEFFXXX.',
  emailShape: 'Inserisci un indirizzo e-mail valido.',
};
