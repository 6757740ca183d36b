import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The address parameter that opens the deposit dialog on any page (the header menu sets it too). */
export const DEPOSIT_PARAM = 'deposit';
/** What Stripe adds to the return address after a bank's or PayPal's page. */
export const STRIPE_RETURN_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'] as const;

/** Opens and closes the deposit dialog through the address, so the menu, the balance and a link can open it. */
export function useDepositDialogAddress() {
  const [search, setSearch] = useSearchParams();

  const openDeposit = useCallback(
    () =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        next.set(DEPOSIT_PARAM, '1');
        return next;
      }),
    [setSearch],
  );

  /** Takes the dialog's and Stripe's parameters off the address without a new history entry. */
  const clearDepositParams = useCallback(
    () =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of [DEPOSIT_PARAM, ...STRIPE_RETURN_PARAMS]) next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );

  const returnedIntent = search.get('payment_intent');
  const returned = returnedIntent && search.get('payment_intent_client_secret') ? returnedIntent : null;
  return { wantsDeposit: search.get(DEPOSIT_PARAM) === '1', returnedIntent: returned, openDeposit, clearDepositParams };
}
