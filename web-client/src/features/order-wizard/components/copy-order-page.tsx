import { CopyOrderPage as SharedCopyOrderPage, OrderWizardProvider } from '@inkwell/web-kit';
import { useClientWizardSetup } from '../order-wizard-setup';

/** Spec §2 /orders/copy?orderId=N: web-kit's copy wizard on the client's calls. */
export function CopyOrderPage() {
  return (
    <OrderWizardProvider setup={useClientWizardSetup()}>
      <SharedCopyOrderPage />
    </OrderWizardProvider>
  );
}
