import { injectOrderWizardEndpoints, registerOrderWizardTexts, type OrderWizardSetup } from '@inkwell/web-kit';
import { api } from '../../api/base-api';
import { catalogueApi } from '../../api/catalogue-api';
import { importsApi } from '../../api/imports-api';
import { i18n } from '../../locales/i18n';

// Only the wizard's page imports this, and it loads lazily: the texts come with its code.
registerOrderWizardTexts(i18n);

/** web-kit's wizard calls under /admin/client/{id}/… (decision 043): staff order as the picked client would. */
export const orderWizardApi = injectOrderWizardEndpoints(api, 'admin');

/** What staff's wizard has that the client's has not: the client picker; and no inline projects. */
export const staffWizardSetup: Omit<OrderWizardSetup, 'customer' | 'ClientPicker'> = {
  role: 'admin',
  wizardApi: orderWizardApi,
  catalogueApi,
  importsApi,
  groupsPath: (clientId) => `/client/${clientId ?? ''}/groups`,
  // One order: its page; several: the first, whose project lists the others.
  createdPath: (ids) => `/order/${ids[0] ?? ''}`,
  createsProjects: false,
};
