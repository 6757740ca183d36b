/**
 * Linguists as staff administer them (admin spec §2.1 /linguists/search, /linguist/:id?/:tab?, the client page's
 * linguists and groups tabs, /group/:id?; §7.1 Clients and Linguists; issue 11). Admin only: a client or linguist
 * token answers 403. An unknown linguist, client, group or note answers 404. Linguists of any status are shown.
 *
 *   GET    /admin/linguists                          AdminLinguistSearchQuery → AdminCappedPage<AdminLinguistListItem>
 *   POST   /admin/linguist                           NewAdminLinguistBody → AdminLinguistCreated (201)
 *                                                    400 field errors in `error`; 409 the e-mail is taken; 422 an
 *                                                    invalid-legal-info error in `error` (decision 031); she gets an
 *                                                    invitation mail to choose her password
 *   GET    /admin/linguist/:id                       → AdminLinguistProfile   (profile tab, stats)
 *   GET    /admin/linguist/:id/balance               → LinguistBalance   (balance tab; served by payouts, decision 062)
 *   PATCH  /admin/linguist/:id                       AdminLinguistPatch → AdminLinguistProfile
 *   PUT    /admin/linguist/:id/status                AdminLinguistStatusBody → AdminLinguistProfile   (logged; 409 unchanged)
 *   GET    /admin/linguist/:id/status-history        → LinguistStatusChange[]   (newest first)
 *   PUT    /admin/linguist/:id/availability          LinguistAvailability → AdminLinguistProfile
 *   GET    /admin/linguist/:id/invoicing-settings    → AdminLinguistInvoicingSettings   (legalInfo null until given)
 *   PATCH  /admin/linguist/:id/invoicing-settings    AdminLinguistInvoicingSettingsBody → AdminLinguistInvoicingSettings
 *                                                    (replaces her invoicing data by the creation's rules: 400 naming
 *                                                    `legalInfo.<field>`, 422 an invalid-legal-info error)
 *   GET    /admin/linguist/:id/classification        → SelfClassification
 *   PUT    /admin/linguist/:id/classification        SelfClassificationBody → SelfClassification   (422 unknown id)
 *   GET    /admin/linguist/:id/prices                → SelfPricesPerWord   (her prices and her level's ranges)
 *   POST   /admin/linguist/:id/prices                SelfPriceBody → SelfPrice   (422 outside the range or not her language)
 *   GET    /admin/linguist/:id/orders                AdminLinguistOrdersQuery → Page<AdminLinguistOrderRow>
 *   GET    /admin/linguist/:id/groups                → AdminLinguistGroup[]   (groups of any client she is in)
 *   GET    /admin/linguist/:id/notes                 → AdminLinguistNote[]   (staff notes, newest first)
 *   POST   /admin/linguist/:id/notes                 AdminLinguistNoteBody → AdminLinguistNote (201)
 *   PUT    /admin/linguist/:id/note/:noteId          AdminLinguistNoteBody → AdminLinguistNote
 *   DELETE /admin/linguist/:id/note/:noteId          → 204
 *
 *   GET    /admin/client/:id/linguists               AdminClientLinguistsQuery → Page<AdminClientLinguistItem>
 *   GET    /admin/client/:id/linguist/:linguistId    → LinguistProfileWithAvailability   (as that client sees her)
 *   GET    /admin/client/:id/groups                  ?type → LinguistGroup[]
 *   PUT    /admin/client/:clientId/linguist/:linguistId/:action   action bookmark|unbookmark|block|unblock
 *                                                    → LinguistRelationAnswer   (the client's own rules: 409 bookmark while blocked)
 *   GET    /admin/groups                             AdminGroupsQuery → AdminCappedPage<AdminLinguistGroup>   (every client's groups)
 *   GET    /admin/group/:id                          → AdminLinguistGroupDetail
 *   PATCH  /admin/group/:id                          RenameLinguistGroupBody → AdminLinguistGroupDetail
 *   POST   /admin/group/:id/linguists                AdminGroupLinguistsBody → AdminLinguistGroupDetail
 *                                                    (all or none: 404 unknown linguist, 409 blocked by the client,
 *                                                    422 `linguistIds` when her roles do not serve the group's type)
 *   DELETE /admin/group/:id/linguist/:linguistId     → 204
 *
 * Relations, groups and memberships follow the client portal's rules (decision 027) through the same code; staff notes
 * are a table of their own, never shown to clients, and clients' notes are never shown to staff.
 */
import type { CurrencyIso, LanguageRef, OrderStatus, Page } from './orders.js';
import type { InterfaceLanguage } from './roles.js';
import type { AccountStatus, LegalCheckStatus, LinguistRole, Service } from './users.js';
import type { LegalForm } from './billing.js';
import type { TaxTreatment } from './linguist-billing.js';
import type { LinguistAvailability } from './linguist-profile.js';
import type { LinguistGroup, LinguistGroupType, LinguistInterest, LinguistListItem, LinguistOrderRow, LinguistOrderStats } from './linguists.js';

/** Staff's linguist and group lists count their matches exactly up to this many (decision 034); beyond, `totalCapped`. */
export const ADMIN_LINGUIST_LIST_TOTAL_CAP = 1000;

/**
 * GET /admin/linguists and GET /admin/groups: `total` is exact up to ADMIN_LINGUIST_LIST_TOTAL_CAP matches, then the
 * cap with `totalCapped` true (the tables show "1–10 of 1,000+"). Always exact for `limit=0` (the count alone).
 */
export interface AdminCappedPage<T> extends Page<T> {
  totalCapped: boolean;
}

/** The statuses staff filter by (admin spec §4 filter labels Active, Activation pending, Closed by User, Closed by GC). */
export const ADMIN_LINGUIST_STATUSES = ['ACTIVE', 'PENDING_ACTIVATION', 'CLOSED_BY_USER', 'CLOSED_BY_GC'] as const satisfies readonly AccountStatus[];

/** What staff may set: an account becomes PENDING_ACTIVATION only by being created. */
export const SETTABLE_LINGUIST_STATUSES = ['ACTIVE', 'CLOSED_BY_USER', 'CLOSED_BY_GC'] as const satisfies readonly AccountStatus[];
export type SettableLinguistStatus = (typeof SETTABLE_LINGUIST_STATUSES)[number];

export const LINGUIST_ROLES = ['copywriter', 'proofreader', 'translator'] as const satisfies readonly LinguistRole[];

/** at most this many characters in a staff note (plain text, rendered escaped) */
export const ADMIN_LINGUIST_NOTE_MAX_LENGTH = 2000;
/** at most this many characters in the reason of a status change */
export const LINGUIST_STATUS_REASON_MAX_LENGTH = 500;

/** PUT /admin/client/:clientId/linguist/:linguistId/:action */
export const LINGUIST_RELATION_ACTIONS = ['bookmark', 'unbookmark', 'block', 'unblock'] as const;
export type LinguistRelationAction = (typeof LINGUIST_RELATION_ACTIONS)[number];

/** The orders GET /admin/linguists sorts by, each on an index (decision 059); a leading '-' for descending. */
export const ADMIN_LINGUIST_SORTS = ['created', '-created', 'id', '-id', 'nickname', '-nickname', 'email', '-email'] as const;
export type AdminLinguistSort = (typeof ADMIN_LINGUIST_SORTS)[number];

/** GET /admin/linguists; arrays may be repeated parameters or comma-separated. */
export interface AdminLinguistSearchQuery {
  /** words of the nickname, first and last name or e-mail (case-insensitive, literal); a number also matches the id */
  search?: string;
  status?: AccountStatus[];
  role?: LinguistRole[];
  /** level codes (simple … excellent) */
  level?: string[];
  /** cultures such as de-DE: linguists writing any of them */
  language?: string[];
  /** newest first (-created) unless asked otherwise */
  sort?: AdminLinguistSort;
  /** default 10; at most 99999 (pickers, admin spec §9); 0 answers only the total */
  limit?: number;
  offset?: number;
}

/** One row of /linguists/search, newest first. */
export interface AdminLinguistListItem {
  id: number;
  nickname: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string;
  status: AccountStatus;
  level: string | null;
  roles: LinguistRole[];
  languages: LanguageRef[];
  /** ISO 3166 alpha-2 */
  country: string | null;
  currency: CurrencyIso | null;
  /** cached statistics (decision 027) */
  totalOrders: number;
  rating: number | null;
  createdAt: string;
}

/**
 * Who invoices the platform for her work: a company or a private person, with the tax data the invoices need. Given
 * on creation, it must be consistent (decision 031): an EU VAT number only for an EU country and valid there (the
 * clients' legal check: VIES when configured, else the number's shape), and a company in the EU needs one. Otherwise
 * POST /admin/linguist and PATCH …/invoicing-settings answer 422 with the field under `legalInfo.` in `error`.
 */
export interface LinguistLegalInfoBody {
  legalForm: LegalForm;
  /** required for COMPANY */
  companyName?: string | null;
  address: string;
  zipcode: string;
  city: string;
  /** ISO 3166 alpha-2, one of the countries */
  country: string;
  EUVATNumber?: string | null;
  taxNumber?: string | null;
  /** how her credit notes treat VAT (decision 060); when left out, derived from country and VAT number */
  taxTreatment?: TaxTreatment;
}

export interface LinguistLegalInfo {
  legalForm: LegalForm;
  companyName: string | null;
  address: string;
  zipcode: string;
  city: string;
  country: string;
  EUVATNumber: string | null;
  taxNumber: string | null;
  taxTreatment: TaxTreatment;
  /** NEEDS_VALIDATION when the VAT registry could not be asked */
  status: LegalCheckStatus;
  legalInfoLastCheckedAt: string;
}

/** GET and PATCH /admin/linguist/:id/invoicing-settings (admin spec §7.1 "invoicing settings GET/PATCH"). */
export interface AdminLinguistInvoicingSettings {
  legalInfo: LinguistLegalInfo | null;
}

/** PATCH /admin/linguist/:id/invoicing-settings: her whole invoicing data, checked as on creation. */
export interface AdminLinguistInvoicingSettingsBody {
  legalInfo: LinguistLegalInfoBody;
}

/** POST /admin/linguist. She is created PENDING_ACTIVATION without a password and invited by mail to choose one. */
export interface NewAdminLinguistBody {
  email: string;
  firstName: string;
  lastName: string;
  nickname?: string | null;
  level: string;
  /** at least one */
  roles: LinguistRole[];
  /** cultures such as de-DE, at least one */
  languages: string[];
  /** ISO 3166 alpha-2 */
  country: string;
  currency: CurrencyIso;
  /** interface language, default en */
  language?: InterfaceLanguage;
  /** her invoicing data; checked for consistency (422) */
  legalInfo?: LinguistLegalInfoBody | null;
}

export interface AdminLinguistCreated {
  id: number;
}

/** What her orders say of her, over the orders she wrote or proofread (decision 027, 029). */
export type AdminLinguistStats = LinguistOrderStats;

/** GET /admin/linguist/:id: everything the client profile shows and what only staff see. */
export interface AdminLinguistProfile {
  id: number;
  nickname: string | null;
  firstName: string | null;
  lastName: string | null;
  /** URL of the avatar image, or null: show `initials` */
  avatar: string | null;
  initials: string;
  email: string;
  status: AccountStatus;
  level: string | null;
  roles: LinguistRole[];
  /** derived from the roles */
  servicesAvailable: Service[];
  country: string | null;
  currency: CurrencyIso | null;
  /** interface language */
  language: InterfaceLanguage;
  languages: LanguageRef[];
  interests: LinguistInterest[];
  createdAt: string;
  stats: AdminLinguistStats;
  availability: LinguistAvailability;
  /** null when staff gave none on creation */
  legalInfo: LinguistLegalInfo | null;
}

/**
 * PATCH /admin/linguist/:id: only the keys sent change. Dropping a role takes her out of every client group whose
 * type her roles no longer serve. Availability, classification and prices have routes of their own.
 */
export interface AdminLinguistPatch {
  nickname?: string | null;
  firstName?: string;
  lastName?: string;
  /** a level code; it bounds the own prices she may set, which price her direct orders (decision 029) */
  level?: string;
  roles?: LinguistRole[];
  /** cultures, at least one */
  languages?: string[];
  /** text topic ids, may be empty */
  interests?: number[];
}

/** PUT /admin/linguist/:id/status */
export interface AdminLinguistStatusBody {
  status: SettableLinguistStatus;
  /** why, 1..500 characters; kept in the history */
  reason: string;
}

/** GET /admin/linguist/:id/status-history: one change, newest first. */
export interface LinguistStatusChange {
  id: number;
  /** null for the creation of the account */
  from: AccountStatus | null;
  to: AccountStatus;
  reason: string;
  /** the staff member who changed it; null when the admin account is gone */
  admin: { id: number; name: string } | null;
  at: string;
}

/** GET /admin/linguist/:id/orders: limit (default 10, at most 100), offset, status. */
export interface AdminLinguistOrdersQuery {
  status?: OrderStatus[];
  limit?: number;
  offset?: number;
}

/** An order she wrote or proofread, with its client; newest first. */
export interface AdminLinguistOrderRow extends LinguistOrderRow {
  client: { id: number; name: string | null };
}

/** A client's group, naming the client (company, else full name, else nickname). */
export interface AdminLinguistGroup extends LinguistGroup {
  client: { id: number; name: string | null };
}

export interface AdminLinguistNote {
  id: number;
  linguistId: number;
  text: string;
  /** the staff member who wrote it; null when the admin account is gone */
  author: { id: number; name: string } | null;
  createdAt: string;
  updatedAt: string;
}

/** Any staff member may edit or delete any staff note: they are the team's, not one person's. */
export interface AdminLinguistNoteBody {
  /** plain text, 1..2,000 characters after trimming */
  text: string;
}

/** GET /admin/client/:id/linguists: the linguists the client bookmarked, blocked or worked with. */
export interface AdminClientLinguistsQuery {
  /** only bookmarked, only blocked, or only those who wrote or proofread one of the client's orders */
  relation?: 'bookmarked' | 'blocked' | 'workedWith';
  /** nickname contains */
  search?: string;
  limit?: number;
  offset?: number;
}

/** A linguist as the client sees her (prices in the client's currency), with her account status and the work done. */
export interface AdminClientLinguistItem extends LinguistListItem {
  status: AccountStatus;
  /** orders of this client she wrote or proofread, lifetime */
  ordersWithClient: number;
}

/** GET /admin/group/:id: members as the group's client sees them. */
export interface AdminLinguistGroupDetail extends AdminLinguistGroup {
  members: LinguistListItem[];
}

/** POST /admin/group/:id/linguists */
export interface AdminGroupLinguistsBody {
  /** 1..100 distinct linguist ids */
  linguistIds: number[];
}

/** GET /admin/groups: every client's linguist groups, newest first. */
export interface AdminGroupsQuery {
  /** words of the group's name or its client's name; a number also matches the group id */
  search?: string;
  type?: LinguistGroupType;
  limit?: number;
  offset?: number;
}
