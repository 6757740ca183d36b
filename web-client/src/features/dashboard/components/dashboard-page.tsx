import { DashboardFrame } from '@inkwell/web-kit';
import { useGetMeQuery } from '../../../api/me-api';
import { AccountCard } from './account-card';
import { LinguistStatsCard } from './linguist-stats-card';
import { MoneyCard } from './money-card';
import { OrdersCard } from './orders-card';
import { OrdersReadyTable } from './orders-ready-table';
import { StyledCards } from './styled';
import { TalentCard } from './talent-card';

export function DashboardPage() {
  const me = useGetMeQuery();
  return (
    <DashboardFrame me={me}>
      {(client) => (
        <>
          <StyledCards>
            <OrdersCard />
            <MoneyCard me={client} />
            <AccountCard me={client} />
            <LinguistStatsCard />
          </StyledCards>
          <OrdersReadyTable />
          <TalentCard />
        </>
      )}
    </DashboardFrame>
  );
}
