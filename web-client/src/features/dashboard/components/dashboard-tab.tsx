import { useTranslation } from 'react-i18next';
import type { ClientMe } from '@inkwell/contracts';
import { AccountCard } from './account-card';
import { LinguistStatsCard } from './linguist-stats-card';
import { MessagesCard } from './messages-card';
import { MoneyCard } from './money-card';
import { OrdersCard } from './orders-card';
import { OrderFiguresCard } from './order-figures-card';
import { OrdersReadyTable } from './orders-ready-table';
import { ProjectsCard } from './projects-card';
import { StyledCards, StyledDashboard } from './styled';

/** Spec §2 Dashboard tab: the sidebar's order and linguist figures, the summary cards and the orders ready. */
export function DashboardTab({ me }: { me: ClientMe }) {
  const { t } = useTranslation();
  return (
    <StyledDashboard>
      <aside aria-label={t('home.figures.sidebar')}>
        <OrderFiguresCard />
        <LinguistStatsCard />
      </aside>
      <div>
        <StyledCards>
          <OrdersCard />
          <ProjectsCard />
          <MessagesCard />
          <MoneyCard me={me} />
          <AccountCard me={me} />
        </StyledCards>
        <OrdersReadyTable />
      </div>
    </StyledDashboard>
  );
}
