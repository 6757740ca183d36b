export const en = {
  title: 'Payment',
  intro: 'Where we send your payouts.',
  method: 'Payout method',
  methods: { SEPA: 'Bank transfer (SEPA)', PAYPAL: 'PayPal' },
  choose: 'Choose',
  accountHolder: 'Account holder',
  iban: 'IBAN',
  ibanHint: 'Spaces are fine; we check the checksum.',
  bic: 'BIC',
  paypalEmail: 'PayPal e-mail address',
  save: 'Save payment settings',
  saved: 'The payment settings were saved.',
  required: 'Required',
  tooLong: 'Too long',
  ibanShape: 'An IBAN starts with the country code and two check digits, e.g. DE89 3704 0044 0532 0130 00.',
  bicShape: 'A BIC has 8 or 11 letters and digits, e.g. COBADEFFXXX.',
  emailShape: 'Enter a valid e-mail address.',
};

export type LinguistPaymentTexts = typeof en;
