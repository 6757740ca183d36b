import { useTranslation } from 'react-i18next';
import { FormikTextField } from './formik-text-field';

/** A new password and its repetition, as registration, confirmation and reset ask for them (fields `password`, `passwordRepeat`). */
export function NewPasswordFields({ passwordLabel }: { passwordLabel?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <FormikTextField name="password" type="password" autoComplete="new-password" label={passwordLabel ?? t('auth.password')} required />
      <FormikTextField name="passwordRepeat" type="password" autoComplete="new-password" label={t('auth.passwordRepeat')} required />
    </>
  );
}
