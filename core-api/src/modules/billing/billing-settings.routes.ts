import type { CoreModule } from '../module.js';
import { billingSettingsBody, billingSettingsResponse } from './billing-settings.schema.js';
import { getBillingSettings, saveBillingSettings } from './billing-settings.service.js';
import { createLegalCheckProvider } from './legal-check.js';

const TAGS = ['Billing'];

export const billingSettingsModule: CoreModule = {
  name: 'billing-settings',
  register(api, runtime) {
    const legalCheck = createLegalCheckProvider(runtime.config.viesUrl, runtime.logger);
    api.route({
      method: 'get',
      path: '/client/billing',
      summary: 'The client’s billing settings and the state of its legal check',
      tags: TAGS,
      access: 'client',
      responses: { 200: { description: 'Empty fields (null) and NEEDS_VALIDATION before the first save', schema: billingSettingsResponse } },
      handler: (_req, _res, caller) => getBillingSettings(caller.id),
    });
    api.route({
      method: 'put',
      path: '/client/billing',
      summary: 'Saves the billing settings and runs the legal check (VIES when configured, else the VAT number format)',
      tags: TAGS,
      access: 'client',
      body: billingSettingsBody,
      status: 204,
      responses: {
        204: { description: 'Saved; GET /client/billing answers the new legal-check status' },
        400: { description: 'Field errors with the form’s messages; an unknown country names `country`' },
      },
      handler: (req, _res, caller) => saveBillingSettings(caller.id, req.body, legalCheck),
    });
  },
};
