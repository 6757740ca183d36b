import Joi from 'joi';
import type { OutboxQuery } from './notifications.service.js';

export const outboxQuery = Joi.object<OutboxQuery>({
  limit: Joi.number().integer().min(1).max(100).default(25),
  offset: Joi.number().integer().min(0).default(0),
  recipient: Joi.string().trim().max(254),
});
