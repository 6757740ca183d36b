/** The billing page's Balance tab: where her money is and her payout request (decision 062). */
export const en = {
  label: 'Your balance',
  figures: {
    earned: 'Earned',
    earnedHint: 'Accepted work the next credit note will settle.',
    payable: 'Payable',
    payableHint: 'Settled by your credit notes: you can ask for it.',
    pending: 'Pending payout',
    pendingHint: 'Asked for, or on its way to you.',
    paidOut: 'Paid out',
    paidOutHint: 'Sent to you.',
  },
  request: {
    title: 'Request a payout',
    amount: 'Amount',
    amountHint: 'At least {{minimum}}, at most {{payable}}. Leave it as it is to ask for everything payable.',
    submit: 'Request payout',
    done: 'Your payout of {{amount}} is requested. Staff send it to {{destination}}.',
    toBank: 'It goes to your bank account.',
    toPaypal: 'It goes to your PayPal account.',
    open: 'Your payout request is waiting for staff. You can ask again once it is sent.',
    noSettings: 'Add your bank account or PayPal address to your payment settings to request a payout.',
    settingsLink: 'Payment settings',
    belowMinimum: 'You can request a payout from {{minimum}}. Payable now: {{payable}}.',
    invalidAmount: 'Enter an amount such as 120.50.',
  },
  pending: {
    title: 'Payouts on their way',
    label: 'Your pending payouts',
    empty: 'No payout is pending.',
    columns: { id: 'Payout', amount: 'Amount', to: 'To', requested: 'Requested', status: 'Status' },
    status: { requested: 'Requested', downloaded: 'Sent by bank transfer', submitted: 'Sent by PayPal', paid: 'Paid', failed: 'Failed' },
  },
};

export type BalanceTexts = typeof en;
