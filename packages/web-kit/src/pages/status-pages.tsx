import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '../routing/language-prefix';
import { AuthLayout } from './auth-layout';
import { StyledAuthText, StyledLinks } from './styled';

function StatusPage({ titleKey, textKey }: { titleKey: string; textKey: string }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <AuthLayout title={t(titleKey)}>
      <StyledAuthText>{t(textKey)}</StyledAuthText>
      <StyledLinks>
        <Link to={localized('/dashboard')}>{t('pages.backToDashboard')}</Link>
      </StyledLinks>
    </AuthLayout>
  );
}

export function NotFoundPage() {
  return <StatusPage titleKey="pages.notFound.title" textKey="pages.notFound.text" />;
}

export function AccessDeniedPage() {
  return <StatusPage titleKey="pages.accessDenied.title" textKey="pages.accessDenied.text" />;
}
