import { Navigate, useParams } from 'react-router-dom';
import { DashboardFrame, useLocalizedPath } from '@inkwell/web-kit';
import { useGetMeQuery } from '../../../api/me-api';
import { OrderLists } from './order-lists';
import { ProfileCard } from './profile-card';
import { StyledProfile } from './styled';

/** /dashboard/:tab?/:subTab? — the profile and, on the orders tab (the only one so far), the order lists. */
export function DashboardPage() {
  const { tab } = useParams();
  const localized = useLocalizedPath();
  const me = useGetMeQuery();

  if (tab !== undefined && tab !== 'orders') return <Navigate to={localized('/dashboard')} replace />;

  return (
    <DashboardFrame me={me}>
      {(admin) => (
        <>
          <StyledProfile>
            <ProfileCard me={admin} />
          </StyledProfile>
          <OrderLists />
        </>
      )}
    </DashboardFrame>
  );
}
