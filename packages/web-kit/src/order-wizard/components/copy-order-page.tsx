import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, PageHeader } from '@inkwell/ui-kit';
import { errorToText } from '../../api/error-to-text';
import { PageSpinner } from '../../routing/page-spinner';
import { useLocalizedPath } from '../../routing/language-prefix';
import { useOrderWizardSetup, type WizardOrderApi } from '../order-wizard-setup';
import { copyPrepared, selectCopiedOrderId } from '../order-wizard-slice';
import { wizardDataOfOrder } from '../wizard-request';
import { ReviewStep } from './review-step';

/** Spec §2 /orders/copy?orderId=N: the order's data on the single review step, titled "Copy of …". */
export function CopyOrderPage() {
  const { orderApi } = useOrderWizardSetup();
  if (!orderApi) throw new Error('The copy wizard needs the order calls (OrderWizardSetup.orderApi)');
  return <CopyOrderScreen orderApi={orderApi} />;
}

function CopyOrderScreen({ orderApi }: { orderApi: WizardOrderApi }) {
  const { t } = useTranslation();
  const { role } = useOrderWizardSetup();
  const dispatch = useDispatch();
  const localized = useLocalizedPath();
  const [searchParams] = useSearchParams();
  const wanted = searchParams.get('orderId') ?? '';
  const orderId = /^\d+$/.test(wanted) ? Number(wanted) : null;
  const copiedOrderId = useSelector(selectCopiedOrderId);
  const { data: order, error, isLoading } = orderApi.useGetOrderQuery(orderId ?? 0, { skip: orderId === null });

  useEffect(() => {
    if (order && copiedOrderId !== order.id) {
      // Staff copy any client's order: the copy is ordered for that client, as their wizard's client picker would.
      const client = role === 'admin' ? { id: order.clientId, name: order.clientName ?? '' } : undefined;
      dispatch(copyPrepared({ sourceOrderId: order.id, data: wizardDataOfOrder(order, t('wizard.copy.titleOf', { title: order.title })), client }));
    }
  }, [dispatch, order, copiedOrderId, role, t]);

  const header = <PageHeader title={t('wizard.copy.title')} />;
  if (orderId === null) {
    return (
      <>
        {header}
        <Alert variant="danger">{t('wizard.copy.noOrder')}</Alert>
      </>
    );
  }
  if (isLoading) return <PageSpinner />;
  if (!order) {
    return (
      <>
        {header}
        <Alert variant="danger">{errorToText(error, t)}</Alert>
      </>
    );
  }
  if (copiedOrderId !== order.id) return <PageSpinner />;

  return (
    <>
      <Link to={localized(`/order/${order.id}`)}>{t('wizard.copy.back', { title: order.title })}</Link>
      {header}
      <ReviewStep />
    </>
  );
}
