import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import { Alert, Button } from '@inkwell/ui-kit';
import { errorToText } from '../api/error-to-text';
import { applyServerFieldErrors, hasServerFieldError } from '../api/server-field-errors';
import { useAppConfig } from '../config/app-config';
import { NewPasswordFields } from '../forms/new-password-fields';
import { passwordRepeatSchema, passwordSchema } from '../forms/password-schema';
import { useLocalizedPath } from '../routing/language-prefix';
import { AuthLayout } from './auth-layout';
import { StyledForm, StyledLinks } from './styled';

interface ResetValues {
  password: string;
  passwordRepeat: string;
}

type Outcome = 'form' | 'done' | 'invalid-token';

/** Sets a new password with the token from the e-mailed link (?token=…). */
export function PasswordResetUpdatePage() {
  const { t } = useTranslation();
  const { authApi, authPrefix } = useAppConfig();
  const localized = useLocalizedPath();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [resetPassword] = authApi.useResetPasswordMutation();
  const [outcome, setOutcome] = useState<Outcome>(token ? 'form' : 'invalid-token');
  const [serverError, setServerError] = useState<string | null>(null);

  const schema = useMemo(
    () => yup.object({ password: passwordSchema(t), passwordRepeat: passwordRepeatSchema(t) }),
    [t],
  );

  const submit = async (values: ResetValues, helpers: FormikHelpers<ResetValues>) => {
    setServerError(null);
    try {
      await resetPassword({ authPrefix, token, password: values.password }).unwrap();
      setOutcome('done');
    } catch (error) {
      if (hasServerFieldError(error, 'token')) {
        setOutcome('invalid-token');
      } else if (!applyServerFieldErrors(error, helpers, ['password', 'passwordRepeat'])) {
        setServerError(errorToText(error, t));
      }
    }
  };

  return (
    <AuthLayout title={t('auth.passwordResetUpdate.title')}>
      {outcome === 'done' && (
        <>
          <Alert variant="success">{t('auth.passwordResetUpdate.success')}</Alert>
          <StyledLinks>
            <Link to={localized('/login')}>{t('auth.goToLogin')}</Link>
          </StyledLinks>
        </>
      )}
      {outcome === 'invalid-token' && (
        <>
          <Alert variant="danger">{t('auth.passwordResetUpdate.invalidToken')}</Alert>
          <StyledLinks>
            <Link to={localized('/password-reset/request')}>{t('auth.passwordResetUpdate.requestNewLink')}</Link>
            <Link to={localized('/login')}>{t('auth.backToLogin')}</Link>
          </StyledLinks>
        </>
      )}
      {outcome === 'form' && (
        <>
          {serverError && <Alert variant="danger">{serverError}</Alert>}
          <Formik<ResetValues>
            initialValues={{ password: '', passwordRepeat: '' }}
            validationSchema={schema}
            onSubmit={submit}
          >
            {({ handleSubmit, isSubmitting }) => (
              <StyledForm noValidate onSubmit={handleSubmit}>
                <NewPasswordFields passwordLabel={t('auth.newPassword')} />
                <Button type="submit" loading={isSubmitting} fullWidth>
                  {t('auth.passwordResetUpdate.submit')}
                </Button>
              </StyledForm>
            )}
          </Formik>
          <StyledLinks>
            <Link to={localized('/login')}>{t('auth.backToLogin')}</Link>
          </StyledLinks>
        </>
      )}
    </AuthLayout>
  );
}
