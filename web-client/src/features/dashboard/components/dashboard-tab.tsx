import type { ClientMe } from '@inkwell/contracts';
import { AccountCard } from './account-card';
import { LinguistStatsCard } from './linguist-stats-card';
import { MessagesCard } from './messages-card';
import { MoneyCard } from './money-card';
import { OrdersCard } from './orders-card';
import { OrdersReadyTable } from './orders-ready-table';
import { StyledCards } from './styled';

/** Spec §2 Dashboard tab: the summary cards, the linguist counts and the orders ready. */
export function DashboardTab({ me }: { me: ClientMe }) {
  return (
    <>
      <StyledCards>
        <OrdersCard />
        <MessagesCard />
        <MoneyCard me={me} />
        <AccountCard me={me} />
        <LinguistStatsCard />
      </StyledCards>
      <OrdersReadyTable />
    </>
  );
}
