import { lazy, Suspense, useEffect, useState } from 'react';
import { loadStripeOnDemand, type LoadStripe, type ReturnedPayment } from '@inkwell/ui-kit';
import { useAuth } from '@inkwell/web-kit';
import { isDepositClient } from '../client-kind';
import { useDepositDialogAddress } from './use-deposit-dialog-address';

// The dialog, its calls and the billing form load the first time a deposit is opened, not with every page.
const OpenDepositDialog = lazy(() => import('./deposit-session').then((module) => ({ default: module.OpenDepositDialog })));
const BillingSettingsEditor = lazy(() => import('./deposit-session').then((module) => ({ default: module.BillingSettingsEditor })));

export interface DepositDialogHostProps {
  /** how Stripe is loaded; tests pass a fake */
  loadStripe?: LoadStripe;
}

/**
 * Where the deposit dialog lives: in the header, so it opens on any page from `?deposit=1` (Create New →
 * Deposit, the balance's Create Deposit) and on the return from a bank's or PayPal's page, whose
 * `payment_intent` parameters it reads once and takes off the address. Only prepaid clients deposit (core-api
 * refuses a postpaid one with 403), so a postpaid client's `?deposit=1` opens nothing.
 */
export function DepositDialogHost({ loadStripe = loadStripeOnDemand }: DepositDialogHostProps) {
  const { user } = useAuth();
  if (!isDepositClient(user)) return null;
  return <ClientDepositDialogHost loadStripe={loadStripe} />;
}

function ClientDepositDialogHost({ loadStripe }: { loadStripe: LoadStripe }) {
  const { wantsDeposit, returnedIntent, clearDepositParams } = useDepositDialogAddress();
  const [returned, setReturned] = useState<ReturnedPayment | null>(null);
  const [editingBilling, setEditingBilling] = useState(false);

  // The return is read once: kept here while the address forgets it, so a reload cannot repeat it.
  useEffect(() => {
    if (!returnedIntent) return;
    setReturned({ intentId: returnedIntent });
    clearDepositParams();
  }, [returnedIntent, clearDepositParams]);

  const open = wantsDeposit || returned !== null;
  // Each opening starts a fresh dialog; closing it for the billing modal keeps what was typed.
  const [session, setSession] = useState({ open: false, number: 0 });
  if (open !== session.open) setSession({ open, number: open ? session.number + 1 : session.number });

  const close = () => {
    setReturned(null);
    setEditingBilling(false);
    clearDepositParams();
  };

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <OpenDepositDialog
        key={session.number}
        loadStripe={loadStripe}
        returned={returned}
        hidden={editingBilling}
        onClose={close}
        onEditBilling={() => setEditingBilling(true)}
      />
      <BillingSettingsEditor open={editingBilling} onDone={() => setEditingBilling(false)} />
    </Suspense>
  );
}
