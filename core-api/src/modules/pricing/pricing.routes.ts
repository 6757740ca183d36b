import type { CoreModule } from '../module.js';
import { idParams } from '../../shared/query-schemas.js';
import { textPriceQuery, textPriceResponse } from './pricing.schema.js';
import { textPrice } from './pricing.service.js';

export const pricingModule: CoreModule = {
  name: 'pricing',
  register(api) {
    api.route({
      method: 'get',
      path: '/client/orders/text-price',
      summary: 'Price of texts at their fewest and most words, with VAT and the payment fee',
      tags: ['Pricing'],
      access: 'client',
      query: textPriceQuery,
      responses: { 200: { description: 'Minor units in the client’s currency', schema: textPriceResponse } },
      handler: (req, _res, caller) => textPrice(caller.id, req.query),
    });
    api.route({
      method: 'get',
      path: '/admin/client/:id/order-price-calculator',
      summary: 'What a client would pay for texts: its own text price, for staff ordering on its behalf',
      tags: ['Pricing'],
      access: 'admin',
      params: idParams,
      query: textPriceQuery,
      responses: {
        200: { description: 'Minor units in the client’s currency', schema: textPriceResponse },
        404: { description: 'No such client' },
      },
      handler: (req) => textPrice(req.params.id, req.query),
    });
  },
};
