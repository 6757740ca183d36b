import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { Alert, PageHeader } from '@inkwell/ui-kit';
import { errorToText, PageSpinner, useLocalizedPath } from '@inkwell/web-kit';
import { useGetMeQuery } from '../api/me-api';
import { OrderLists } from './order-lists';
import { ProfileCard } from './profile-card';
import { StyledProfile } from './styled';

/** /dashboard/:tab?/:subTab? — the profile and, on the orders tab (the only one so far), the order lists. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { tab } = useParams();
  const localized = useLocalizedPath();
  const { data: me, error, isLoading } = useGetMeQuery();

  if (tab !== undefined && tab !== 'orders') return <Navigate to={localized('/dashboard')} replace />;
  if (isLoading) return <PageSpinner />;
  if (!me) return <Alert variant="danger">{errorToText(error, t)}</Alert>;

  return (
    <>
      <PageHeader
        title={me.firstName ? t('dashboard.welcome', { name: me.firstName }) : t('dashboard.welcomeWithoutName')}
      />
      <StyledProfile>
        <ProfileCard me={me} />
      </StyledProfile>
      <OrderLists />
    </>
  );
}
