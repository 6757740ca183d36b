import { AppError } from '@inkwell/service-kit';
import type { Caller } from '../../http/authenticate.js';
import type { CoreModule } from '../module.js';
import type { OrderActionResult } from './order-records.js';
import type { BackOfficeActor } from './order-action-steps.js';
import { acceptOrder, cancelOrder, rejectOrder, reviseOrder } from './client-order-actions.service.js';
import { confirmRejection, declineRejection, submitTextForLinguist, unassignLinguist } from './staff-order-actions.service.js';
import {
  ACTION_ANSWERS,
  ADMIN_STATUS_ACTIONS,
  adminAcceptBody,
  adminStatusBody,
  adminStatusParams,
  orderIdParams,
  rejectBody,
  reviseBody,
  textInputOf,
  textOrSectionsBody,
  unassignParams,
  type AdminStatusBody,
  type AdminStatusName,
} from './order-actions.schema.js';

const TAGS = ['Orders'];

function asAdmin(caller: Caller): BackOfficeActor {
  return { role: 'admin', id: caller.id };
}

function required<T>(value: T | undefined, field: string): T {
  if (value === undefined) throw AppError.badRequest(`${field} is required for this action`, field);
  return value;
}

function adminStatusAction(admin: BackOfficeActor, id: number, status: AdminStatusName, body: AdminStatusBody): Promise<OrderActionResult> {
  switch (ADMIN_STATUS_ACTIONS[status]) {
    case 'accept':
      return acceptOrder(admin, id, body.rating ?? null);
    case 'cancel':
      return cancelOrder(admin, id);
    case 'revise':
      return reviseOrder(admin, id, required(body.comment, 'comment'));
    case 'reject':
      return rejectOrder(admin, id, required(body.reason, 'reason'));
    case 'confirm_rejection':
      return confirmRejection(admin.id, id);
    case 'decline_rejection':
      return declineRejection(admin.id, id);
  }
}

export const staffOrderActionsModule: CoreModule = {
  name: 'staff-order-actions',
  register(api) {
    api.route({
      method: 'put',
      path: '/admin/order/:id/accept',
      summary: 'Accept the text for the client',
      tags: TAGS,
      access: 'admin',
      params: orderIdParams,
      body: adminAcceptBody,
      responses: ACTION_ANSWERS,
      handler: (req, _res, caller) => acceptOrder(asAdmin(caller), req.params.id, req.body.rating ?? null),
    });
    api.route({
      method: 'put',
      path: '/admin/order/:id/cancel',
      summary: 'Cancel an order that is not final; its reservation is released',
      tags: TAGS,
      access: 'admin',
      params: orderIdParams,
      responses: ACTION_ANSWERS,
      handler: (req, _res, caller) => cancelOrder(asAdmin(caller), req.params.id),
    });
    api.route({
      method: 'put',
      path: '/admin/order/:id/cancel/linguist/:linguistId',
      summary: 'Take the order away from the linguist working on it',
      tags: TAGS,
      access: 'admin',
      params: unassignParams,
      responses: ACTION_ANSWERS,
      handler: (req, _res, caller) => unassignLinguist(caller.id, req.params.id, req.params.linguistId),
    });
    api.route({
      method: 'put',
      path: '/admin/order/:id/revise',
      summary: 'Ask the writer for a revision for the client',
      tags: TAGS,
      access: 'admin',
      params: orderIdParams,
      body: reviseBody,
      responses: ACTION_ANSWERS,
      handler: (req, _res, caller) => reviseOrder(asAdmin(caller), req.params.id, req.body.comment),
    });
    api.route({
      method: 'put',
      path: '/admin/order/:id/reject',
      summary: 'Reject the text directly; its reservation is released',
      tags: TAGS,
      access: 'admin',
      params: orderIdParams,
      body: rejectBody,
      responses: ACTION_ANSWERS,
      handler: (req, _res, caller) => rejectOrder(asAdmin(caller), req.params.id, req.body.reason),
    });
    api.route({
      method: 'put',
      path: '/admin/order/:id/reject/confirm',
      summary: 'Confirm a client’s rejection request',
      tags: TAGS,
      access: 'admin',
      params: orderIdParams,
      responses: ACTION_ANSWERS,
      handler: (req, _res, caller) => confirmRejection(caller.id, req.params.id),
    });
    api.route({
      method: 'put',
      path: '/admin/order/:id/reject/decline',
      summary: 'Decline a client’s rejection request: the text is ready for the client again',
      tags: TAGS,
      access: 'admin',
      params: orderIdParams,
      responses: ACTION_ANSWERS,
      handler: (req, _res, caller) => declineRejection(caller.id, req.params.id),
    });
    api.route({
      method: 'put',
      path: '/admin/order/:id/text',
      summary: 'Submit the text for the linguist working on the order, as she would; the history names the admin',
      tags: TAGS,
      access: 'admin',
      params: orderIdParams,
      body: textOrSectionsBody,
      responses: {
        ...ACTION_ANSWERS,
        400: { description: '`sections` for an order without a layout, or `text` for an order with one' },
        409: { description: 'Nobody is writing, revising or proofreading the order' },
        422: { description: 'The text breaks the order’s word limits, its layout or the client’s stopwords, as the linguist’s submit says' },
      },
      handler: (req, _res, caller) => submitTextForLinguist(caller.id, req.params.id, textInputOf(req.body)),
    });
    // Registered last: Express matches in order, so the specific paths above win over :status.
    api.route({
      method: 'put',
      path: '/admin/order/:id/:status',
      summary: 'Any admin action by name (or by the status it leads to)',
      tags: TAGS,
      access: 'admin',
      params: adminStatusParams,
      body: adminStatusBody,
      responses: ACTION_ANSWERS,
      handler: (req, _res, caller) => adminStatusAction(asAdmin(caller), req.params.id, req.params.status, req.body),
    });
  },
};
