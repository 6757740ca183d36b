import type { CoreModule } from '../module.js';
import { listOutbox } from './notifications.service.js';
import { outboxQuery } from './notifications.schema.js';

export const notificationsModule: CoreModule = {
  name: 'notifications',
  register(api) {
    api.route({
      method: 'get',
      path: '/admin/outbox',
      summary: 'Mail core-api has sent or tried to send, newest first (readable without SMTP)',
      tags: ['Notifications'],
      access: 'admin',
      query: outboxQuery,
      handler: (req) => listOutbox(req.query),
    });
  },
};
