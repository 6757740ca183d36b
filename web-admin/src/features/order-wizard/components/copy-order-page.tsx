import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { CopyOrderPage as SharedCopyOrderPage, OrderWizardProvider, selectWizardClient, type OrderWizardSetup } from '@inkwell/web-kit';
import { useGetClientQuery } from '../../../api/clients-api';
import { orderReadApi } from '../../../api/order-read-api';
import { staffWizardSetup } from '../order-wizard-setup';

/**
 * Spec (admin) §2 /orders/copy?orderId=N: the client app's copy wizard from web-kit (decision 043), one step, Order
 * review; staff copy any client's order, and the copy is ordered for that client with its prices and invoicing.
 */
export function CopyOrderPage() {
  const client = useSelector(selectWizardClient);
  const { data: record } = useGetClientQuery(client ? client.id : skipToken);
  const current = record && record.id === client?.id ? record : undefined;

  const setup = useMemo<OrderWizardSetup>(
    () => ({
      ...staffWizardSetup,
      orderApi: orderReadApi,
      customer: current ? { invoicing: current.invoicing, servicesAvailable: null } : undefined,
    }),
    [current],
  );

  return (
    <OrderWizardProvider setup={setup}>
      <SharedCopyOrderPage />
    </OrderWizardProvider>
  );
}
