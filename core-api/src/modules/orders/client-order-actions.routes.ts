import type { Caller } from '../../http/authenticate.js';
import type { CoreModule } from '../module.js';
import type { OrderActionResult } from './order-records.js';
import type { BackOfficeActor } from './order-action-steps.js';
import { acceptOrder, cancelOrder, editOrder, rejectOrder, reviseOrder } from './client-order-actions.service.js';
import {
  ACTION_ANSWERS,
  acceptBody,
  clientStatusBody,
  editOrderBody,
  orderIdParams,
  rejectBody,
  reviseBody,
  type ClientStatusBody,
} from './order-actions.schema.js';

const TAGS = ['Orders'];

function asClient(caller: Caller): BackOfficeActor {
  return { role: 'client', id: caller.id };
}

/** The generic client status call, dispatched to the same use cases as the four specific routes. */
function clientStatusAction(client: BackOfficeActor, id: number, body: ClientStatusBody): Promise<OrderActionResult> {
  switch (body.action) {
    case 'accept':
      return acceptOrder(client, id, body.rating);
    case 'revise':
      return reviseOrder(client, id, body.comment);
    case 'reject':
      return rejectOrder(client, id, body.reason);
    case 'cancel':
      return cancelOrder(client, id);
  }
}

export const clientOrderActionsModule: CoreModule = {
  name: 'client-order-actions',
  register(api) {
    api.route({
      method: 'patch',
      path: '/client/order/:id',
      summary: 'Change the title, comment or keywords of an open order',
      tags: TAGS,
      access: 'client',
      params: orderIdParams,
      body: editOrderBody,
      responses: ACTION_ANSWERS,
      handler: (req, _res, caller) => editOrder(caller.id, req.params.id, { ...req.body, ...(req.body.comment === '' ? { comment: null } : {}) }),
    });
    api.route({
      method: 'put',
      path: '/client/order/:id/accept',
      idempotent: true,
      summary: 'Accept the text with the four ratings',
      tags: TAGS,
      access: 'client',
      params: orderIdParams,
      body: acceptBody,
      responses: ACTION_ANSWERS,
      handler: (req, _res, caller) => acceptOrder(asClient(caller), req.params.id, req.body.rating),
    });
    api.route({
      method: 'put',
      path: '/client/order/:id/revise',
      summary: 'Ask the writer for a revision (at most three)',
      tags: TAGS,
      access: 'client',
      params: orderIdParams,
      body: reviseBody,
      responses: ACTION_ANSWERS,
      handler: (req, _res, caller) => reviseOrder(asClient(caller), req.params.id, req.body.comment),
    });
    api.route({
      method: 'put',
      path: '/client/order/:id/reject',
      summary: 'Ask staff to reject the text (after at least one revision)',
      tags: TAGS,
      access: 'client',
      params: orderIdParams,
      body: rejectBody,
      responses: ACTION_ANSWERS,
      handler: (req, _res, caller) => rejectOrder(asClient(caller), req.params.id, req.body.reason),
    });
    api.route({
      method: 'put',
      path: '/client/order/:id/cancel',
      idempotent: true,
      summary: 'Cancel an open order; its reservation is released',
      tags: TAGS,
      access: 'client',
      params: orderIdParams,
      responses: ACTION_ANSWERS,
      handler: (req, _res, caller) => cancelOrder(asClient(caller), req.params.id),
    });
    api.route({
      method: 'put',
      path: '/client/order/:id/status',
      summary: 'Accept, revise, reject or cancel by name',
      tags: TAGS,
      access: 'client',
      params: orderIdParams,
      body: clientStatusBody,
      responses: ACTION_ANSWERS,
      handler: (req, _res, caller) => clientStatusAction(asClient(caller), req.params.id, req.body),
    });
  },
};
