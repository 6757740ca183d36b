import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { LINGUIST_PAYOUT_METHODS, type LinguistPaymentSettings, type LinguistPaymentSettingsBody, type LinguistPayoutMethod } from '@inkwell/contracts';
import { Alert, Button, Spinner } from '@inkwell/ui-kit';
import { errorToText } from '../api/error-to-text';
import { applyServerFieldErrors } from '../api/server-field-errors';
import { ButtonRow, Stack } from '../components/layout';
import { FormikSelectField } from '../forms/formik-select-field';
import { FormikTextField } from '../forms/formik-text-field';
import { StyledBillingFields } from '../billing-settings/styled';
import type { PaymentSettingsApi } from './linguist-payment-api';

interface PaymentValues {
  method: LinguistPayoutMethod | '';
  accountHolder: string;
  iban: string;
  bic: string;
  paypalEmail: string;
}

const FIELDS = ['method', 'accountHolder', 'iban', 'bic', 'paypalEmail'] as const;

function valuesOf(settings: LinguistPaymentSettings | undefined): PaymentValues {
  return {
    method: settings?.method ?? '',
    accountHolder: settings?.accountHolder ?? '',
    iban: settings?.iban ?? '',
    bic: settings?.bic ?? '',
    paypalEmail: settings?.paypalEmail ?? '',
  };
}

function bodyOf(values: PaymentValues): LinguistPaymentSettingsBody {
  if (values.method === 'PAYPAL') return { method: 'PAYPAL', paypalEmail: values.paypalEmail.trim() };
  return { method: 'SEPA', accountHolder: values.accountHolder.trim(), iban: values.iban.replace(/\s+/g, '').toUpperCase(), bic: values.bic.replace(/\s+/g, '').toUpperCase() };
}

export interface PaymentSettingsFormProps {
  api: PaymentSettingsApi;
  /** staff on a linguist's page: that linguist's settings; else the signed-in linguist's own */
  linguistId?: number;
  /** Keeps field ids unique when two forms are in the document. */
  idPrefix?: string;
}

/**
 * Where her payouts go (decision 060): a SEPA account (holder, IBAN, BIC) or a PayPal address. The shapes are checked
 * here; core-api checks the IBAN's checksum and SEPA country and the BIC, and its 400 lands under the fields.
 */
export function PaymentSettingsForm({ api, linguistId, idPrefix = 'payment' }: PaymentSettingsFormProps) {
  const { t } = useTranslation();
  const settings = api.useGetPaymentSettingsQuery(linguistId);
  const [save] = api.useUpdatePaymentSettingsMutation();
  const [notice, setNotice] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);
  const initialValues = useMemo(() => valuesOf(settings.data), [settings.data]);
  const id = (field: string) => `${idPrefix}-${field}`;
  const label = (key: string) => t(`linguistPayment.${key}`);

  const schema = useMemo(() => {
    const label = (key: string) => t(`linguistPayment.${key}`);
    const required = label('required');
    const sepa = (schema: yup.StringSchema) => schema.when('method', { is: 'SEPA', then: (s) => s.required(required) });
    return yup.object({
      method: yup.string().oneOf([...LINGUIST_PAYOUT_METHODS], required).required(required),
      accountHolder: sepa(yup.string().trim().max(70, label('tooLong'))),
      iban: sepa(yup.string().trim().matches(/^[A-Za-z]{2}\d{2}[A-Za-z0-9 ]{11,38}$/, { message: label('ibanShape'), excludeEmptyString: true })),
      bic: sepa(yup.string().trim().matches(/^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/, { message: label('bicShape'), excludeEmptyString: true })),
      paypalEmail: yup.string().trim().when('method', { is: 'PAYPAL', then: (s) => s.required(required).email(label('emailShape')) }),
    });
  }, [t]);

  const submit = async (values: PaymentValues, helpers: FormikHelpers<PaymentValues>) => {
    setNotice(null);
    try {
      await save({ linguistId, body: bodyOf(values) }).unwrap();
      setNotice({ variant: 'success', text: label('saved') });
    } catch (error) {
      if (!applyServerFieldErrors(error, helpers, FIELDS)) setNotice({ variant: 'danger', text: errorToText(error, t) });
    }
  };

  if (settings.isLoading) return <Spinner label={t('common.loading')} />;
  if (!settings.data) return <Alert variant="danger">{errorToText(settings.error, t)}</Alert>;

  return (
    <Stack>
      {notice && (
        <Alert variant={notice.variant} onDismiss={() => setNotice(null)} closeLabel={t('common.close')}>
          {notice.text}
        </Alert>
      )}
      <Formik<PaymentValues> initialValues={initialValues} validationSchema={schema} onSubmit={submit} enableReinitialize>
        {({ isSubmitting, values }) => (
          <Form noValidate aria-label={label('title')}>
            <Stack>
              <StyledBillingFields>
                <FormikSelectField
                  id={id('method')}
                  name="method"
                  label={label('method')}
                  options={LINGUIST_PAYOUT_METHODS.map((method) => ({ value: method, label: label(`methods.${method}`) }))}
                  placeholder={label('choose')}
                  required
                />
                {values.method === 'SEPA' && (
                  <>
                    <FormikTextField id={id('accountHolder')} name="accountHolder" autoComplete="name" label={label('accountHolder')} required />
                    <FormikTextField id={id('iban')} name="iban" autoComplete="off" label={label('iban')} hint={label('ibanHint')} required />
                    <FormikTextField id={id('bic')} name="bic" autoComplete="off" label={label('bic')} required />
                  </>
                )}
                {values.method === 'PAYPAL' && (
                  <FormikTextField id={id('paypalEmail')} name="paypalEmail" type="email" autoComplete="email" label={label('paypalEmail')} required />
                )}
              </StyledBillingFields>
              <ButtonRow>
                <Button type="submit" loading={isSubmitting}>
                  {label('save')}
                </Button>
              </ButtonRow>
            </Stack>
          </Form>
        )}
      </Formik>
    </Stack>
  );
}
