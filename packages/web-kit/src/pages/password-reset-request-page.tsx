import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import { Alert, Button } from '@inkwell/ui-kit';
import { errorToText } from '../api/error-to-text';
import { applyServerFieldErrors } from '../api/server-field-errors';
import { useAppConfig } from '../config/app-config';
import { FormikTextField } from '../forms/formik-text-field';
import { emailSchema } from '../forms/password-schema';
import { useLocalizedPath } from '../routing/language-prefix';
import { AuthLayout } from './auth-layout';
import { StyledAuthText, StyledForm, StyledLinks } from './styled';

interface ResetRequestValues {
  email: string;
}

/**
 * Asks core-api to mail a reset link. The answer is the same whether or not the address has an account, so
 * the page shows one success text for every accepted request.
 */
export function PasswordResetRequestPage() {
  const { t } = useTranslation();
  const { authApi, authPrefix } = useAppConfig();
  const localized = useLocalizedPath();
  const [requestLink] = authApi.useRequestPasswordResetLinkMutation();
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const schema = useMemo(() => yup.object({ email: emailSchema(t) }), [t]);

  const submit = async (values: ResetRequestValues, helpers: FormikHelpers<ResetRequestValues>) => {
    setServerError(null);
    try {
      await requestLink({ authPrefix, email: values.email.trim() }).unwrap();
      setSent(true);
    } catch (error) {
      if (!applyServerFieldErrors(error, helpers, ['email'])) setServerError(errorToText(error, t));
    }
  };

  return (
    <AuthLayout title={t('auth.passwordResetRequest.title')}>
      {sent ? (
        <Alert variant="success">{t('auth.passwordResetRequest.success')}</Alert>
      ) : (
        <>
          <StyledAuthText>{t('auth.passwordResetRequest.intro')}</StyledAuthText>
          {serverError && <Alert variant="danger">{serverError}</Alert>}
          <Formik<ResetRequestValues> initialValues={{ email: '' }} validationSchema={schema} onSubmit={submit}>
            {({ handleSubmit, isSubmitting }) => (
              <StyledForm noValidate onSubmit={handleSubmit}>
                <FormikTextField name="email" type="email" autoComplete="email" label={t('auth.email')} required />
                <Button type="submit" loading={isSubmitting} fullWidth>
                  {t('auth.passwordResetRequest.submit')}
                </Button>
              </StyledForm>
            )}
          </Formik>
        </>
      )}
      <StyledLinks>
        <Link to={localized('/login')}>{t('auth.backToLogin')}</Link>
      </StyledLinks>
    </AuthLayout>
  );
}
