import type { Request } from 'express';
import type Joi from 'joi';
import type { CreateOrdersRequest, OrderRating } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import type { Access, RouteResponse } from '../../http/api-router.js';
import type { Caller } from '../../http/authenticate.js';
import type { CoreModule } from '../module.js';
import {
  acceptOrder,
  cancelOrder,
  confirmRejection,
  createOrders,
  declineDirectOrder,
  declineRejection,
  editOrder,
  rejectOrder,
  releaseOrder,
  reserveOrder,
  reviseOrder,
  saveDraft,
  submitText,
  takeOrder,
  textInformation,
  unassignLinguist,
  type BackOfficeActor,
  type OrderActionResult,
  type OrderEdit,
  type TextInput,
} from './order-actions.service.js';
import {
  ADMIN_STATUS_ACTIONS,
  acceptBody,
  actionResultSchema,
  adminAcceptBody,
  adminStatusBody,
  adminStatusParams,
  clientStatusBody,
  createOrdersBody,
  draftSchema,
  editOrderBody,
  idsSchema,
  orderIdParams,
  rejectBody,
  reviseBody,
  textBody,
  textInformationSchema,
  textOrSectionsBody,
  unassignParams,
  type ClientStatusAction,
} from './order-actions.schema.js';

const TAGS = ['Orders'];

const ACTION_ANSWERS: Record<number, RouteResponse> = {
  200: { description: 'The order after the transition', schema: actionResultSchema },
  404: { description: 'No such order, or not one the caller may act on' },
  409: { description: 'The order is in another status; the message names it and the ones the action needs' },
};

function orderId(req: Request): number {
  return Number(req.params.id);
}

/** The body textOrSectionsBody admits: exactly one of the two. */
type TextOrSections = { text: string; sections?: undefined } | { text?: undefined; sections: Record<string, string> };

function textInput(body: TextOrSections): TextInput {
  return body.sections === undefined ? body.text : { sections: body.sections };
}

function actor(caller: Caller): BackOfficeActor {
  if (caller.role === 'linguist') throw new Error('Linguists act through their own routes');
  return { role: caller.role, id: caller.id };
}

interface ActionRoute {
  method?: 'put' | 'post' | 'patch';
  path: string;
  summary: string;
  params?: Joi.ObjectSchema;
  body?: Joi.Schema;
  responses?: Record<number, RouteResponse>;
  run: (req: Request, caller: Caller) => Promise<unknown>;
}

type ClientStatusBody = { action: ClientStatusAction; rating?: OrderRating; comment?: string; reason?: string };

/** The generic client status call, dispatched to the same use cases as the four specific routes. */
function clientStatusAction(caller: Caller, id: number, body: ClientStatusBody): Promise<OrderActionResult> {
  const client = actor(caller);
  switch (body.action) {
    case 'accept':
      return acceptOrder(client, id, body.rating as OrderRating);
    case 'revise':
      return reviseOrder(client, id, body.comment as string);
    case 'reject':
      return rejectOrder(client, id, body.reason as string);
    case 'cancel':
      return cancelOrder(client, id);
  }
}

type AdminStatusBody = { rating?: OrderRating | null; comment?: string; reason?: string };

function required<T>(value: T | undefined, field: string): T {
  if (value === undefined) throw AppError.badRequest(`${field} is required for this action`, field);
  return value;
}

function adminStatusAction(caller: Caller, id: number, status: keyof typeof ADMIN_STATUS_ACTIONS, body: AdminStatusBody): Promise<OrderActionResult> {
  const admin = actor(caller);
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

const CLIENT_ROUTES: ActionRoute[] = [
  {
    method: 'patch',
    path: '/client/order/:id',
    summary: 'Change the title, comment or keywords of an open order',
    body: editOrderBody,
    run: (req, caller) => {
      const edit = req.body as OrderEdit;
      return editOrder(caller.id, orderId(req), { ...edit, ...(edit.comment === '' ? { comment: null } : {}) });
    },
  },
  {
    path: '/client/order/:id/accept',
    summary: 'Accept the text with the four ratings',
    body: acceptBody,
    run: (req, caller) => acceptOrder(actor(caller), orderId(req), (req.body as { rating: OrderRating }).rating),
  },
  {
    path: '/client/order/:id/revise',
    summary: 'Ask the writer for a revision (at most three)',
    body: reviseBody,
    run: (req, caller) => reviseOrder(actor(caller), orderId(req), (req.body as { comment: string }).comment),
  },
  {
    path: '/client/order/:id/reject',
    summary: 'Ask staff to reject the text (after at least one revision)',
    body: rejectBody,
    run: (req, caller) => rejectOrder(actor(caller), orderId(req), (req.body as { reason: string }).reason),
  },
  {
    path: '/client/order/:id/cancel',
    summary: 'Cancel an open order; its reservation is released',
    run: (req, caller) => cancelOrder(actor(caller), orderId(req)),
  },
  {
    path: '/client/order/:id/status',
    summary: 'Accept, revise, reject or cancel by name',
    body: clientStatusBody,
    run: (req, caller) => clientStatusAction(caller, orderId(req), req.body as ClientStatusBody),
  },
];

const LINGUIST_ROUTES: ActionRoute[] = [
  {
    path: '/linguist/order/:id/take',
    summary: 'Take an order to write or proofread it',
    run: (req, caller) => takeOrder(caller.id, orderId(req)),
  },
  {
    path: '/linguist/order/:id/reserve',
    summary: 'Hold an open order for ten minutes',
    run: (req, caller) => reserveOrder(caller.id, orderId(req)),
  },
  {
    method: 'post',
    path: '/linguist/order/:id/release',
    summary: 'Give a taken order back, or drop my reservation',
    run: (req, caller) => releaseOrder(caller.id, orderId(req)),
  },
  {
    path: '/linguist/order/:id/cancel',
    summary: 'Decline a direct order addressed to me',
    run: (req, caller) => declineDirectOrder(caller.id, orderId(req)),
  },
  {
    path: '/linguist/order/:id/text/save',
    summary: 'Save my draft',
    body: textOrSectionsBody,
    responses: {
      200: { description: 'My draft', schema: draftSchema },
      400: { description: '`sections` for an order without a layout' },
    },
    run: (req, caller) => saveDraft(caller.id, orderId(req), textInput(req.body as TextOrSections)),
  },
  {
    path: '/linguist/order/:id/text/submit',
    summary: 'Submit my text; its words must be within the order’s limits, and by section within its layout’s',
    body: textOrSectionsBody,
    responses: {
      400: { description: '`sections` for an order without a layout, or `text` for an order with one' },
      422: {
        description:
          'The text has too few or too many words (field `text`), or breaks the layout: one message per section under `sections.<name>`',
      },
    },
    run: (req, caller) => submitText(caller.id, orderId(req), textInput(req.body as TextOrSections)),
  },
  {
    method: 'post',
    path: '/linguist/order/:id/text/information',
    summary: 'Count the words and keywords of a text',
    body: textBody,
    responses: { 200: { description: 'Words and keyword use', schema: textInformationSchema } },
    run: (req, caller) => textInformation(caller.id, orderId(req), (req.body as { text: string }).text),
  },
];

const ADMIN_ROUTES: ActionRoute[] = [
  {
    path: '/admin/order/:id/accept',
    summary: 'Accept the text for the client',
    body: adminAcceptBody,
    run: (req, caller) => acceptOrder(actor(caller), orderId(req), (req.body as { rating?: OrderRating | null }).rating ?? null),
  },
  {
    path: '/admin/order/:id/cancel',
    summary: 'Cancel an order that is not final; its reservation is released',
    run: (req, caller) => cancelOrder(actor(caller), orderId(req)),
  },
  {
    path: '/admin/order/:id/cancel/linguist/:linguistId',
    summary: 'Take the order away from the linguist working on it',
    params: unassignParams,
    run: (req, caller) => unassignLinguist(caller.id, orderId(req), Number(req.params.linguistId)),
  },
  {
    path: '/admin/order/:id/revise',
    summary: 'Ask the writer for a revision for the client',
    body: reviseBody,
    run: (req, caller) => reviseOrder(actor(caller), orderId(req), (req.body as { comment: string }).comment),
  },
  {
    path: '/admin/order/:id/reject',
    summary: 'Reject the text directly; its reservation is released',
    body: rejectBody,
    run: (req, caller) => rejectOrder(actor(caller), orderId(req), (req.body as { reason: string }).reason),
  },
  {
    path: '/admin/order/:id/reject/confirm',
    summary: 'Confirm a client’s rejection request',
    run: (req, caller) => confirmRejection(caller.id, orderId(req)),
  },
  {
    path: '/admin/order/:id/reject/decline',
    summary: 'Decline a client’s rejection request: the text is ready for the client again',
    run: (req, caller) => declineRejection(caller.id, orderId(req)),
  },
  // Registered last: Express matches in order, so the specific paths above win over :status.
  {
    path: '/admin/order/:id/:status',
    summary: 'Any admin action by name (or by the status it leads to)',
    params: adminStatusParams,
    body: adminStatusBody,
    run: (req, caller) =>
      adminStatusAction(caller, orderId(req), req.params.status as keyof typeof ADMIN_STATUS_ACTIONS, req.body as AdminStatusBody),
  },
];

export const orderActionsModule: CoreModule = {
  name: 'order-actions',
  register(api) {
    api.route({
      method: 'post',
      path: '/client/project/:id/orders',
      summary: 'Order texts in a project (prepaid: their maximum price is reserved)',
      tags: TAGS,
      access: 'client',
      params: orderIdParams,
      body: createOrdersBody,
      status: 201,
      responses: {
        201: { description: 'The new orders, in the order of the request', schema: idsSchema },
        404: { description: 'No such project among the caller’s' },
        422: { description: 'The available balance does not cover the orders’ maximum price' },
      },
      handler: (req, _res, caller) => createOrders(caller.id, Number(req.params.id), req.body as CreateOrdersRequest),
    });

    const groups: [Access & ('client' | 'linguist' | 'admin'), ActionRoute[]][] = [
      ['client', CLIENT_ROUTES],
      ['linguist', LINGUIST_ROUTES],
      ['admin', ADMIN_ROUTES],
    ];
    for (const [access, routes] of groups) {
      for (const route of routes) {
        api.route({
          method: route.method ?? 'put',
          path: route.path,
          summary: route.summary,
          tags: TAGS,
          access,
          params: route.params ?? orderIdParams,
          body: route.body,
          responses: { ...ACTION_ANSWERS, ...route.responses },
          handler: (req, _res, caller) => route.run(req, caller),
        });
      }
    }
  },
};
