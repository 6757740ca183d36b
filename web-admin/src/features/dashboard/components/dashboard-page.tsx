import { useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { DashboardFrame, useLocalizedPath } from '@inkwell/web-kit';
import { useGetMeQuery } from '../../../api/me-api';
import { ORDER_VIEWS, type OrderView } from '../../../api/order-lists-api';
import { STATISTICS_VIEWS, type StatisticsView } from '../api/statistics-api';
import { DashboardStatistics } from './statistics/dashboard-statistics';
import { OrderLists } from './order-lists';
import { ProfileCard } from './profile-card';
import { StyledProfile } from './styled';

const isOrderView = (value: string | undefined): value is OrderView => (ORDER_VIEWS as readonly (string | undefined)[]).includes(value);
const isStatisticsView = (value: string | undefined): value is StatisticsView =>
  (STATISTICS_VIEWS as readonly (string | undefined)[]).includes(value);

/**
 * /dashboard/:tab?/:subTab? — the profile, then on the orders tab (the only one so far) the statistics and the
 * order lists. Spec §2.1 names the statistics' views as the subTab (expertise by default); the lists' views are
 * subTabs of the same tab, so the address names one of them and the other keeps the view last shown on it.
 */
export function DashboardPage() {
  const { tab, subTab } = useParams();
  const localized = useLocalizedPath();
  const me = useGetMeQuery();
  const [lastList, setLastList] = useState<OrderView>('open');
  const [lastStatistics, setLastStatistics] = useState<StatisticsView>('expertise');

  if (tab !== undefined && tab !== 'orders') return <Navigate to={localized('/dashboard')} replace />;
  if (subTab !== undefined && !isOrderView(subTab) && !isStatisticsView(subTab)) {
    return <Navigate to={localized('/dashboard/orders/open')} replace />;
  }
  if (isOrderView(subTab) && subTab !== lastList) setLastList(subTab);
  if (isStatisticsView(subTab) && subTab !== lastStatistics) setLastStatistics(subTab);

  return (
    <DashboardFrame me={me}>
      {(admin) => (
        <>
          <StyledProfile>
            <ProfileCard me={admin} />
          </StyledProfile>
          <DashboardStatistics view={isStatisticsView(subTab) ? subTab : lastStatistics} />
          <OrderLists view={isOrderView(subTab) ? subTab : lastList} />
        </>
      )}
    </DashboardFrame>
  );
}
