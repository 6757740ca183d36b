import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { Alert, Button, Checkbox, CURRENCY_SYMBOLS, PageHeader, useToast } from '@inkwell/ui-kit';
import { LINGUIST_ROLES, type CurrencyIso, type NewAdminLinguistBody } from '@inkwell/contracts';
import {
  applyServerFieldErrors,
  ButtonRow,
  emailSchema,
  errorToText,
  FormikTextField,
  INTERFACE_LANGUAGES,
  Section,
  toHttpError,
  useDisplayNames,
  useLocalizedPath,
  type InterfaceLanguage,
} from '@inkwell/web-kit';
import { useGetCountriesQuery } from '../../../api/catalogue-api';
import { useCreateLinguistMutation } from '../api/linguists-api';
import { FormikMultiSelect, FormikRoles, FormikSelect, NAME_MAX_LENGTH, NICKNAME_MAX_LENGTH } from './linguist-fields';
import { EMPTY_LEGAL_INFO, LegalInfoFields, legalInfoSchema, placeLegalInfoErrors, toLegalInfoBody, type LegalInfoValues } from './linguist-legal-info-fields';
import { StyledBackLink, StyledFieldPair, StyledForm } from './styled';
import { useLinguistOptions } from './use-linguist-options';

interface NewLinguistValues {
  email: string;
  firstName: string;
  lastName: string;
  nickname: string;
  level: string;
  roles: string[];
  languages: string[];
  country: string;
  currency: string;
  language: string;
  /** whether staff give her invoicing data now */
  withLegalInfo: boolean;
  legalInfo: LegalInfoValues;
}

const FIELDS = ['email', 'firstName', 'lastName', 'nickname', 'level', 'roles', 'languages', 'country', 'currency', 'language'] as const;
const CURRENCIES = Object.keys(CURRENCY_SYMBOLS) as CurrencyIso[];
const EMPTY: NewLinguistValues = {
  email: '',
  firstName: '',
  lastName: '',
  nickname: '',
  level: '',
  roles: [],
  languages: [],
  country: '',
  currency: 'EUR',
  language: 'en',
  withLegalInfo: false,
  legalInfo: EMPTY_LEGAL_INFO,
};

const optional = (text: string) => text.trim() || null;

function toBody(values: NewLinguistValues): NewAdminLinguistBody {
  return {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    nickname: optional(values.nickname),
    level: values.level,
    roles: LINGUIST_ROLES.filter((role) => values.roles.includes(role)),
    languages: values.languages,
    country: values.country,
    currency: CURRENCIES.find((currency) => currency === values.currency) ?? 'EUR',
    language: INTERFACE_LANGUAGES.find((language): language is InterfaceLanguage => language === values.language) ?? 'en',
    legalInfo: values.withLegalInfo ? toLegalInfoBody(values.legalInfo) : null,
  };
}

/**
 * Spec /linguist without an id, POST /admin/linguist: a new linguist, activation pending, invited by mail to choose
 * her password. A 400 lands under the fields core-api names, a 409 (taken e-mail) under the e-mail, and a 422 for
 * invoicing data that do not hold together under the invoicing field it names. She opens on her page once created.
 */
export function CreateLinguistPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const options = useLinguistOptions();
  const { data: countries = [] } = useGetCountriesQuery();
  const [createLinguist] = useCreateLinguistMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const countryOptions = useDisplayNames().countryOptions(countries);

  const schema = useMemo(() => {
    const required = t('validation.required');
    const atLeastOne = t('linguists.create.atLeastOne');
    const tooLong = (max: number) => t('linguists.create.tooLong', { max });
    return yup.object({
      email: emailSchema(t),
      firstName: yup.string().trim().required(required).max(NAME_MAX_LENGTH, tooLong(NAME_MAX_LENGTH)),
      lastName: yup.string().trim().required(required).max(NAME_MAX_LENGTH, tooLong(NAME_MAX_LENGTH)),
      nickname: yup.string().trim().max(NICKNAME_MAX_LENGTH, tooLong(NICKNAME_MAX_LENGTH)),
      level: yup.string().required(required),
      roles: yup.array(yup.string()).min(1, atLeastOne),
      languages: yup.array(yup.string()).min(1, atLeastOne),
      country: yup.string().required(required),
      currency: yup.string().required(required),
      language: yup.string().required(required),
      withLegalInfo: yup.boolean(),
      legalInfo: yup.object().when('withLegalInfo', { is: true, then: () => legalInfoSchema(t) }),
    });
  }, [t]);

  const submit = async (values: NewLinguistValues, helpers: FormikHelpers<NewLinguistValues>) => {
    setServerError(null);
    try {
      const created = await createLinguist(toBody(values)).unwrap();
      toast.show(t('linguists.create.done'), 'success');
      navigate(localized(`/linguist/${created.id}`));
    } catch (error) {
      const status = toHttpError(error)?.status;
      if (status === 409) {
        helpers.setFieldTouched('email', true, false);
        helpers.setFieldError('email', t('linguists.create.emailTaken'));
        return;
      }
      if ((status === 400 || status === 422) && placeLegalInfoErrors(error, helpers)) return;
      if (!applyServerFieldErrors(error, helpers, FIELDS)) setServerError(errorToText(error, t));
    }
  };

  return (
    <>
      <StyledBackLink to={localized('/linguists/search')}>{t('linguists.linguist.back')}</StyledBackLink>
      <PageHeader title={t('linguists.create.title')} />
      <Formik<NewLinguistValues> initialValues={EMPTY} validationSchema={schema} onSubmit={submit}>
        {({ handleSubmit, isSubmitting, values, setFieldValue }) => (
          <StyledForm noValidate onSubmit={handleSubmit} aria-label={t('linguists.create.title')}>
            <p>{t('linguists.create.intro')}</p>
            {serverError && <Alert variant="danger">{serverError}</Alert>}
            <Section title={t('linguists.create.account')}>
              <StyledForm as="div">
                <FormikTextField id="new-linguist-email" name="email" type="email" autoComplete="off" label={t('linguists.create.email')} required />
                <StyledFieldPair>
                  <FormikTextField id="new-linguist-first-name" name="firstName" autoComplete="off" label={t('linguists.create.firstName')} required />
                  <FormikTextField id="new-linguist-last-name" name="lastName" autoComplete="off" label={t('linguists.create.lastName')} required />
                </StyledFieldPair>
                <FormikTextField id="new-linguist-nickname" name="nickname" autoComplete="off" label={t('linguists.create.nickname')} />
                <FormikSelect id="new-linguist-level" name="level" label={t('linguists.create.level')} options={options.levels} placeholder={t('linguists.create.choose')} required />
                <FormikRoles name="roles" label={t('linguists.create.roles')} />
                <FormikMultiSelect id="new-linguist-languages" name="languages" label={t('linguists.create.languages')} options={options.languages} required />
                <StyledFieldPair>
                  <FormikSelect id="new-linguist-country" name="country" label={t('linguists.create.country')} options={countryOptions} placeholder={t('linguists.create.choose')} required />
                  <FormikSelect
                    id="new-linguist-currency"
                    name="currency"
                    label={t('linguists.create.currency')}
                    options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
                    required
                  />
                </StyledFieldPair>
                <FormikSelect
                  id="new-linguist-language"
                  name="language"
                  label={t('linguists.create.language')}
                  options={INTERFACE_LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
                  required
                />
              </StyledForm>
            </Section>
            <Section title={t('linguists.legal.title')}>
              <StyledForm as="div">
                <Checkbox
                  id="new-linguist-with-legal"
                  label={t('linguists.legal.include')}
                  checked={values.withLegalInfo}
                  onChange={(event) => void setFieldValue('withLegalInfo', event.target.checked)}
                />
                {values.withLegalInfo && <LegalInfoFields idPrefix="new-linguist" legalForm={values.legalInfo.legalForm} countries={countryOptions} />}
              </StyledForm>
            </Section>
            <ButtonRow>
              <Button type="submit" loading={isSubmitting}>
                {t('linguists.create.submit')}
              </Button>
              <Button variant="secondary" onClick={() => navigate(localized('/linguists/search'))} disabled={isSubmitting}>
                {t('linguists.create.back')}
              </Button>
            </ButtonRow>
          </StyledForm>
        )}
      </Formik>
    </>
  );
}
