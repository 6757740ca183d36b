import type { Migration } from '../migrate.js';
import { m0001Accounts } from './0001-accounts.js';
import { m0002Reference } from './0002-reference.js';

/** Every migration, in the order it was written. */
export const migrations: Migration[] = [m0001Accounts, m0002Reference];
