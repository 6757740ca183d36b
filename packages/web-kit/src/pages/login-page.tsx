import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TFunction } from 'i18next';
import { Alert, Button, FormField, TextField } from '@inkwell/ui-kit';
import { errorToText, toHttpError } from '../api/error-to-text';
import { useAppConfig } from '../config/app-config';
import { EMAIL_ADDRESS } from '../forms/email-address';
import { useLocalizedPath } from '../routing/language-prefix';
import { AuthLayout } from './auth-layout';
import { StyledForm, StyledLinks } from './styled';

interface LoginValues {
  email: string;
  password: string;
}
type LoginField = keyof LoginValues;
const FIELDS: readonly LoginField[] = ['email', 'password'];

/** What is wrong with each field, if anything: both required, the e-mail a valid address. */
function problemsOf(values: LoginValues, t: TFunction): Partial<Record<LoginField, string>> {
  const email = values.email.trim();
  return {
    email: !email ? t('validation.required') : EMAIL_ADDRESS.test(email) ? undefined : t('validation.email'),
    password: values.password ? undefined : t('validation.required'),
  };
}

function loginErrorText(error: unknown, t: TFunction): string {
  const status = toHttpError(error)?.status;
  // The BFF answers wrong e-mail and wrong password alike, so the page cannot say which one it was.
  if (status === 401) return t('auth.login.invalidCredentials');
  if (status === 429) return t('auth.login.tooManyAttempts');
  return errorToText(error, t);
}

/**
 * Login for all three apps; the GuestOnly guard moves the user on (back_url or dashboard) once the session exists.
 * Two fields checked by hand, without a form or schema library: this is every app's first page, and those libraries
 * were a sixth of its download (decision 059). A field's message shows once it was left or the form submitted.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { authApi, registrationPath } = useAppConfig();
  const localized = useLocalizedPath();
  const [login] = authApi.useLoginMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<LoginField, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const problems = problemsOf(values, t);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (FIELDS.some((field) => problems[field])) return;
    setServerError(null);
    setSubmitting(true);
    try {
      await login({ username: values.email.trim(), password: values.password }).unwrap();
    } catch (error) {
      setServerError(loginErrorText(error, t));
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: LoginField, type: string, autoComplete: string, label: string) => {
    const error = touched[name] ? problems[name] : undefined;
    return (
      <FormField label={label} htmlFor={name} error={error} required>
        <TextField
          id={name}
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          invalid={Boolean(error)}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
          onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
        />
      </FormField>
    );
  };

  return (
    <AuthLayout title={t('auth.login.title')}>
      {serverError && (
        <Alert variant="danger" onDismiss={() => setServerError(null)} autoDismissMs={0} closeLabel={t('common.close')}>
          {serverError}
        </Alert>
      )}
      <StyledForm noValidate onSubmit={(event) => void submit(event)}>
        {field('email', 'email', 'username', t('auth.email'))}
        {field('password', 'password', 'current-password', t('auth.password'))}
        <Button type="submit" loading={submitting} fullWidth>
          {t('auth.login.submit')}
        </Button>
      </StyledForm>
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
