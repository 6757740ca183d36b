import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '@inkwell/ui-kit';
import { useLocalizedPath } from '@inkwell/web-kit';
import { isOrderList, OrderLists } from '../../../components/order-lists/order-lists';

/** /orders/:tab? — the linguist's order lists on their own page, one address per list (spec §2.2). */
export function OrdersPage() {
  const { t } = useTranslation();
  const { tab } = useParams();
  const navigate = useNavigate();
  const localized = useLocalizedPath();

  if (tab === undefined) return <Navigate to={localized('/orders/requested')} replace />;
  if (!isOrderList(tab)) return <Navigate to={localized('/404')} replace />;

  return (
    <>
      <PageHeader title={t('orders.title')} />
      <OrderLists active={tab} onChange={(list) => navigate(localized(`/orders/${list}`))} />
    </>
  );
}
