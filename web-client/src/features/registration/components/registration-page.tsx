import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { Alert, Button } from '@inkwell/ui-kit';
import {
  applyServerFieldErrors,
  AuthLayout,
  DEFAULT_INTERFACE_LANGUAGE,
  emailSchema,
  errorToText,
  FormikCheckbox,
  FormikTextField,
  NewPasswordFields,
  passwordRepeatSchema,
  passwordSchema,
  useLanguagePrefix,
  useLocalizedPath,
} from '@inkwell/web-kit';
import { useRegisterClientMutation } from '../api/registration-api';
import { StyledForm, StyledFooterText } from './styled';

interface RegistrationValues {
  email: string;
  password: string;
  passwordRepeat: string;
  firstName: string;
  lastName: string;
  companyName: string;
  acceptTerms: boolean;
}

const initialValues: RegistrationValues = {
  email: '',
  password: '',
  passwordRepeat: '',
  firstName: '',
  lastName: '',
  companyName: '',
  acceptTerms: false,
};

const SERVER_FIELDS = ['email', 'password', 'firstName', 'lastName', 'companyName'] as const;

/** Client self-registration; core-api mails a confirmation link, so success leads to a "check your inbox" page. */
export function RegistrationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const language = useLanguagePrefix() ?? DEFAULT_INTERFACE_LANGUAGE;
  const [registerClient] = useRegisterClientMutation();
  const [serverError, setServerError] = useState<string | null>(null);

  const schema = useMemo(
    () =>
      yup.object({
        email: emailSchema(t),
        password: passwordSchema(t),
        passwordRepeat: passwordRepeatSchema(t),
        firstName: yup.string().trim().required(t('validation.required')),
        lastName: yup.string().trim().required(t('validation.required')),
        companyName: yup.string().trim(),
        acceptTerms: yup.boolean().oneOf([true], t('registration.acceptTermsRequired')),
      }),
    [t],
  );

  const submit = async (values: RegistrationValues, helpers: FormikHelpers<RegistrationValues>) => {
    setServerError(null);
    const companyName = values.companyName.trim();
    try {
      await registerClient({
        email: values.email.trim(),
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        ...(companyName ? { companyName } : {}),
        language,
      }).unwrap();
      navigate(localized('/registration/success'));
    } catch (error) {
      if (!applyServerFieldErrors(error, helpers, SERVER_FIELDS)) setServerError(errorToText(error, t));
    }
  };

  return (
    <AuthLayout title={t('registration.title')}>
      {serverError && <Alert variant="danger">{serverError}</Alert>}
      <Formik<RegistrationValues> initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
        {({ handleSubmit, isSubmitting }) => (
          <StyledForm noValidate onSubmit={handleSubmit}>
            <FormikTextField name="email" type="email" autoComplete="email" label={t('auth.email')} required />
            <NewPasswordFields />
            <FormikTextField name="firstName" autoComplete="given-name" label={t('registration.firstName')} required />
            <FormikTextField name="lastName" autoComplete="family-name" label={t('registration.lastName')} required />
            <FormikTextField
              name="companyName"
              autoComplete="organization"
              label={t('registration.companyName')}
              hint={t('registration.companyHint')}
            />
            <FormikCheckbox name="acceptTerms" label={t('registration.acceptTerms')} />
            <Button type="submit" loading={isSubmitting} fullWidth>
              {t('registration.submit')}
            </Button>
          </StyledForm>
        )}
      </Formik>
      <StyledFooterText>
        {t('registration.haveAccount')} <Link to={localized('/login')}>{t('registration.login')}</Link>
      </StyledFooterText>
    </AuthLayout>
  );
}
