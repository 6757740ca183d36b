import type { BalanceTexts } from './en';

export const de: BalanceTexts = {
  label: 'Ihr Guthaben',
  figures: {
    earned: 'Verdient',
    earnedHint: 'Angenommene Arbeit, die die nächste Gutschrift abrechnet.',
    payable: 'Auszahlbar',
    payableHint: 'Mit Ihren Gutschriften abgerechnet: Sie können es anfordern.',
    pending: 'Auszahlung offen',
    pendingHint: 'Angefordert oder auf dem Weg zu Ihnen.',
    paidOut: 'Ausgezahlt',
    paidOutHint: 'An Sie gesendet.',
  },
  request: {
    title: 'Auszahlung anfordern',
    amount: 'Betrag',
    amountHint: 'Mindestens {{minimum}}, höchstens {{payable}}. Lassen Sie ihn stehen, um alles Auszahlbare anzufordern.',
    submit: 'Auszahlung anfordern',
    done: 'Ihre Auszahlung von {{amount}} ist angefordert. Sie geht an {{destination}}.',
    toBank: 'Sie geht auf Ihr Bankkonto.',
    toPaypal: 'Sie geht auf Ihr PayPal-Konto.',
    open: 'Ihre Auszahlungsanforderung wartet auf die Bearbeitung. Sie können erneut anfordern, sobald sie gesendet ist.',
    noSettings: 'Hinterlegen Sie Ihr Bankkonto oder Ihre PayPal-Adresse in den Zahlungseinstellungen, um eine Auszahlung anzufordern.',
    settingsLink: 'Zahlungseinstellungen',
    belowMinimum: 'Sie können eine Auszahlung ab {{minimum}} anfordern. Jetzt auszahlbar: {{payable}}.',
    invalidAmount: 'Geben Sie einen Betrag wie 120,50 ein.',
  },
  pending: {
    title: 'Auszahlungen unterwegs',
    label: 'Ihre offenen Auszahlungen',
    empty: 'Keine Auszahlung ist offen.',
    columns: { id: 'Auszahlung', amount: 'Betrag', to: 'An', requested: 'Angefordert', status: 'Status' },
    status: { requested: 'Angefordert', downloaded: 'Per Überweisung gesendet', submitted: 'Per PayPal gesendet', paid: 'Bezahlt', failed: 'Fehlgeschlagen' },
  },
};
