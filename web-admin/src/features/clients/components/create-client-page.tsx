import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { Alert, Button, Checkbox, CURRENCY_SYMBOLS, PageHeader, useToast } from '@inkwell/ui-kit';
import type { CurrencyIso, Invoicing, NewAdminClientBody } from '@inkwell/contracts';
import {
  applyServerFieldErrors,
  ButtonRow,
  emailSchema,
  errorToText,
  FormikSelectField,
  FormikTextField,
  INTERFACE_LANGUAGES,
  Section,
  toHttpError,
  useLocalizedPath,
  type InterfaceLanguage,
} from '@inkwell/web-kit';
import { useCreateClientMutation, useCreateClientPriceListMutation } from '../api/client-settings-api';
import { StyledBackLink, StyledModalForm } from './styled';

interface NewClientValues {
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  invoicing: string;
  currency: string;
  language: string;
  /** whether the client gets its own price list at once */
  withPriceList: boolean;
}

const FIELDS = ['email', 'firstName', 'lastName', 'companyName', 'invoicing', 'currency', 'language'] as const;
const INVOICING: readonly Invoicing[] = ['deposit', 'invoice'];
const CURRENCIES = Object.keys(CURRENCY_SYMBOLS) as CurrencyIso[];
const NAME_MAX = 100;
const COMPANY_MAX = 200;
const EMPTY: NewClientValues = { email: '', firstName: '', lastName: '', companyName: '', invoicing: '', currency: 'EUR', language: 'en', withPriceList: false };

function toBody(values: NewClientValues): NewAdminClientBody {
  return {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    companyName: values.companyName.trim(),
    invoicing: INVOICING.find((value) => value === values.invoicing) ?? 'deposit',
    currency: CURRENCIES.find((currency) => currency === values.currency) ?? 'EUR',
    language: INTERFACE_LANGUAGES.find((language): language is InterfaceLanguage => language === values.language) ?? 'en',
  };
}

/**
 * Spec /client without an id, POST /admin/users/client: a new client, activation pending, invited by mail to choose
 * its password. A 400 lands under the fields core-api names, a 409 (taken e-mail) under the e-mail; the client opens
 * on its settings tab once created.
 */
export function CreateClientPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [createClient] = useCreateClientMutation();
  const [createPriceList] = useCreateClientPriceListMutation();
  const [serverError, setServerError] = useState<string | null>(null);

  const schema = useMemo(() => {
    const required = t('validation.required');
    const tooLong = (max: number) => t('clientSettings.create.tooLong', { max });
    return yup.object({
      email: emailSchema(t),
      firstName: yup.string().trim().required(required).max(NAME_MAX, tooLong(NAME_MAX)),
      lastName: yup.string().trim().required(required).max(NAME_MAX, tooLong(NAME_MAX)),
      companyName: yup.string().trim().max(COMPANY_MAX, tooLong(COMPANY_MAX)),
      invoicing: yup.string().required(required),
      currency: yup.string().required(required),
      language: yup.string().required(required),
    });
  }, [t]);

  const submit = async (values: NewClientValues, helpers: FormikHelpers<NewClientValues>) => {
    setServerError(null);
    try {
      const created = await createClient(toBody(values)).unwrap();
      toast.show(t('clientSettings.create.done'), 'success');
      // The client exists either way: a price list that could not be made is said, and staff add it from the settings.
      if (values.withPriceList) {
        await createPriceList(created.id)
          .unwrap()
          .then(() => toast.show(t('clientSettings.create.priceListDone'), 'success'))
          .catch((error: unknown) => toast.show(t('clientSettings.create.priceListFailed', { reason: errorToText(error, t) }), 'danger'));
      }
      navigate(localized(`/client/${created.id}/settings`));
    } catch (error) {
      if (toHttpError(error)?.status === 409) {
        helpers.setFieldTouched('email', true, false);
        helpers.setFieldError('email', t('clientSettings.create.emailTaken'));
        return;
      }
      if (!applyServerFieldErrors(error, helpers, FIELDS)) setServerError(errorToText(error, t));
    }
  };

  return (
    <>
      <StyledBackLink to={localized('/clients/search')}>{t('clientSettings.create.back')}</StyledBackLink>
      <PageHeader title={t('clientSettings.create.title')} />
      <Formik<NewClientValues> initialValues={EMPTY} validationSchema={schema} onSubmit={submit}>
        {({ handleSubmit, isSubmitting, values, setFieldValue }) => (
          <StyledModalForm noValidate onSubmit={handleSubmit} aria-label={t('clientSettings.create.title')}>
            <p>{t('clientSettings.create.intro')}</p>
            {serverError && <Alert variant="danger">{serverError}</Alert>}
            <Section title={t('clientSettings.create.title')}>
              <StyledModalForm as="div">
                <FormikTextField id="new-client-email" name="email" type="email" autoComplete="off" label={t('clientSettings.create.email')} required />
                <FormikTextField id="new-client-first-name" name="firstName" autoComplete="off" label={t('clientSettings.create.firstName')} required />
                <FormikTextField id="new-client-last-name" name="lastName" autoComplete="off" label={t('clientSettings.create.lastName')} required />
                <FormikTextField
                  id="new-client-company"
                  name="companyName"
                  autoComplete="off"
                  label={t('clientSettings.create.companyName')}
                  hint={t('clientSettings.create.companyHint')}
                />
                <FormikSelectField
                  id="new-client-invoicing"
                  name="invoicing"
                  label={t('clientSettings.create.invoicing')}
                  placeholder={t('clientSettings.create.choose')}
                  options={INVOICING.map((value) => ({ value, label: t(`clients.invoicing.${value}`) }))}
                  required
                />
                <FormikSelectField
                  id="new-client-currency"
                  name="currency"
                  label={t('clientSettings.create.currency')}
                  options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
                  required
                />
                <FormikSelectField
                  id="new-client-language"
                  name="language"
                  label={t('clientSettings.create.language')}
                  options={INTERFACE_LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
                  required
                />
                <Checkbox
                  id="new-client-price-list"
                  label={t('clientSettings.create.withPriceList')}
                  checked={values.withPriceList}
                  onChange={(event) => void setFieldValue('withPriceList', event.target.checked)}
                />
              </StyledModalForm>
            </Section>
            <ButtonRow>
              <Button type="submit" loading={isSubmitting}>
                {t('clientSettings.create.submit')}
              </Button>
              <Button variant="secondary" onClick={() => navigate(localized('/clients/search'))} disabled={isSubmitting}>
                {t('clientSettings.create.back')}
              </Button>
            </ButtonRow>
          </StyledModalForm>
        )}
      </Formik>
    </>
  );
}
