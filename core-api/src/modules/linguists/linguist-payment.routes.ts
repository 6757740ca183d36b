import type { CoreModule } from '../module.js';
import { createLegalCheckProvider } from '../billing/index.js';
import { adminLinguistIdParams } from './admin-linguists.schema.js';
import { paymentSettingsBody, paymentSettingsSchema, selfInvoicingBody, selfInvoicingSchema } from './linguist-payment.schema.js';
import { paymentSettingsOf, selfInvoicingSettings, updatePaymentSettings, updateSelfInvoicingSettings } from './linguist-payment.service.js';

const TAGS = ['Linguist payment'];
const FIELD_ERRORS = { 400: { description: 'Field errors: an IBAN failing its checksum or outside SEPA, a malformed BIC or e-mail' } };

/** Where a linguist is paid and how her credit notes treat VAT (decision 060): hers, and staff's view of any linguist's. */
export const linguistPaymentModule: CoreModule = {
  name: 'linguist-payment',
  register(api, runtime) {
    const legalCheck = createLegalCheckProvider(runtime.config.viesUrl, runtime.logger);

    api.route({
      method: 'get',
      path: '/linguist/payment',
      summary: 'Where her payouts go: SEPA bank account or PayPal',
      tags: TAGS,
      access: 'linguist',
      responses: { 200: { description: 'method is null until she chose one', schema: paymentSettingsSchema } },
      handler: (_req, _res, caller) => paymentSettingsOf(caller.id),
    });
    api.route({
      method: 'put',
      path: '/linguist/payment',
      summary: 'Replace where her payouts go',
      tags: TAGS,
      access: 'linguist',
      body: paymentSettingsBody,
      responses: { 200: { description: 'The payment settings', schema: paymentSettingsSchema }, ...FIELD_ERRORS },
      handler: (req, _res, caller) => updatePaymentSettings(caller.id, req.body),
    });
    api.route({
      method: 'get',
      path: '/linguist/settings/invoicing',
      summary: 'Her invoicing data and tax treatment, as her credit notes print them',
      tags: TAGS,
      access: 'linguist',
      responses: { 200: { description: 'legalInfo is null until given', schema: selfInvoicingSchema } },
      handler: (_req, _res, caller) => selfInvoicingSettings(caller.id),
    });
    api.route({
      method: 'patch',
      path: '/linguist/settings/invoicing',
      summary: 'Replace her invoicing data and tax treatment, checked as staff’s are',
      tags: TAGS,
      access: 'linguist',
      body: selfInvoicingBody,
      responses: {
        200: { description: 'The invoicing data', schema: selfInvoicingSchema },
        400: { description: 'Field errors under `legalInfo.` in `error`' },
        422: { description: 'Inconsistent: a VAT-liable or EU reverse-charge linguist without VAT number, a treatment for the wrong country' },
      },
      handler: (req, _res, caller) => updateSelfInvoicingSettings(legalCheck, caller.id, req.body),
    });
    api.route({
      method: 'get',
      path: '/admin/linguist/:id/payment',
      summary: 'Where a linguist’s payouts go',
      tags: TAGS,
      access: 'admin',
      params: adminLinguistIdParams,
      responses: { 200: { description: 'method is null until chosen', schema: paymentSettingsSchema }, 404: { description: 'No such linguist' } },
      handler: (req) => paymentSettingsOf(req.params.id, { staff: true }),
    });
    api.route({
      method: 'put',
      path: '/admin/linguist/:id/payment',
      summary: 'Replace where a linguist’s payouts go',
      tags: TAGS,
      access: 'admin',
      params: adminLinguistIdParams,
      body: paymentSettingsBody,
      responses: { 200: { description: 'The payment settings', schema: paymentSettingsSchema }, ...FIELD_ERRORS, 404: { description: 'No such linguist' } },
      handler: (req) => updatePaymentSettings(req.params.id, req.body),
    });
  },
};
