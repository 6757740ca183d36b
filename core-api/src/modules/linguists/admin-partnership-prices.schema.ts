import Joi from 'joi';
import type { PartnershipPriceKey } from '@inkwell/contracts';
import { selfPriceBody, selfPartnershipPriceSchema } from './self.schema.js';

export const adminPartnershipPriceSchema = Joi.object({
  linguist: Joi.object({ id: Joi.number().integer(), nickname: Joi.string().allow(null) }),
  language: Joi.object({ culture: Joi.string(), name: Joi.string() }),
  service: Joi.string(),
  pricePerWord: Joi.string(),
  currency: Joi.string(),
  updatedAt: Joi.string().isoDate(),
});

/** The price staff set on her behalf: her own body (culture, service, price per word in her currency). */
export const adminPartnershipPriceBody = selfPriceBody;
export const adminPartnershipPriceResult = selfPartnershipPriceSchema;

export const adminPartnershipPriceKeyQuery = Joi.object<PartnershipPriceKey>({
  language: selfPriceBody.extract('language'),
  service: selfPriceBody.extract('service'),
});
