import { AppError } from '@inkwell/service-kit';
import type { CoreModule } from '../module.js';
import { findClientById } from '../users/index.js';
import { idParams } from '../../shared/query-schemas.js';
import { billingSettingsBody, billingSettingsResponse } from './billing-settings.schema.js';
import { getBillingSettings, saveBillingSettings } from './billing-settings.service.js';
import { createLegalCheckProvider } from './legal-check.js';

const TAGS = ['Billing'];
const NOT_FOUND = { 404: { description: 'No such client' } };

/** Staff act on an existing client's settings; an unknown client is a 404 before anything else. */
async function existingClient(id: number): Promise<number> {
  if (!(await findClientById(id))) throw AppError.notFound('Client');
  return id;
}

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

    // Staff keep a client's billing settings on its settings tab by the client's own rules (decision 056).
    api.route({
      method: 'get',
      path: '/admin/client/:id/billing',
      summary: 'A client’s billing settings and the state of its legal check',
      tags: TAGS,
      access: 'admin',
      params: idParams,
      responses: { 200: { description: 'Empty fields (null) and NEEDS_VALIDATION before the first save', schema: billingSettingsResponse }, ...NOT_FOUND },
      handler: async (req) => getBillingSettings(await existingClient(req.params.id)),
    });
    api.route({
      method: 'put',
      path: '/admin/client/:id/billing',
      summary: 'Saves a client’s billing settings and runs the legal check on them, as the client’s own form does',
      tags: TAGS,
      access: 'admin',
      params: idParams,
      body: billingSettingsBody,
      status: 204,
      responses: {
        204: { description: 'Saved; GET answers the new legal-check status' },
        400: { description: 'Field errors with the form’s messages; an unknown country names `country`' },
        ...NOT_FOUND,
      },
      handler: async (req) => saveBillingSettings(await existingClient(req.params.id), req.body, legalCheck),
    });
  },
};
