import { Formik, type FormikHelpers } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import { Alert, Button, Spinner } from '@inkwell/ui-kit';
import { errorToText } from '../api/error-to-text';
import { applyServerFieldErrors, hasServerFieldError } from '../api/server-field-errors';
import type { RegistrationConfirmRequest } from '../auth/auth-api';
import { useAppConfig } from '../config/app-config';
import { NewPasswordFields } from '../forms/new-password-fields';
import { passwordRepeatSchema, passwordSchema } from '../forms/password-schema';
import { useLocalizedPath } from '../routing/language-prefix';
import { AuthLayout } from './auth-layout';
import { StyledAuthText, StyledForm, StyledLinks } from './styled';

interface ConfirmPasswordValues {
  password: string;
  passwordRepeat: string;
}

type Outcome = { kind: 'pending' } | { kind: 'done' } | { kind: 'invalid-token' } | { kind: 'failed'; message: string };

/**
 * Activates an account from the e-mailed link (?token=…). Clients and linguists who signed up chose their password
 * then, so the page confirms at once; invited accounts (admins, linguists staff created) set their first password here.
 */
export function RegistrationConfirmPage() {
  const { t } = useTranslation();
  const { authApi, authPrefix, role } = useAppConfig();
  const localized = useLocalizedPath();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  // Staff invite admins, and linguists they create (decision 031): an invitation link carries invitation=1.
  const asksForPassword = role === 'admin' || searchParams.get('invitation') === '1';
  const [confirmRegistration] = authApi.useConfirmRegistrationMutation();
  const [outcome, setOutcome] = useState<Outcome>(token ? { kind: 'pending' } : { kind: 'invalid-token' });
  const confirmedToken = useRef<string | null>(null);

  const confirm = async (request: RegistrationConfirmRequest, helpers?: FormikHelpers<ConfirmPasswordValues>) => {
    try {
      await confirmRegistration(request).unwrap();
      setOutcome({ kind: 'done' });
    } catch (error) {
      if (hasServerFieldError(error, 'token')) setOutcome({ kind: 'invalid-token' });
      else if (!helpers || !applyServerFieldErrors(error, helpers, ['password', 'passwordRepeat'])) {
        setOutcome({ kind: 'failed', message: errorToText(error, t) });
      }
    }
  };

  useEffect(() => {
    // A token works once; the ref keeps React's double-run effects in development from spending it twice.
    if (asksForPassword || !token || confirmedToken.current === token) return;
    confirmedToken.current = token;
    void confirm({ authPrefix, token });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per token; `confirm` is rebuilt every render
  }, [asksForPassword, authPrefix, token]);

  const schema = useMemo(
    () => yup.object({ password: passwordSchema(t), passwordRepeat: passwordRepeatSchema(t) }),
    [t],
  );

  return (
    <AuthLayout title={t('auth.registrationConfirm.title')}>
      {outcome.kind === 'pending' && !asksForPassword && (
        <StyledAuthText>
          <Spinner label={t('common.loading')} /> {t('auth.registrationConfirm.confirming')}
        </StyledAuthText>
      )}
      {outcome.kind === 'done' && <Alert variant="success">{t('auth.registrationConfirm.success')}</Alert>}
      {outcome.kind === 'invalid-token' && <Alert variant="danger">{t('auth.registrationConfirm.invalidToken')}</Alert>}
      {outcome.kind === 'failed' && <Alert variant="danger">{outcome.message}</Alert>}
      {asksForPassword && (outcome.kind === 'pending' || outcome.kind === 'failed') && (
        <>
          <StyledAuthText>{t('auth.registrationConfirm.setPasswordIntro')}</StyledAuthText>
          <Formik<ConfirmPasswordValues>
            initialValues={{ password: '', passwordRepeat: '' }}
            validationSchema={schema}
            onSubmit={(values, helpers) => confirm({ authPrefix, token, password: values.password }, helpers)}
          >
            {({ handleSubmit, isSubmitting }) => (
              <StyledForm noValidate onSubmit={handleSubmit}>
                <NewPasswordFields />
                <Button type="submit" loading={isSubmitting} fullWidth>
                  {t('auth.registrationConfirm.submit')}
                </Button>
              </StyledForm>
            )}
          </Formik>
        </>
      )}
      <StyledLinks>
        <Link to={localized('/login')}>{outcome.kind === 'done' ? t('auth.goToLogin') : t('auth.backToLogin')}</Link>
      </StyledLinks>
    </AuthLayout>
  );
}
