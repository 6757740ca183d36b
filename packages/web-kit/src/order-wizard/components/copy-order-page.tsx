import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, PageHeader } from '@inkwell/ui-kit';
import type { OrderDto } from '@inkwell/contracts';
import { errorToText } from '../../api/error-to-text';
import { PageSpinner } from '../../routing/page-spinner';
import { useLocalizedPath } from '../../routing/language-prefix';
import { useOrderWizardSetup, type WizardOrderApi } from '../order-wizard-setup';
import { copyPrepared, selectCopiedOrdersKey } from '../order-wizard-slice';
import { wizardDataOfOrders } from '../wizard-request';
import { ReviewStep } from './review-step';

/** As many orders as the wizard's order definition takes at once. */
export const MAX_COPIED_ORDERS = 50;

/** The ids the address names (`?orderId=1&orderId=2`, or `?orderId=1,2`), each once, in their order. */
function orderIdsOf(searchParams: URLSearchParams): number[] {
  const ids = searchParams
    .getAll('orderId')
    .flatMap((value) => value.split(','))
    .filter((value) => /^\d{1,10}$/.test(value) && Number(value) > 0)
    .map(Number);
  return [...new Set(ids)];
}

/** Spec §2 /orders/copy?orderId=N: the order's data on the single review step, titled "Copy of …". */
export function CopyOrderPage() {
  const { orderApi } = useOrderWizardSetup();
  if (!orderApi) throw new Error('The copy wizard needs the order calls (OrderWizardSetup.orderApi)');
  return <CopyOrderScreen orderApi={orderApi} />;
}

type Read = { order: OrderDto } | { error: unknown };

/** One copied order's read; the page holds hooks for a fixed number of calls, so each order has its own. */
function OrderRead({ orderApi, id, onRead }: { orderApi: WizardOrderApi; id: number; onRead: (id: number, read: Read) => void }) {
  const { data, error } = orderApi.useGetOrderQuery(id);
  useEffect(() => {
    if (data) onRead(id, { order: data });
    else if (error) onRead(id, { error });
  }, [data, error, id, onRead]);
  return null;
}

function CopyOrderScreen({ orderApi }: { orderApi: WizardOrderApi }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const localized = useLocalizedPath();
  const { role } = useOrderWizardSetup();
  const [searchParams] = useSearchParams();
  const orderIds = useMemo(() => orderIdsOf(searchParams), [searchParams]);
  const key = orderIds.join(',');
  const preparedKey = useSelector(selectCopiedOrdersKey);
  const [reads, setReads] = useState<Record<number, Read>>({});
  const onRead = useMemo(() => (id: number, read: Read) => setReads((current) => ({ ...current, [id]: read })), []);

  const orders = orderIds.map((id) => reads[id]).filter((read): read is { order: OrderDto } => read !== undefined && 'order' in read);
  const failed = orderIds.map((id) => reads[id]).find((read): read is { error: unknown } => read !== undefined && 'error' in read);
  const allRead = orders.length === orderIds.length && orderIds.length > 0;
  const combined = useMemo(
    () => (allRead ? wizardDataOfOrders(orders.map((read) => read.order), (order) => t('wizard.copy.titleOf', { title: order.title })) : null),
    // The orders are read once per id; `key` and `allRead` say when the set is complete.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [allRead, key, t],
  );
  const first = orders[0]?.order;

  useEffect(() => {
    if (!combined || !('data' in combined) || !first || preparedKey === key) return;
    // Staff copy any client's orders: the copies are ordered for that client, as their wizard's client picker would.
    const client = role === 'admin' ? { id: first.clientId, name: first.clientName ?? '' } : undefined;
    dispatch(copyPrepared({ sourceOrderIds: orderIds, data: combined.data, client }));
  }, [combined, dispatch, first, key, orderIds, preparedKey, role]);

  const header = <PageHeader title={t('wizard.copy.title')} />;
  const problem =
    orderIds.length === 0
      ? t('wizard.copy.noOrder')
      : orderIds.length > MAX_COPIED_ORDERS
        ? t('wizard.copy.tooMany', { max: MAX_COPIED_ORDERS })
        : failed
          ? errorToText(failed.error, t)
          : combined && 'differs' in combined
            ? t('wizard.copy.differ', { what: t(`wizard.copy.settings.${combined.differs}`) })
            : null;
  if (problem) {
    return (
      <>
        {header}
        <Alert variant="danger">{problem}</Alert>
      </>
    );
  }

  return (
    <>
      {orderIds.map((id) => (
        <OrderRead key={id} orderApi={orderApi} id={id} onRead={onRead} />
      ))}
      {!first || preparedKey !== key ? (
        <PageSpinner />
      ) : (
        <>
          {orders.length === 1 && <Link to={localized(`/order/${first.id}`)}>{t('wizard.copy.back', { title: first.title })}</Link>}
          {header}
          <ReviewStep />
        </>
      )}
    </>
  );
}
