import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGAL_FORMS } from '@inkwell/contracts';
import { Alert, Button, Spinner } from '@inkwell/ui-kit';
import { applyServerFieldErrors, ButtonRow, errorToText, FormikSelectField, FormikTextField, Stack } from '@inkwell/web-kit';
import { useGetCountriesQuery } from '../../../api/catalogue-api';
import { useGetBillingSettingsQuery, useUpdateBillingSettingsMutation } from '../api/billing-api';
import {
  BILLING_FORM_FIELDS,
  billingFormSchema,
  billingFormValues,
  billingSettingsInput,
  type BillingFormValues,
} from '../billing-settings-rules';
import { LegalStatusMessage } from './legal-status-message';
import { StyledBillingFields } from './styled';

export interface BillingSettingsFormProps {
  /** Runs after a successful save, once billing data and user info are reloading. */
  onSaved?: () => void;
  /** Shows a cancel button (the modal) */
  onCancel?: () => void;
  /** Keeps field ids unique when the page and the modal are both in the document. */
  idPrefix?: string;
}

type Notice = { variant: 'success' | 'danger'; text: string };

/** Spec §2/§5/§8 billing settings form: the same on the settings page and in the modal of the deposit dialog. */
export function BillingSettingsForm({ onSaved, onCancel, idPrefix = 'billing' }: BillingSettingsFormProps) {
  const { t } = useTranslation();
  const settings = useGetBillingSettingsQuery();
  const countries = useGetCountriesQuery();
  const [save] = useUpdateBillingSettingsMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [loadAlertDismissed, setLoadAlertDismissed] = useState(false);

  const euCountries = useMemo(() => new Set((countries.data ?? []).filter((country) => country.eu).map((country) => country.code)), [countries.data]);
  const schema = useMemo(() => billingFormSchema(t, euCountries), [t, euCountries]);
  const initialValues = useMemo(() => billingFormValues(settings.data), [settings.data]);
  const countryOptions = (countries.data ?? []).map((country) => ({ value: country.code, label: country.name }));
  const legalFormOptions = LEGAL_FORMS.map((form) => ({ value: form, label: t(`billing.form.legalForms.${form}`) }));
  const id = (field: string) => `${idPrefix}-${field}`;

  const submit = async (values: BillingFormValues, helpers: FormikHelpers<BillingFormValues>) => {
    setNotice(null);
    try {
      await save(billingSettingsInput(values)).unwrap();
      setNotice({ variant: 'success', text: t('billing.form.saved') });
      onSaved?.();
    } catch (error) {
      if (!applyServerFieldErrors(error, helpers, BILLING_FORM_FIELDS)) setNotice({ variant: 'danger', text: errorToText(error, t) });
    }
  };

  const loadError = settings.error ?? countries.error;
  if (settings.isLoading || countries.isLoading) return <Spinner label={t('common.loading')} />;
  if (loadError || !settings.data) {
    return (
      <Stack>
        {!loadAlertDismissed && (
          <Alert variant="danger" onDismiss={() => setLoadAlertDismissed(true)} closeLabel={t('common.close')}>
            {loadError ? errorToText(loadError, t) : t('billing.form.loadFailed')}
          </Alert>
        )}
        <p>{t('billing.form.loadFailed')}</p>
        <ButtonRow>
          <Button
            variant="secondary"
            onClick={() => {
              setLoadAlertDismissed(false);
              void settings.refetch();
              void countries.refetch();
            }}
          >
            {t('billing.form.retry')}
          </Button>
        </ButtonRow>
      </Stack>
    );
  }

  return (
    <Stack>
      <LegalStatusMessage settings={settings.data} />
      {notice && (
        // Spec §8: alerts of this form go away after 3 s.
        <Alert variant={notice.variant} onDismiss={() => setNotice(null)} closeLabel={t('common.close')}>
          {notice.text}
        </Alert>
      )}
      <Formik<BillingFormValues> initialValues={initialValues} validationSchema={schema} onSubmit={submit} enableReinitialize>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t('billing.form.title')}>
            <Stack>
              <StyledBillingFields>
                <FormikTextField id={id('companyName')} name="companyName" label={t('billing.form.companyName')} required />
                <FormikSelectField
                  id={id('legalForm')}
                  name="legalForm"
                  label={t('billing.form.legalForm')}
                  options={legalFormOptions}
                  placeholder={t('billing.form.selectPlaceholder')}
                  required
                />
                <FormikTextField id={id('firstName')} name="firstName" label={t('billing.form.firstName')} required />
                <FormikTextField id={id('lastName')} name="lastName" label={t('billing.form.lastName')} required />
                <FormikTextField id={id('address')} name="address" label={t('billing.form.address')} required />
                <FormikTextField id={id('zipcode')} name="zipcode" label={t('billing.form.zipcode')} required />
                <FormikTextField id={id('city')} name="city" label={t('billing.form.city')} required />
                <FormikSelectField
                  id={id('country')}
                  name="country"
                  label={t('billing.form.country')}
                  options={countryOptions}
                  placeholder={t('billing.form.selectPlaceholder')}
                  required
                />
                <FormikTextField
                  id={id('email')}
                  name="email"
                  type="email"
                  label={t('billing.form.email')}
                  hint={t('billing.form.emailHint')}
                  required
                />
                <FormikTextField
                  id={id('EUVATNumber')}
                  name="EUVATNumber"
                  label={t('billing.form.EUVATNumber')}
                  hint={t('billing.form.EUVATNumberHint')}
                />
                <FormikTextField id={id('taxNumber')} name="taxNumber" label={t('billing.form.taxNumber')} />
              </StyledBillingFields>
              <ButtonRow>
                <Button type="submit" loading={isSubmitting}>
                  {t('billing.form.save')}
                </Button>
                {onCancel && (
                  <Button variant="secondary" onClick={onCancel}>
                    {t('billing.form.cancel')}
                  </Button>
                )}
              </ButtonRow>
            </Stack>
          </Form>
        )}
      </Formik>
    </Stack>
  );
}
