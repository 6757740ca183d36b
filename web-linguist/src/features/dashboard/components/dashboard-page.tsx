import { DashboardFrame } from '@inkwell/web-kit';
import { useGetMeQuery } from '../../../api/me-api';
import { BalanceCard } from './balance-card';
import { OrderLists } from './order-lists';
import { ProfileCard } from './profile-card';
import { StyledCards } from './styled';

export function DashboardPage() {
  const me = useGetMeQuery();
  return (
    <DashboardFrame me={me}>
      {(linguist) => (
        <>
          <StyledCards>
            <ProfileCard me={linguist} />
            <BalanceCard />
          </StyledCards>
          <OrderLists />
        </>
      )}
    </DashboardFrame>
  );
}
