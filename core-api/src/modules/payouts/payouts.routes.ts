import type { CoreModule } from '../module.js';
import { idParams } from '../../shared/query-schemas.js';
import { createPaypalGateway } from './paypal-gateway.js';
import { listOwnPendingPayouts, linguistBalance, requestPayout } from './payout-requests.service.js';
import { createPaypalBatch, createSepaBatch, getPayoutBatch, sendPaypalBatch, sepaFileOf } from './payout-batches.service.js';
import { listAdminPayouts, markBankPayoutFailed, markBankPayoutPaid, markPayoutExecuted } from './staff-payouts.service.js';
import {
  adminPayoutDtoSchema,
  adminPayoutListQuery,
  adminPayoutPageSchema,
  linguistBalanceSchema,
  linguistPendingQuery,
  markFailedBody,
  markPaidBody,
  payoutBatchBody,
  payoutBatchSchema,
  payoutDtoSchema,
  payoutPageSchema,
  payoutRequestBody,
} from './payouts.schema.js';

const TAGS = ['Billing'];
const NOT_FOUND = { 404: { description: 'No such payout' } };

/** The linguist's side: her balance, her payout request and what is on its way to her (decision 062). */
export const linguistPayoutsModule: CoreModule = {
  name: 'linguist-payouts',
  register(api) {
    api.route({
      method: 'get',
      path: '/linguist/billing/balance',
      summary: 'Where everything the linguist earned is: earned, payable, pending payout, paid out; and whether she may ask',
      tags: TAGS,
      access: 'linguist',
      responses: { 200: { description: 'Minor units in the linguist’s currency', schema: linguistBalanceSchema } },
      handler: (_req, _res, caller) => linguistBalance(caller.id),
    });
    api.route({
      method: 'get',
      path: '/linguist/billing/pending',
      summary: 'The linguist’s payouts not yet paid: requested, or sent and not yet confirmed',
      tags: TAGS,
      access: 'linguist',
      query: linguistPendingQuery,
      responses: { 200: { description: 'Oldest first', schema: payoutPageSchema } },
      handler: (req, _res, caller) => listOwnPendingPayouts(caller.id, req.query),
    });
    api.route({
      method: 'post',
      path: '/linguist/payment/request/pending',
      summary: 'Asks for a payout of her payable balance (all of it without an amount), to the account in her payment settings',
      tags: TAGS,
      access: 'linguist',
      body: payoutRequestBody,
      status: 201,
      responses: {
        201: { description: 'The requested payout', schema: payoutDtoSchema },
        409: { description: 'An earlier request is still open' },
        422: { description: 'Payment settings incomplete (method), or the amount below the minimum payout or above payable (amount)' },
      },
      handler: (req, _res, caller) => requestPayout(caller.id, req.body.amount),
    });
  },
};

/** Staff's side: the payments-outgoing page's lists, single bank payouts, SEPA files and PayPal batches. */
export const staffPayoutsModule: CoreModule = {
  name: 'staff-payouts',
  register(api, runtime) {
    const paypal = runtime.config.paypal ? createPaypalGateway(runtime.config.paypal) : null;

    api.route({
      method: 'get',
      path: '/admin/billing/payouts',
      summary: 'One tab of the outgoing payments: a payment type (bank-single …) or pending, filtered by age and linguist',
      tags: TAGS,
      access: 'admin',
      query: adminPayoutListQuery,
      responses: { 200: { description: 'A page of payouts and the total over every match', schema: adminPayoutPageSchema } },
      handler: (req) => listAdminPayouts(req.query),
    });
    api.route({
      method: 'get',
      path: '/admin/linguist/:id/balance',
      summary: 'Where everything a linguist earned is, as she sees it on her balance: earned, payable, pending payout, paid out',
      tags: TAGS,
      access: 'admin',
      params: idParams,
      responses: { 200: { description: 'Minor units in the linguist’s currency', schema: linguistBalanceSchema }, 404: { description: 'No such linguist' } },
      handler: (req) => linguistBalance(req.params.id),
    });
    api.route({
      method: 'put',
      path: '/admin/billing/payout/:id/paid',
      summary: 'Records a single bank transfer staff made by hand: paid, its money posted from payable to bank clearing',
      tags: TAGS,
      access: 'admin',
      params: idParams,
      body: markPaidBody,
      responses: {
        200: { description: 'The paid payout', schema: adminPayoutDtoSchema },
        ...NOT_FOUND,
        409: { description: 'Not a requested bank payout (already sent, failed, or PayPal)' },
        422: { description: 'Her payable balance no longer covers it' },
      },
      handler: (req) => markBankPayoutPaid(req.params.id, req.body.reference),
    });
    api.route({
      method: 'put',
      path: '/admin/billing/payout/:id/executed',
      summary: 'The bank executed a transfer of a downloaded SEPA file: paid (its money had left payable with the file)',
      tags: TAGS,
      access: 'admin',
      params: idParams,
      responses: { 200: { description: 'The paid payout', schema: adminPayoutDtoSchema }, ...NOT_FOUND, 409: { description: 'Not in a downloaded SEPA file' } },
      handler: (req) => markPayoutExecuted(req.params.id),
    });
    api.route({
      method: 'put',
      path: '/admin/billing/payout/:id/failed',
      summary: 'The bank refused or returned a transfer (or staff refuse a request): bank-error with the reason, money back to payable',
      tags: TAGS,
      access: 'admin',
      params: idParams,
      body: markFailedBody,
      responses: {
        200: { description: 'The failed payout', schema: adminPayoutDtoSchema },
        ...NOT_FOUND,
        409: { description: 'Already failed, or a PayPal payout (PayPal decides those)' },
      },
      handler: (req) => markBankPayoutFailed(req.params.id, req.body.reason),
    });
    api.route({
      method: 'post',
      path: '/admin/billing/payouts/sepa',
      summary: 'A SEPA credit transfer file (pain.001.001.03) for the selected bank payouts; they become bank-bulk-downloaded',
      tags: TAGS,
      access: 'admin',
      body: payoutBatchBody,
      status: 201,
      responses: {
        201: { description: 'The batch; download its file from /admin/billing/payout-batch/{id}/sepa', schema: payoutBatchSchema },
        404: { description: 'A selected payout does not exist' },
        409: { description: 'A selected payout was already sent, failed, or goes by PayPal' },
        422: { description: 'Not in euros, not covered by payable, or an account the SEPA rules refuse' },
      },
      handler: (req, _res, caller) => createSepaBatch(caller.id, req.body.payoutIds, runtime.config.seller),
    });
    api.route({
      method: 'get',
      path: '/admin/billing/payout-batch/:id',
      summary: 'A SEPA file or PayPal batch with its payouts',
      tags: TAGS,
      access: 'admin',
      params: idParams,
      responses: { 200: { description: 'The batch', schema: payoutBatchSchema }, 404: { description: 'No such batch' } },
      handler: (req) => getPayoutBatch(req.params.id),
    });
    api.route({
      method: 'get',
      path: '/admin/billing/payout-batch/:id/sepa',
      summary: 'The SEPA file of a bank batch, exactly as it was made',
      tags: TAGS,
      access: 'admin',
      params: idParams,
      responses: { 200: { description: 'pain.001.001.03 XML', contentType: 'application/xml' }, 404: { description: 'No such SEPA file' } },
      handler: async (req, res) => {
        const { fileName, xml } = await sepaFileOf(req.params.id);
        res
          .status(200)
          .set({ 'Content-Type': 'application/xml; charset=utf-8', 'Content-Disposition': `attachment; filename="${fileName}"`, 'Cache-Control': 'private, no-store' })
          .send(xml);
      },
    });
    api.route({
      method: 'post',
      path: '/admin/billing/payouts/paypal',
      summary: 'Pays the selected PayPal payouts through PayPal Payouts: one payout is paypal-single, several paypal-bulk',
      tags: TAGS,
      access: 'admin',
      body: payoutBatchBody,
      status: 201,
      responses: {
        201: { description: 'The batch with each payout as PayPal decided it (paid, failed with PayPal’s reason, or still submitted)', schema: payoutBatchSchema },
        404: { description: 'A selected payout does not exist' },
        409: { description: 'A selected payout was already sent, failed, or goes by bank' },
        422: { description: 'Several currencies, or not covered by payable' },
        502: { description: 'PayPal did not answer: the batch is kept and sent again with the same sender_batch_id' },
        503: { description: 'PayPal is not configured' },
      },
      handler: (req, _res, caller) => createPaypalBatch(caller.id, req.body.payoutIds, paypal),
    });
    api.route({
      method: 'put',
      path: '/admin/billing/payout-batch/:id/paypal',
      summary: 'Sends a PayPal batch PayPal has not taken yet (same sender_batch_id, so never twice) and applies PayPal’s state of each payout',
      tags: TAGS,
      access: 'admin',
      params: idParams,
      responses: {
        200: { description: 'The batch as PayPal sees it now', schema: payoutBatchSchema },
        404: { description: 'No such PayPal batch' },
        502: { description: 'PayPal did not answer' },
        503: { description: 'PayPal is not configured' },
      },
      handler: (req) => sendPaypalBatch(req.params.id, paypal),
    });
  },
};
