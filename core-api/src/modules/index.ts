import type { CoreModule } from './module.js';
import { systemModule } from './system/system.routes.js';
import { authModule } from './auth/auth.routes.js';
import { usersModule } from './users/users.routes.js';
import { notificationsModule } from './notifications/notifications.routes.js';
import { referenceModule } from './reference/reference.routes.js';

export const modules: CoreModule[] = [systemModule, authModule, usersModule, notificationsModule, referenceModule];
