import { injectBillingSettingsEndpoints, registerBillingSettingsTexts } from '@inkwell/web-kit';
import { api } from '../../../api/base-api';
import { i18n } from '../../../locales/i18n';

// The settings tab imports this module, so the form's texts arrive with its code.
registerBillingSettingsTexts(i18n);

/**
 * Decision 058: staff keep a client's billing settings with the client's own form. A save runs the legal check, whose
 * verdict and the billing name the client's header and the list of clients show.
 */
export const billingSettingsApi = injectBillingSettingsEndpoints(api).enhanceEndpoints({
  addTagTypes: ['AdminClient'],
  endpoints: {
    updateBillingSettings: {
      invalidatesTags: (_result, error, { clientId }) =>
        error || clientId === undefined
          ? []
          : [
              { type: 'BillingSettings', id: clientId },
              { type: 'AdminClient', id: clientId },
              { type: 'AdminClient', id: 'LIST' },
            ],
    },
  },
});
