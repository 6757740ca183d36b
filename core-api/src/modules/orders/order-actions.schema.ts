import Joi from 'joi';
import {
  DECLINE_REASON_MAX_LENGTH,
  DIRECT_FALLBACKS,
  DIRECT_TAKE_HOURS,
  ORDER_STATUSES,
  ORDER_TYPES,
  PROCESSING_DAYS,
  type CreateOrdersRequest,
  type DeclineDirectOrderRequest,
  type OrderRating,
} from '@inkwell/contracts';
import type { RouteResponse } from '../../http/api-router.js';
import type { TextInput } from './order-texts.js';
import { LEVEL_CODES } from '../reference/index.js';

const MAX_INT4 = 2_147_483_647;
const id = Joi.number().integer().min(1).max(MAX_INT4);

export interface OrderIdParams {
  id: number;
}

export const orderIdParams = Joi.object<OrderIdParams>({ id: id.required() });
/** a client and one of its projects: staff act on its behalf */
export const clientProjectParams = Joi.object<{ id: number; projectId: number }>({ id: id.required(), projectId: id.required() });

export const unassignParams = Joi.object<OrderIdParams & { linguistId: number }>({ id: id.required(), linguistId: id.required() });

const ratingValue = Joi.number().integer().min(1).max(5).required();

export const ratingSchema = Joi.object({
  content: ratingValue,
  form: ratingValue,
  readability: ratingValue,
  communication: ratingValue,
}).description('each 1 to 5');

const comment = Joi.string().trim().min(1).max(5000);
/** ≤ 1,000,000 characters, as order_texts.content allows; an empty text is counted (0 words), not refused here */
const text = Joi.string().max(1_000_000).allow('').required();

export const acceptBody = Joi.object<{ rating: OrderRating }>({ rating: ratingSchema.required() });
export const adminAcceptBody = Joi.object<{ rating?: OrderRating | null }>({ rating: ratingSchema.allow(null) });
export const reviseBody = Joi.object<{ comment: string }>({ comment: comment.required().description('what the writer should change') });
export const rejectBody = Joi.object<{ reason: string }>({ reason: comment.required().description('why the text is rejected') });
export const textBody = Joi.object<{ text: string }>({ text });
export const declineBody = Joi.object<DeclineDirectOrderRequest>({
  reason: Joi.string().trim().max(DECLINE_REASON_MAX_LENGTH).allow('').description('why I decline; kept in the order history'),
});

export const MAX_TEXT_CHARS = 1_000_000;
export const MAX_SECTION_NAME_CHARS = 50;

/** A text written against the order's layout: section name → text, ≤ 1,000,000 characters in all. */
const sections = Joi.object()
  .pattern(Joi.string().min(1).max(MAX_SECTION_NAME_CHARS), Joi.string().max(MAX_TEXT_CHARS).allow(''))
  .custom((value: Record<string, string>, helpers) => {
    const total = Object.values(value).reduce((sum, sectionText) => sum + sectionText.length, 0);
    return total > MAX_TEXT_CHARS ? helpers.message({ custom: `must have at most ${MAX_TEXT_CHARS} characters in all` }) : value;
  })
  .description(`section name (≤ ${MAX_SECTION_NAME_CHARS} characters) → its text`);

/** Save and submit: the whole text, or (an order with a layout) its text by section. */
export type TextOrSectionsBody = { text: string; sections?: undefined } | { text?: undefined; sections: Record<string, string> };

export const textOrSectionsBody = Joi.object<TextOrSectionsBody>({
  text: Joi.string().max(MAX_TEXT_CHARS).allow(''),
  sections,
}).xor('text', 'sections');

export function textInputOf(body: TextOrSectionsBody): TextInput {
  return body.sections === undefined ? body.text : { sections: body.sections };
}

/** An empty comment clears it, as null does. */
export interface EditOrderBody {
  title?: string;
  comment?: string | null;
  keywords?: string[];
}

export const editOrderBody = Joi.object<EditOrderBody>({
  title: Joi.string().trim().min(1).max(300),
  comment: Joi.string().trim().max(5000).allow('', null),
  keywords: Joi.array().items(Joi.string().trim().min(1).max(100)).max(50),
}).min(1);

export const CLIENT_STATUS_ACTIONS = ['accept', 'revise', 'reject', 'cancel'] as const;
export type ClientStatusAction = (typeof CLIENT_STATUS_ACTIONS)[number];

const onlyFor = (action: ClientStatusAction, schema: Joi.Schema) =>
  schema.when('action', { is: action, then: Joi.required(), otherwise: Joi.forbidden() });

export type ClientStatusBody =
  | { action: 'accept'; rating: OrderRating }
  | { action: 'revise'; comment: string }
  | { action: 'reject'; reason: string }
  | { action: 'cancel' };

export const clientStatusBody = Joi.object<ClientStatusBody>({
  action: Joi.string()
    .valid(...CLIENT_STATUS_ACTIONS)
    .required(),
  rating: onlyFor('accept', ratingSchema),
  comment: onlyFor('revise', comment),
  reason: onlyFor('reject', comment),
});

/**
 * What PUT /admin/order/:id/:status understands: the action names of the specific admin routes, and the
 * status an action leads to.
 */
export const ADMIN_STATUS_ACTIONS = {
  accept: 'accept',
  accepted: 'accept',
  cancel: 'cancel',
  canceled: 'cancel',
  revise: 'revise',
  in_revision: 'revise',
  reject: 'reject',
  rejected: 'reject',
  'confirm-rejection': 'confirm_rejection',
  'decline-rejection': 'decline_rejection',
  ready_for_client: 'decline_rejection',
} as const;
export type AdminStatusName = keyof typeof ADMIN_STATUS_ACTIONS;
export type AdminStatusAction = (typeof ADMIN_STATUS_ACTIONS)[AdminStatusName];

export const adminStatusParams = Joi.object<OrderIdParams & { status: AdminStatusName }>({
  id: id.required(),
  status: Joi.string()
    .valid(...Object.keys(ADMIN_STATUS_ACTIONS))
    .required(),
});

/** Which of these an action needs, the route checks: one schema serves every action name. */
export interface AdminStatusBody {
  rating?: OrderRating | null;
  comment?: string;
  reason?: string;
}

export const adminStatusBody = Joi.object<AdminStatusBody>({
  rating: ratingSchema.allow(null),
  comment,
  reason: comment,
});

export const actionResultSchema = Joi.object({
  id: id.required(),
  status: Joi.string()
    .valid(...ORDER_STATUSES)
    .required(),
}).description('the order after the transition');

/** What every order action may answer; a route adds its own. */
export const ACTION_ANSWERS: Record<number, RouteResponse> = {
  200: { description: 'The order after the transition', schema: actionResultSchema },
  404: { description: 'No such order, or not one the caller may act on' },
  409: { description: 'The order is in another status; the message names it and the ones the action needs' },
};

export const idsSchema = Joi.object({ ids: Joi.array().items(id).required() });

export const draftSchema = Joi.object({
  content: Joi.string().allow('').required(),
  sections: Joi.object().pattern(Joi.string(), Joi.string().allow('')).allow(null),
  words: Joi.number().integer().min(0).required(),
  authorRole: Joi.string().valid('writer', 'proofreader').required(),
  version: Joi.number().integer().valid(0).required(),
  submittedAt: Joi.valid(null).required(),
});

export const textWordsSchema = Joi.object({
  language: Joi.string().required(),
  stopwords: Joi.array().items(Joi.string()).required(),
  dictionary: Joi.array().items(Joi.string()).required(),
});

export const textInformationSchema = Joi.object({
  wordsCount: Joi.number().integer().min(0).required(),
  keywords: Joi.array()
    .items(Joi.object({ keyword: Joi.string().required(), count: Joi.number().integer().min(0).required() }))
    .required(),
});

const orderItem = Joi.object({
  title: Joi.string().trim().min(1).max(300).required(),
  minWords: Joi.number().integer().min(1).max(100_000).required(),
  maxWords: Joi.number().integer().min(Joi.ref('minWords')).max(100_000).required(),
  keywords: Joi.array().items(Joi.string().trim().min(1).max(100)).max(50),
  comment: Joi.string().trim().max(5000).allow(''),
});

/** CreateOrdersRequest (packages/contracts). */
export const createOrdersBody = Joi.object<CreateOrdersRequest>({
  language: Joi.string().trim().max(20).required().description('culture, e.g. de-DE'),
  level: Joi.string()
    .valid(...LEVEL_CODES)
    .required(),
  type: Joi.string()
    .valid(...ORDER_TYPES)
    .required(),
  groupId: id.when('type', { is: 'GO', then: Joi.required(), otherwise: Joi.forbidden() }).description('GO: the copywriting group'),
  linguistId: id.when('type', { is: 'DO', then: Joi.required(), otherwise: Joi.forbidden() }).description('DO: the linguist'),
  directFallback: Joi.string()
    .valid(...DIRECT_FALLBACKS)
    .when('type', { is: 'DO', otherwise: Joi.forbidden() })
    .description(
      `DO: if the linguist declines or does not take it in time (${DIRECT_TAKE_HOURS} hours unless the client's settings for her say otherwise), the order joins the open pool (open) or is canceled (cancel); without it, the client's settings for her decide (open by default)`,
    ),
  proofreading: Joi.object({
    assignment: Joi.string().valid('open', 'group').required(),
    groupId: id.when('assignment', { is: 'group', then: Joi.required(), otherwise: Joi.forbidden() }),
  }),
  briefingId: id,
  layoutId: id,
  processingDays: Joi.number()
    .integer()
    .valid(...PROCESSING_DAYS)
    .required(),
  orders: Joi.array().items(orderItem).min(1).max(100).required(),
});
