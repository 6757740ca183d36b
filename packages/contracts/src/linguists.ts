/**
 * Linguists as the client portal sees them (client-portal spec §2, §3, §6, §7; issue 11). Every answer is scoped to
 * the calling client: another client's note, group or relation answers 404.
 *
 *   GET    /client/linguists                      LinguistSearchQuery → Page<LinguistListItem>
 *   GET    /client/linguists/top?limit=5           → LinguistListItem[]   (best rated ACTIVE linguists)
 *   GET    /client/linguists/stats                 → ClientLinguistStats  (dashboard sidebar)
 *   GET    /client/linguist/:id                    → LinguistProfile
 *   GET    /client/linguist/:id/orders             limit, offset → Page<LinguistOrderRow>   (orders with me)
 *   GET    /client/linguist/:id/notes              → LinguistNote[]   (newest first)
 *   POST   /client/linguist/:id/notes              LinguistNoteBody → LinguistNote (201)
 *   PUT    /client/linguist/:id/note/:noteId       LinguistNoteBody → LinguistNote
 *   DELETE /client/linguist/:id/note/:noteId       → 204
 *   PUT    /client/linguist/:id/bookmark           → LinguistRelationAnswer   (409 when blocked)
 *   PUT    /client/linguist/:id/unbookmark         → LinguistRelationAnswer
 *   PUT    /client/linguist/:id/block              → LinguistRelationAnswer   (drops the bookmark and memberships)
 *   PUT    /client/linguist/:id/unblock            → LinguistRelationAnswer
 *   GET    /client/linguist/:id/groups             → LinguistGroup[]   (the client's groups she is in)
 *   PUT    /client/linguist/:id/groups             LinguistGroupsBody → LinguistGroup[]   (adds her; 409 blocked, 422 type)
 *   DELETE /client/linguist/:id/groups             LinguistGroupsBody → LinguistGroup[]   (removes her)
 *   GET    /client/groups?type=copywriting         → LinguistGroup[]
 *   POST   /client/group                           NewLinguistGroupBody → LinguistGroup (201)
 *   GET    /client/group/:id                       → LinguistGroupDetail
 *   PATCH  /client/group/:id                       RenameLinguistGroupBody → LinguistGroup
 *   DELETE /client/group/:id                       → 204   (409 once an order was given to it)
 */
import type { CurrencyIso, LanguageRef, OrderStatus, OrderType } from './orders.js';

export const LINGUIST_GROUP_TYPES = ['copywriting', 'proofreading'] as const;
export type LinguistGroupType = (typeof LINGUIST_GROUP_TYPES)[number];

export const LINGUIST_RELATIONS = ['BOOKMARKED', 'BLOCKED'] as const;
export type LinguistRelation = (typeof LINGUIST_RELATIONS)[number];

export const LINGUIST_SORTS = ['rating', 'orders', 'price'] as const;
export type LinguistSort = (typeof LINGUIST_SORTS)[number];

/** at most this many characters in one note (plain text, rendered escaped) */
export const LINGUIST_NOTE_MAX_LENGTH = 2000;
export const TOP_LINGUISTS_LIMIT = 5;

export interface LinguistInterest {
  /** a text topic (GET /client/text-topics) */
  id: number;
  name: string;
}

/** GET /client/linguists query; arrays may be repeated parameters or comma-separated. */
export interface LinguistSearchQuery {
  /** nickname contains (case-insensitive) */
  search?: string;
  /** cultures such as de-DE: linguists writing any of them */
  languages?: string[];
  /** level codes (simple … excellent) */
  level?: string[];
  service?: LinguistGroupType;
  /** text topic ids: linguists interested in any of them */
  interests?: number[];
  relation?: 'bookmarked' | 'blocked';
  /** only linguists who wrote or proofread at least one of my orders */
  workedWithMe?: boolean;
  /** default rating */
  sort?: LinguistSort;
  /** default desc for rating and orders, asc for price */
  direction?: 'asc' | 'desc';
  /** default 10, at most 100 */
  limit?: number;
  offset?: number;
}

/** One row of the search and of the top list. */
export interface LinguistListItem {
  id: number;
  nickname: string | null;
  /** URL of the avatar image, or null: show `initials` */
  avatar: string | null;
  initials: string;
  level: string | null;
  /** average of the four ratings of her accepted orders, 1..5 with two decimals; null before the first */
  rating: number | null;
  languages: LanguageRef[];
  interests: LinguistInterest[];
  /** accepted orders / finished orders she held, 0..1; null before the first finished order (decision 027) */
  successRate: number | null;
  /** accepted orders she wrote or proofread, lifetime */
  totalOrders: number;
  /** her lowest own price per word across languages, a decimal string in `currency`; null when she set none */
  pricePerWord: string | null;
  currency: CurrencyIso | null;
  roles: ('copywriter' | 'proofreader' | 'translator')[];
  relation: LinguistRelation | null;
}

/** GET /client/linguist/:id */
export interface LinguistProfile extends LinguistListItem {
  /** orders she wrote or proofread for me */
  ordersWithMe: { lifetime: number; lastMonth: number };
}

/** GET /client/linguists/stats: the dashboard sidebar's linguist counts. */
export interface ClientLinguistStats {
  bookmarked: number;
  blocked: number;
  groups: number;
  /** distinct linguists who wrote or proofread an order of mine */
  workedWithLifetime: number;
  /** … of an order created in the last 30 days */
  workedWithLastMonth: number;
}

/** GET /client/linguist/:id/orders: one order of mine she worked on. */
export interface LinguistOrderRow {
  id: number;
  title: string;
  projectId: number;
  type: OrderType;
  level: string;
  language: LanguageRef;
  /** what she did on it */
  role: 'writer' | 'proofreader';
  status: OrderStatus;
  words: { min: number; max: number; final: number | null };
  /** gross, minor units */
  price: { min: number; max: number; final: number | null; currency: CurrencyIso };
  createdAt: string;
  acceptedAt: string | null;
}

export interface LinguistNote {
  id: number;
  linguistId: number;
  text: string;
  createdAt: string;
  updatedAt: string;
}

export interface LinguistNoteBody {
  text: string;
}

export interface LinguistRelationAnswer {
  relation: LinguistRelation | null;
}

export interface LinguistGroup {
  id: number;
  name: string;
  type: LinguistGroupType;
  membersCount: number;
  createdAt: string;
}

export interface LinguistGroupDetail extends LinguistGroup {
  members: LinguistListItem[];
}

export interface NewLinguistGroupBody {
  name: string;
  type: LinguistGroupType;
}

export interface RenameLinguistGroupBody {
  name: string;
}

/** PUT/DELETE /client/linguist/:id/groups: the spec's body. */
export interface LinguistGroupsBody {
  groupsId: number[];
}
