import type { FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { amountProblem, formatMoney, useToast, type AmountProblem } from '@inkwell/ui-kit';
import type { ClientBalance } from '@inkwell/contracts';
import { applyServerFieldErrors, errorToText, FormikTextField, FormModal, toHttpError } from '@inkwell/web-kit';
import { useRefundBalanceMutation } from '../api/clients-api';

interface RefundValues {
  amount: string;
  reason: string;
}

const FIELDS = ['amount', 'reason'] as const;
/** core-api keeps at most this much of the reason (balance refunds, decision 014). */
export const REASON_MAX_LENGTH = 200;
const EMPTY: RefundValues = { amount: '', reason: '' };

/** What each problem of a typed amount is called under the field; one message each. */
const PROBLEM_TEXT: Record<Exclude<AmountProblem, 'required'>, string> = {
  notANumber: 'clients.refund.amountNumber',
  tooPrecise: 'clients.refund.amountDecimals',
  notPositive: 'clients.refund.amountPositive',
  tooLarge: 'clients.refund.amountAvailable',
};

interface RefundBalanceModalProps {
  open: boolean;
  clientId: number;
  /** what the client has available now, which bounds the refund */
  balance: ClientBalance;
  onClose: () => void;
}

/**
 * Records a refund of a prepaid client's available balance that staff have transferred (decision 014):
 * core-api takes it from the balance and writes a paid DEPOSIT_REFUND document. A refund the balance no longer
 * covers is answered 422, shown under the amount.
 */
export function RefundBalanceModal({ open, clientId, balance, onClose }: RefundBalanceModalProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [refundBalance] = useRefundBalanceMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const available = formatMoney(balance.availableAmount, balance.currency);

  const schema = useMemo(
    () =>
      yup.object({
        amount: yup
          .string()
          .trim()
          .required(t('validation.required'))
          // read as core-api reads a refund (@inkwell/money), at most the balance available now
          .test('amount', (value = '', context) => {
            const problem = amountProblem(value, { max: BigInt(balance.availableAmount) });
            return !problem || problem === 'required' || context.createError({ message: t(PROBLEM_TEXT[problem], { available }) });
          }),
        reason: yup
          .string()
          .trim()
          .required(t('validation.required'))
          .max(REASON_MAX_LENGTH, t('clients.refund.reasonLength', { max: REASON_MAX_LENGTH })),
      }),
    [t, available, balance.availableAmount],
  );

  const submit = async (values: RefundValues, helpers: FormikHelpers<RefundValues>) => {
    setServerError(null);
    try {
      const refund = await refundBalance({ clientId, amount: values.amount.trim(), reason: values.reason.trim() }).unwrap();
      toast.show(
        t('clients.refund.done', { amount: formatMoney(refund.amount, refund.currency), number: refund.document.number }),
        'success',
      );
      helpers.resetForm();
      onClose();
    } catch (error) {
      // core-api names `amount` in a 422 too (more than is available now): it belongs under the field like a 400's.
      const http = toHttpError(error);
      const asFieldErrors = http?.status === 422 ? { status: 400, data: http.data } : error;
      if (!applyServerFieldErrors(asFieldErrors, helpers, FIELDS)) setServerError(errorToText(error, t));
    }
  };

  return (
    <FormModal<RefundValues>
      open={open}
      title={t('clients.refund.title')}
      formId="refund-balance-form"
      initialValues={EMPTY}
      validationSchema={schema}
      onSubmit={submit}
      onClose={() => {
        setServerError(null);
        onClose();
      }}
      submitLabel={t('clients.refund.confirm')}
      cancelLabel={t('clients.refund.back')}
      error={serverError}
    >
      <p>{t('clients.refund.summary', { available })}</p>
      <FormikTextField
        id="refund-amount"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        label={t('clients.refund.amount', { currency: balance.currency })}
        hint={t('clients.refund.amountHint', { available })}
        required
      />
      <FormikTextField id="refund-reason" name="reason" autoComplete="off" label={t('clients.refund.reason')} hint={t('clients.refund.reasonHint')} required />
    </FormModal>
  );
}
