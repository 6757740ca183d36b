import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGAL_FORMS } from '@inkwell/contracts';
import { Alert, Button, Spinner } from '@inkwell/ui-kit';
import { errorToText } from '../api/error-to-text';
import { applyServerFieldErrors } from '../api/server-field-errors';
import type { CountryEntry } from '../catalogues/catalogue-api';
import { ButtonRow, Stack } from '../components/layout';
import { FormikSelectField } from '../forms/formik-select-field';
import { FormikTextField } from '../forms/formik-text-field';
import { useDisplayNames } from '../i18n/display-names';
import type { BillingSettingsApi } from './billing-settings-api';
import { BILLING_FORM_FIELDS, billingFormSchema, billingFormValues, billingSettingsInput, type BillingFormValues } from './billing-settings-rules';
import { LegalStatusMessage } from './legal-status-message';
import { StyledBillingFields } from './styled';

export interface BillingSettingsFormProps {
  api: BillingSettingsApi;
  /** the countries catalogue, as the app's catalogue query answers it */
  countries: { data?: CountryEntry[]; isLoading: boolean; error?: unknown; refetch: () => unknown };
  /** staff on a client's page: that client's settings; else the signed-in client's own */
  clientId?: number;
  /** Runs after a successful save, once the settings are reloading. */
  onSaved?: () => void;
  /** Shows a cancel button (the modal) */
  onCancel?: () => void;
  /** Keeps field ids unique when two forms are in the document. */
  idPrefix?: string;
}

type Notice = { variant: 'success' | 'danger'; text: string };

/**
 * Spec §2/§5/§8 billing settings form (decision 058): the client's settings page and deposit dialog, and the back
 * office client page's settings tab, where staff keep it by the client's own rules. core-api's 400 lands under the fields.
 */
export function BillingSettingsForm({ api, countries, clientId, onSaved, onCancel, idPrefix = 'billing' }: BillingSettingsFormProps) {
  const { t } = useTranslation();
  const voice = clientId === undefined ? 'own' : 'staff';
  const settings = api.useGetBillingSettingsQuery(clientId);
  const [save] = api.useUpdateBillingSettingsMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [loadAlertDismissed, setLoadAlertDismissed] = useState(false);

  const euCountries = useMemo(() => new Set((countries.data ?? []).filter((country) => country.eu).map((country) => country.code)), [countries.data]);
  const schema = useMemo(() => billingFormSchema(t, euCountries), [t, euCountries]);
  const initialValues = useMemo(() => billingFormValues(settings.data), [settings.data]);
  const { countryOptions: namedCountries } = useDisplayNames();
  const countryOptions = useMemo(() => namedCountries(countries.data ?? []), [namedCountries, countries.data]);
  const legalFormOptions = LEGAL_FORMS.map((form) => ({ value: form, label: t(`billingSettings.form.legalForms.${form}`) }));
  const id = (field: string) => `${idPrefix}-${field}`;

  const submit = async (values: BillingFormValues, helpers: FormikHelpers<BillingFormValues>) => {
    setNotice(null);
    try {
      await save({ clientId, body: billingSettingsInput(values) }).unwrap();
      setNotice({ variant: 'success', text: t(`billingSettings.${voice}.saved`) });
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
            {loadError ? errorToText(loadError, t) : t('billingSettings.form.loadFailed')}
          </Alert>
        )}
        <p>{t('billingSettings.form.loadFailed')}</p>
        <ButtonRow>
          <Button
            variant="secondary"
            onClick={() => {
              setLoadAlertDismissed(false);
              void settings.refetch();
              void countries.refetch();
            }}
          >
            {t('billingSettings.form.retry')}
          </Button>
        </ButtonRow>
      </Stack>
    );
  }

  return (
    <Stack>
      <LegalStatusMessage settings={settings.data} voice={voice} />
      {notice && (
        <Alert variant={notice.variant} onDismiss={() => setNotice(null)} closeLabel={t('common.close')}>
          {notice.text}
        </Alert>
      )}
      <Formik<BillingFormValues> initialValues={initialValues} validationSchema={schema} onSubmit={submit} enableReinitialize>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t('billingSettings.form.title')}>
            <Stack>
              <StyledBillingFields>
                <FormikTextField id={id('companyName')} name="companyName" label={t('billingSettings.form.companyName')} required />
                <FormikSelectField
                  id={id('legalForm')}
                  name="legalForm"
                  label={t('billingSettings.form.legalForm')}
                  options={legalFormOptions}
                  placeholder={t('billingSettings.form.selectPlaceholder')}
                  required
                />
                <FormikTextField id={id('firstName')} name="firstName" label={t('billingSettings.form.firstName')} required />
                <FormikTextField id={id('lastName')} name="lastName" label={t('billingSettings.form.lastName')} required />
                <FormikTextField id={id('address')} name="address" label={t('billingSettings.form.address')} required />
                <FormikTextField id={id('zipcode')} name="zipcode" label={t('billingSettings.form.zipcode')} required />
                <FormikTextField id={id('city')} name="city" label={t('billingSettings.form.city')} required />
                <FormikSelectField
                  id={id('country')}
                  name="country"
                  label={t('billingSettings.form.country')}
                  options={countryOptions}
                  placeholder={t('billingSettings.form.selectPlaceholder')}
                  required
                />
                <FormikTextField
                  id={id('email')}
                  name="email"
                  type="email"
                  label={t('billingSettings.form.email')}
                  hint={t('billingSettings.form.emailHint')}
                  required
                />
                <FormikTextField
                  id={id('EUVATNumber')}
                  name="EUVATNumber"
                  label={t('billingSettings.form.EUVATNumber')}
                  hint={t('billingSettings.form.EUVATNumberHint')}
                />
                <FormikTextField id={id('taxNumber')} name="taxNumber" label={t('billingSettings.form.taxNumber')} />
              </StyledBillingFields>
              <ButtonRow>
                <Button type="submit" loading={isSubmitting}>
                  {t('billingSettings.form.save')}
                </Button>
                {onCancel && (
                  <Button variant="secondary" onClick={onCancel}>
                    {t('billingSettings.form.cancel')}
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
