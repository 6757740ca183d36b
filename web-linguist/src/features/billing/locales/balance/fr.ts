import type { BalanceTexts } from './en';

export const fr: BalanceTexts = {
  label: 'Votre solde',
  figures: {
    earned: 'Gagné',
    earnedHint: 'Travail accepté que le prochain avoir réglera.',
    payable: 'Payable',
    payableHint: 'Réglé par vos avoirs : vous pouvez le demander.',
    pending: 'Versement en cours',
    pendingHint: 'Demandé, ou en route vers vous.',
    paidOut: 'Versé',
    paidOutHint: 'Envoyé à vous.',
  },
  request: {
    title: 'Demander un versement',
    amount: 'Montant',
    amountHint: 'Au moins {{minimum}}, au plus {{payable}}. Laissez-le tel quel pour demander tout le payable.',
    submit: 'Demander le versement',
    done: 'Votre versement de {{amount}} est demandé. Il sera envoyé à {{destination}}.',
    toBank: 'Il arrive sur votre compte bancaire.',
    toPaypal: 'Il arrive sur votre compte PayPal.',
    open: 'Votre demande de versement attend son traitement. Vous pourrez redemander une fois envoyée.',
    noSettings: 'Ajoutez votre compte bancaire ou votre adresse PayPal dans vos paramètres de paiement pour demander un versement.',
    settingsLink: 'Paramètres de paiement',
    belowMinimum: 'Vous pouvez demander un versement à partir de {{minimum}}. Payable maintenant : {{payable}}.',
    invalidAmount: 'Saisissez un montant comme 120,50.',
  },
  pending: {
    title: 'Versements en route',
    label: 'Vos versements en cours',
    empty: 'Aucun versement en cours.',
    columns: { id: 'Versement', amount: 'Montant', to: 'Vers', requested: 'Demandé', status: 'Statut' },
    status: { requested: 'Demandé', downloaded: 'Envoyé par virement', submitted: 'Envoyé par PayPal', paid: 'Payé', failed: 'Échoué' },
  },
};
