import type { InterfaceLanguage } from './roles.js';
import type { AccountStatus } from './users.js';

/** One row of GET /admin/users/internal: a staff member of the back office. */
export interface InternalUserDto {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** the language of the interface and of the mails they get */
  language: InterfaceLanguage;
  /** may open invoices, credit invoices and accounting (admin spec §6) */
  fakturaAccess: boolean;
  /** ACTIVE, PENDING_ACTIVATION while the invitation is open, CLOSED_BY_GC once deactivated */
  status: AccountStatus;
  createdAt: string;
}

/** The internal-user list's status filter: the account statuses a staff member can be in. */
export const INTERNAL_USER_STATUSES = ['ACTIVE', 'PENDING_ACTIVATION', 'CLOSED_BY_GC'] as const satisfies readonly AccountStatus[];
export type InternalUserStatus = (typeof INTERNAL_USER_STATUSES)[number];

/** POST /admin/users/internal: the new colleague gets an invitation mail to choose a password. */
export interface NewInternalUserBody {
  email: string;
  firstName: string;
  lastName: string;
  language: InterfaceLanguage;
  fakturaAccess: boolean;
}

/** PATCH /admin/users/internal/:id: any of the fields; `active: false` deactivates, `true` reactivates. */
export interface InternalUserPatch {
  email?: string;
  firstName?: string;
  lastName?: string;
  language?: InterfaceLanguage;
  fakturaAccess?: boolean;
  active?: boolean;
}

/** One language as staff manage it (GET /admin/pricing/languages): inactive ones included. */
export interface AdminLanguageDto {
  id: number;
  /** "Group - Variant", e.g. "German - Austria"; the part before ' - ' groups variants in pickers and price lists */
  name: string;
  /** e.g. de-AT */
  culture: string;
  /** e.g. de */
  code: string;
  /** offered for new orders; an inactive language stays on the orders that have it */
  active: boolean;
}

/** POST /admin/pricing/languages and PUT /admin/pricing/languages/:id. */
export interface AdminLanguageBody {
  name: string;
  culture: string;
  active: boolean;
}

export const LANGUAGE_NAME_MAX_LENGTH = 100;
