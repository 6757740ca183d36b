import { useTranslation } from 'react-i18next';
import { Alert, PageHeader } from '@inkwell/ui-kit';
import { errorToText, PageSpinner } from '@inkwell/web-kit';
import { useGetMeQuery } from '../api/me-api';
import { AccountCard } from './account-card';
import { MoneyCard } from './money-card';
import { OrdersCard } from './orders-card';
import { OrdersReadyTable } from './orders-ready-table';
import { StyledCards } from './styled';

export function DashboardPage() {
  const { t } = useTranslation();
  const { data: me, error, isLoading } = useGetMeQuery();

  if (isLoading) return <PageSpinner />;
  if (!me) return <Alert variant="danger">{errorToText(error, t)}</Alert>;

  return (
    <>
      <PageHeader
        title={me.firstName ? t('dashboard.welcome', { name: me.firstName }) : t('dashboard.welcomeWithoutName')}
      />
      <StyledCards>
        <OrdersCard />
        <MoneyCard me={me} />
        <AccountCard me={me} />
      </StyledCards>
      <OrdersReadyTable />
    </>
  );
}
