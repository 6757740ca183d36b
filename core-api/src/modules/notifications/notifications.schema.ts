import Joi from 'joi';

export const outboxQuery = Joi.object({
  limit: Joi.number().integer().min(1).max(100).default(25),
  offset: Joi.number().integer().min(0).default(0),
  recipient: Joi.string().trim().max(254),
});
