import type { CancelDepositResponse } from '@inkwell/contracts';
import type { CoreModule } from '../module.js';
import { requireFakturaAccess } from '../users/index.js';
import { idParams } from '../../shared/query-schemas.js';
import {
  adminDepositDtoSchema,
  adminDepositListQuery,
  adminDepositPageSchema,
  cancelDepositResponseSchema,
  createDepositBody,
  createPaymentIntentBody,
  depositDtoSchema,
  depositListQuery,
  depositPageSchema,
  intentIdParams,
  paymentIntentSchema,
  paymentMethodsSchema,
  settleDepositBody,
  webhookAnswerSchema,
} from './deposits.schema.js';
import { cancelBankDeposit, listAdminDeposits, listClientDeposits, settleBankDeposit } from './deposits.service.js';
import {
  createDeposit,
  createPaymentIntent,
  getPaymentIntent,
  handleStripeWebhook,
  listPaymentMethods,
} from './stripe-payments.service.js';
import { createStripeGateway } from './stripe-gateway.js';

const TAGS = ['Billing'];

/** Mounted with a raw body parser in app.ts: the signature is over the exact bytes Stripe sent. */
export const STRIPE_WEBHOOK_PATH = '/client/billing/webhook/stripe';

const LEGAL_ANSWERS = {
  403: { description: 'A postpaid (invoice) client, who may not deposit; or blocked: the legal check found the billing information INVALID' },
  422: { description: 'A prepaid client’s billing information is not verified yet; another currency than the client’s; a method not offered' },
};

export const depositsModule: CoreModule = {
  name: 'deposits',
  register(api, runtime) {
    const gateway = runtime.config.stripe ? createStripeGateway(runtime.config.stripe) : null;

    api.route({
      method: 'get',
      path: '/client/billing/payment/methods',
      summary: 'The payment methods offered for deposits, with their fees (bank transfer only without Stripe)',
      tags: TAGS,
      access: 'client',
      responses: { 200: { description: 'Methods in the client’s currency', schema: paymentMethodsSchema } },
      handler: (_req, _res, caller) => listPaymentMethods(caller.id, gateway),
    });
    api.route({
      method: 'post',
      path: '/client/billing/payment/intent',
      idempotent: true,
      summary: 'Starts a deposit paid through Stripe: a payment intent for net + fee + VAT on the fee',
      tags: TAGS,
      access: 'client',
      body: createPaymentIntentBody,
      status: 201,
      responses: {
        201: { description: 'Confirm it in the browser with clientSecret', schema: paymentIntentSchema },
        ...LEGAL_ANSWERS,
        503: { description: 'Stripe is not configured or not reachable' },
      },
      handler: (req, _res, caller) => createPaymentIntent(caller.id, req.body, gateway),
    });
    api.route({
      method: 'get',
      path: '/client/billing/payment/intent/:id',
      summary: 'A payment intent of the client as Stripe sees it now, with the provider’s last error',
      tags: TAGS,
      access: 'client',
      params: intentIdParams,
      responses: { 200: { description: 'Current status', schema: paymentIntentSchema }, 404: { description: 'Not one of the client’s intents' } },
      handler: (req, _res, caller) => getPaymentIntent(caller.id, String(req.params.id), gateway),
    });
    api.route({
      method: 'post',
      path: '/client/billing/deposit',
      idempotent: true,
      summary: 'A deposit by bank transfer (method BANK, created PENDING), or the deposit of a confirmed Stripe payment intent',
      tags: TAGS,
      access: 'client',
      body: createDepositBody,
      status: 201,
      responses: {
        201: { description: 'The deposit', schema: depositDtoSchema },
        404: { description: 'paymentIntent is not one of the client’s intents' },
        ...LEGAL_ANSWERS,
      },
      handler: (req, _res, caller) => createDeposit(caller.id, req.body, gateway),
    });
    api.route({
      method: 'get',
      path: '/client/billing/deposits',
      summary: 'The client’s deposits, newest first',
      tags: TAGS,
      access: 'client',
      query: depositListQuery,
      responses: { 200: { description: 'A page of deposits', schema: depositPageSchema } },
      handler: (req, _res, caller) => listClientDeposits(caller.id, req.query),
    });
    api.route({
      method: 'get',
      path: '/admin/billing/deposits',
      summary: 'Every client’s deposits, newest first; status=PENDING lists the bank transfers to settle',
      tags: TAGS,
      access: 'admin',
      query: adminDepositListQuery,
      responses: { 200: { description: 'A page of deposits with who made them', schema: adminDepositPageSchema } },
      handler: (req) => listAdminDeposits(req.query),
    });
    api.route({
      method: 'put',
      path: '/admin/billing/deposit/:id/settle',
      summary: 'Records the incoming bank transfer of a PENDING deposit: PAID, credited once',
      tags: TAGS,
      access: 'admin',
      params: idParams,
      body: settleDepositBody,
      responses: {
        200: { description: 'The settled deposit', schema: adminDepositDtoSchema },
        404: { description: 'No such deposit' },
        409: { description: 'Already paid, not pending, not a bank transfer, or the reference is on another deposit' },
      },
      handler: (req) => settleBankDeposit(Number(req.params.id), req.body.reference),
    });
    api.route({
      method: 'put',
      path: '/admin/billing/deposit/:id/cancel',
      summary: 'Cancels a PENDING bank transfer the client never paid, and its deposit invoice with a CANCBAL_DEPOSIT document (needs fakturaAccess)',
      tags: TAGS,
      access: 'admin',
      params: idParams,
      responses: {
        200: { description: 'The cancelled deposit and the cancellation document; nothing moves in the ledger', schema: cancelDepositResponseSchema },
        403: { description: 'The admin lacks invoice access (fakturaAccess)' },
        404: { description: 'No such deposit' },
        409: { description: 'Already paid, not pending, or not a bank transfer' },
      },
      handler: async (req, _res, caller): Promise<CancelDepositResponse> => {
        await requireFakturaAccess(caller.id);
        return cancelBankDeposit(Number(req.params.id));
      },
    });
    api.route({
      method: 'post',
      path: STRIPE_WEBHOOK_PATH,
      summary: 'Stripe’s signed payment intent events: succeeded credits the deposit once, however often it is delivered',
      tags: TAGS,
      access: 'public',
      responses: {
        200: { description: 'Applied, a duplicate, or ignored (an unknown intent or another event type)', schema: webhookAnswerSchema },
        400: { description: 'Missing or wrong Stripe-Signature: nothing is applied' },
        503: { description: 'Stripe is not configured' },
      },
      handler: (req) => handleStripeWebhook(req.body, req.get('stripe-signature'), gateway, runtime.logger),
    });
  },
};
