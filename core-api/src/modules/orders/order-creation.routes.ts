import type { CoreModule } from '../module.js';
import { createOrders, createOrdersForClient } from './order-creation.service.js';
import { clientProjectParams, createOrdersBody, idsSchema, orderIdParams } from './order-actions.schema.js';

export const orderCreationModule: CoreModule = {
  name: 'order-creation',
  register(api) {
    api.route({
      method: 'post',
      path: '/client/project/:id/orders',
      idempotent: true,
      summary: 'Order texts in a project (prepaid: their maximum price is reserved)',
      tags: ['Orders'],
      access: 'client',
      params: orderIdParams,
      body: createOrdersBody,
      status: 201,
      responses: {
        201: { description: 'The new orders, in the order of the request', schema: idsSchema },
        404: { description: 'No such project among the caller’s' },
        422: { description: 'The available balance does not cover the orders’ maximum price' },
      },
      handler: (req, _res, caller) => createOrders(caller.id, req.params.id, req.body),
    });
    api.route({
      method: 'post',
      path: '/admin/client/:id/project/:projectId/orders',
      idempotent: true,
      summary: 'Order texts in a client’s project on its behalf, exactly as the client would (the history names the admin)',
      tags: ['Orders'],
      access: 'admin',
      params: clientProjectParams,
      body: createOrdersBody,
      status: 201,
      responses: {
        201: { description: 'The new orders, in the order of the request', schema: idsSchema },
        404: { description: 'No such project of that client' },
        422: { description: 'The client’s available balance does not cover the orders’ maximum price' },
      },
      handler: (req, _res, caller) => createOrdersForClient(caller.id, req.params.id, req.params.projectId, req.body),
    });
  },
};
