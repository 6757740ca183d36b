import Joi from 'joi';
import { DEADLINE_EXTENSION_MAX_DAYS } from '@inkwell/contracts';

const days = Joi.number()
  .integer()
  .min(1)
  .max(DEADLINE_EXTENSION_MAX_DAYS)
  .required()
  .description(`calendar days to add to the deadline, 1 to ${DEADLINE_EXTENSION_MAX_DAYS}`);
const count = Joi.number().integer().min(0).required();
const rate = Joi.number().min(0).max(1).required();
const seconds = Joi.number().integer().min(0).allow(null).required();
const timestamp = Joi.string().isoDate().required();

export const deadlineExtensionQuery = Joi.object<{ days: number }>({ days });
export const deadlineExtensionBody = Joi.object<{ days: number }>({ days });

export const deadlineExtensionQuoteSchema = Joi.object({
  days: count,
  deadlineAt: timestamp,
  newDeadlineAt: timestamp,
  additionalAmount: count.description('minor units the extension adds to the price; processing time does not price an order'),
  currency: Joi.string().length(3).required(),
});

export const orderStatisticsSchema = Joi.object({
  words: Joi.number().integer().min(0).allow(null).required().description('accepted words, else the newest delivered text’s'),
  timeToTakeSeconds: seconds.description('from creation to the writer’s first take'),
  timeToDeliverSeconds: seconds.description('from creation to the text first reaching the client'),
  revisions: count,
});

export const clientOrderStatsSchema = Joi.object({
  open: count,
  processing: count,
  ready: count,
  accepted: count,
  canceled: count,
  rejected: count,
  total: count.description('the sum of the six statuses'),
  cancellations: rate.description('canceled / total'),
  revisions: rate.description('orders revised at least once / total'),
  rejections: rate.description('rejected / total'),
  projects: Joi.object({ active: count, total: count }).required(),
});
