import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Alert, Button, formatMoney, Modal, useToast } from '@inkwell/ui-kit';
import type { ClientBalance } from '@inkwell/contracts';
import { applyServerFieldErrors, errorToText, FormikTextField, toHttpError } from '@inkwell/web-kit';
import { useRefundBalanceMutation } from '../api/clients-api';
import { StyledModalForm } from './styled';

interface RefundValues {
  amount: string;
  reason: string;
}

const FORM_ID = 'refund-balance-form';
const FIELDS = ['amount', 'reason'] as const;
/** core-api keeps at most this much of the reason (balance refunds, decision 014). */
export const REASON_MAX_LENGTH = 200;
const EMPTY: RefundValues = { amount: '', reason: '' };

/** Amounts as the deposit form reads them: digits, a point or a comma, at most what the server parses. */
const AMOUNT = /^\d+([.,]\d+)?$/;

/** The typed amount in minor units, exactly (no float), or null when it is not a decimal. */
export function toMinorUnits(typed: string): bigint | null {
  const text = typed.trim();
  if (!AMOUNT.test(text)) return null;
  const [units = '0', fraction = ''] = text.split(/[.,]/);
  if (fraction.length > 2) return null;
  return BigInt(units) * 100n + BigInt(fraction.padEnd(2, '0'));
}

const decimalsOf = (typed: string) => typed.trim().split(/[.,]/)[1]?.length ?? 0;

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
          .test('number', t('clients.refund.amountNumber'), (value = '') => AMOUNT.test(value.trim()))
          .test('decimals', t('clients.refund.amountDecimals'), (value = '') => decimalsOf(value) <= 2)
          .test('positive', t('clients.refund.amountPositive'), (value = '') => (toMinorUnits(value) ?? 1n) > 0n)
          .test('available', t('clients.refund.amountAvailable', { available }), (value = '') => (toMinorUnits(value) ?? 0n) <= BigInt(balance.availableAmount)),
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
    <Formik<RefundValues> initialValues={EMPTY} validationSchema={schema} onSubmit={submit}>
      {({ handleSubmit, isSubmitting, resetForm }) => {
        const close = () => {
          resetForm();
          setServerError(null);
          onClose();
        };
        return (
          <Modal
            open={open}
            title={t('clients.refund.title')}
            closeLabel={t('common.close')}
            onClose={isSubmitting ? () => undefined : close}
            footer={
              <>
                <Button variant="secondary" onClick={close} disabled={isSubmitting}>
                  {t('clients.refund.back')}
                </Button>
                <Button type="submit" form={FORM_ID} loading={isSubmitting}>
                  {t('clients.refund.confirm')}
                </Button>
              </>
            }
          >
            <StyledModalForm id={FORM_ID} noValidate onSubmit={handleSubmit}>
              <p>{t('clients.refund.summary', { available })}</p>
              {serverError && <Alert variant="danger">{serverError}</Alert>}
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
            </StyledModalForm>
          </Modal>
        );
      }}
    </Formik>
  );
}
