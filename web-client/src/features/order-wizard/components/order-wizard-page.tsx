import { useSearchParams } from 'react-router-dom';
import { OrderWizardPage as SharedOrderWizardPage, OrderWizardProvider } from '@inkwell/web-kit';
import { useClientWizardSetup } from '../order-wizard-setup';

/** Spec §2 /orders/create: web-kit's wizard (decision 043); ?projectId= (the project page's "New order") preselects the project. */
export function OrderWizardPage() {
  const setup = useClientWizardSetup();
  const [searchParams] = useSearchParams();
  const wanted = searchParams.get('projectId');
  const projectId = wanted && /^\d+$/.test(wanted) ? Number(wanted) : undefined;
  return (
    <OrderWizardProvider setup={setup}>
      <SharedOrderWizardPage preselect={{ projectId }} />
    </OrderWizardProvider>
  );
}
