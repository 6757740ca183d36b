import { Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { Alert, Button } from '@inkwell/ui-kit';
import { errorToText, toHttpError } from '../api/error-to-text';
import { useAppConfig } from '../config/app-config';
import { FormikTextField } from '../forms/formik-text-field';
import { emailSchema } from '../forms/password-schema';
import { useLocalizedPath } from '../routing/language-prefix';
import { AuthLayout } from './auth-layout';
import { StyledForm, StyledLinks } from './styled';

interface LoginValues {
  email: string;
  password: string;
}

function loginErrorText(error: unknown, t: TFunction): string {
  const status = toHttpError(error)?.status;
  // The BFF answers wrong e-mail and wrong password alike, so the page cannot say which one it was.
  if (status === 401) return t('auth.login.invalidCredentials');
  if (status === 429) return t('auth.login.tooManyAttempts');
  return errorToText(error, t);
}

/** Login for all three apps; the GuestOnly guard moves the user on (back_url or dashboard) once the session exists. */
export function LoginPage() {
  const { t } = useTranslation();
  const { authApi, registrationPath } = useAppConfig();
  const localized = useLocalizedPath();
  const [login] = authApi.useLoginMutation();
  const [serverError, setServerError] = useState<string | null>(null);

  const schema = useMemo(
    () => yup.object({ email: emailSchema(t), password: yup.string().required(t('validation.required')) }),
    [t],
  );

  const submit = async (values: LoginValues) => {
    setServerError(null);
    try {
      await login({ username: values.email.trim(), password: values.password }).unwrap();
    } catch (error) {
      setServerError(loginErrorText(error, t));
    }
  };

  return (
    <AuthLayout title={t('auth.login.title')}>
      {serverError && (
        <Alert variant="danger" onDismiss={() => setServerError(null)} autoDismissMs={0} closeLabel={t('common.close')}>
          {serverError}
        </Alert>
      )}
      <Formik<LoginValues> initialValues={{ email: '', password: '' }} validationSchema={schema} onSubmit={submit}>
        {({ handleSubmit, isSubmitting }) => (
          <StyledForm noValidate onSubmit={handleSubmit}>
            <FormikTextField name="email" type="email" autoComplete="username" label={t('auth.email')} required />
            <FormikTextField
              name="password"
              type="password"
              autoComplete="current-password"
              label={t('auth.password')}
              required
            />
            <Button type="submit" loading={isSubmitting} fullWidth>
              {t('auth.login.submit')}
            </Button>
          </StyledForm>
        )}
      </Formik>
      <StyledLinks>
        <Link to={localized('/password-reset/request')}>{t('auth.login.forgotPassword')}</Link>
        {registrationPath && (
          <span>
            {t('auth.login.noAccount')} <Link to={localized(registrationPath)}>{t('auth.login.register')}</Link>
          </span>
        )}
      </StyledLinks>
    </AuthLayout>
  );
}
