import type { AdminClientOrderSettings } from '@inkwell/contracts';
import { injectOrderWizardEndpoints, registerOrderWizardTexts, type OrderWizardSetup } from '@inkwell/web-kit';
import { api } from '../../api/base-api';
import { ADMIN_API } from '../../api/clients-api';
import { catalogueApi } from '../../api/catalogue-api';
import { importsApi } from '../../api/imports-api';
import { i18n } from '../../locales/i18n';

// Only the wizard's page imports this, and it loads lazily: the texts come with its code.
registerOrderWizardTexts(i18n);

/** web-kit's wizard calls under /admin/client/{id}/… (decision 043): staff order as the picked client would. */
export const orderWizardApi = injectOrderWizardEndpoints(api, 'admin');

/** The picked client's order settings (decision 058): the wizard starts from its default level and proofreading. */
export const clientOrderDefaultsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClientOrderDefaults: build.query<AdminClientOrderSettings, number>({
      query: (clientId) => `${ADMIN_API}/client/${clientId}/order`,
      // Settings staff just changed on the client page count for the next order: never an old answer.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetClientOrderDefaultsQuery } = clientOrderDefaultsApi;

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
