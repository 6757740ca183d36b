import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@inkwell/ui-kit';
import { AuthLayout, useLocalizedPath } from '@inkwell/web-kit';
import { StyledFooterText } from './styled';

export function RegistrationSuccessPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <AuthLayout title={t('registration.success.title')}>
      <Alert variant="success">{t('registration.success.text')}</Alert>
      <StyledFooterText>
        <Link to={localized('/login')}>{t('auth.backToLogin')}</Link>
      </StyledFooterText>
    </AuthLayout>
  );
}
