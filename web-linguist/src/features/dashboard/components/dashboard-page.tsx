import { useSearchParams } from 'react-router-dom';
import { DashboardFrame } from '@inkwell/web-kit';
import { useGetMeQuery } from '../../../api/me-api';
import { isOrderList, OrderLists } from '../../../components/order-lists/order-lists';
import { BalanceCard } from './balance-card';
import { ProfileCard } from './profile-card';
import { StyledCards } from './styled';

export function DashboardPage() {
  const me = useGetMeQuery();
  // The chosen list lives in the address (?list=available), for back and reload.
  const [searchParams, setSearchParams] = useSearchParams();
  const list = searchParams.get('list');
  return (
    <DashboardFrame me={me}>
      {(linguist) => (
        <>
          <StyledCards>
            <ProfileCard me={linguist} />
            <BalanceCard />
          </StyledCards>
          <OrderLists active={isOrderList(list) ? list : 'requested'} onChange={(next) => setSearchParams({ list: next }, { replace: true })} />
        </>
      )}
    </DashboardFrame>
  );
}
