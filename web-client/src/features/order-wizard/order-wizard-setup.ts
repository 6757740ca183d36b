import type { ClientMe } from '@inkwell/contracts';
import { injectOrderWizardEndpoints, registerOrderWizardTexts, useAuth, type OrderWizardSetup } from '@inkwell/web-kit';
import { api } from '../../api/base-api';
import { catalogueApi } from '../../api/catalogue-api';
import { importsApi } from '../../api/imports-api';
import { ordersApi } from '../../api/orders-api';
import { i18n } from '../../locales/i18n';

// Only the wizard's pages import this, and they load lazily: the texts come with their code (decision 015).
registerOrderWizardTexts(i18n);

/** web-kit's wizard calls under /client/… (decision 043): the client orders for itself. */
export const orderWizardApi = injectOrderWizardEndpoints(api, 'client');

/** The client's wizard: its own calls, its own invoicing and services, inline projects. */
export function useClientWizardSetup(): OrderWizardSetup {
  const user = useAuth().user as ClientMe | null;
  return {
    role: 'client',
    wizardApi: orderWizardApi,
    catalogueApi,
    importsApi,
    orderApi: ordersApi,
    customer: user ? { invoicing: user.invoicing, servicesAvailable: user.servicesAvailable } : undefined,
    groupsPath: () => '/linguists/groups',
    createdPath: () => '/content/orders/open',
    createsProjects: true,
  };
}
