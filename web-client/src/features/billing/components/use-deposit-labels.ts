import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_METHODS, ESTIMATE_SERVICES, type DepositDialogLabels } from '@inkwell/ui-kit';
import { DEPOSIT_STATUSES } from '@inkwell/contracts';

/** The dialog's texts in the interface language. */
export function useDepositLabels(): DepositDialogLabels {
  const { t } = useTranslation();
  return useMemo(() => {
    const text = (key: string, values?: Record<string, string>) => t(`billing.deposit.${key}`, values);
    const each = <K extends string>(keys: readonly K[], prefix: string) =>
      Object.fromEntries(keys.map((key) => [key, text(`${prefix}.${key}`)])) as Record<K, string>;
    return {
      title: text('title'),
      close: text('close'),
      next: text('next'),
      steps: { billing: text('steps.billing'), amount: text('steps.amount'), payment: text('steps.payment') },
      editBilling: text('editBilling'),
      billingInvalid: text('billingInvalid'),
      amount: text('amount'),
      amountHint: text('amountHint'),
      currency: text('currency'),
      currencyLocked: (currency) => text('currencyLocked', { currency }),
      note: text('note'),
      noteHint: text('noteHint'),
      calculate: text('calculate'),
      service: text('service'),
      services: each(ESTIMATE_SERVICES, 'services'),
      language: text('language'),
      level: text('level'),
      texts: text('texts'),
      wordsPerText: text('wordsPerText'),
      selectPlaceholder: text('selectPlaceholder'),
      estimating: text('estimating'),
      estimate: ({ net, tax, gross }) => text('estimate', { net, tax, gross }),
      required: text('required'),
      amountNotANumber: text('amountNotANumber'),
      amountNotPositive: text('amountNotPositive'),
      amountTooPrecise: text('amountTooPrecise'),
      amountTooLarge: (max) => text('amountTooLarge', { max }),
      noteTooLong: text('noteTooLong'),
      textsWholeNumber: text('textsWholeNumber'),
      textsPositive: text('textsPositive'),
      wordsWholeNumber: text('wordsWholeNumber'),
      wordsPositive: text('wordsPositive'),
      invalidEmail: text('invalidEmail'),
      method: text('method'),
      methods: each(DEPOSIT_METHODS, 'methods'),
      feePercentage: ({ percent, minimum }) => text('feePercentage', { percent, minimum }),
      feeFixed: (amount) => text('feeFixed', { amount }),
      noFee: text('noFee'),
      bankTransferInfo: text('bankTransferInfo'),
      payerEmail: text('payerEmail'),
      charges: {
        amountNet: text('charges.amountNet'),
        fee: text('charges.fee'),
        tax: text('charges.tax'),
        total: text('charges.total'),
      },
      paymentDetails: text('paymentDetails'),
      loadingProvider: text('loadingProvider'),
      providerUnavailable: text('providerUnavailable'),
      pay: text('pay'),
      amountMissing: text('amountMissing'),
      methodMissing: text('methodMissing'),
      paymentDetailsIncomplete: text('paymentDetailsIncomplete'),
      checkingPayment: text('checkingPayment'),
      paymentNotCompleted: text('paymentNotCompleted'),
      stillProcessing: text('stillProcessing'),
      receiptTitle: text('receiptTitle'),
      receipt: {
        method: text('receipt.method'),
        status: text('receipt.status'),
        transaction: text('receipt.transaction'),
        deposit: text('receipt.deposit'),
      },
      statuses: each(DEPOSIT_STATUSES, 'statuses'),
      pendingInfo: text('pendingInfo'),
      bankReceiptInfo: text('bankReceiptInfo'),
      newProject: text('newProject'),
      somethingWentWrong: t('errors.default'),
    };
  }, [t]);
}
