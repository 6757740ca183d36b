/**
 * Linguists as the client portal sees them (client-portal spec §2, §3, §6, §7; issue 11). Every answer is scoped to
 * the calling client: another client's note, group or relation answers 404.
 *
 *   GET    /client/linguists                      LinguistSearchQuery → Page<LinguistListItem>
 *   GET    /client/linguists/top?limit=5           → LinguistListItem[]   (best rated ACTIVE linguists)
 *   GET    /client/linguists/stats                 → ClientLinguistStats  (dashboard sidebar)
 *   GET    /client/linguist/:id                    → LinguistProfileWithAvailability
 *   GET    /client/linguist/:id/orders             limit, offset → Page<LinguistOrderRow>   (orders with me)
 *   GET    /client/linguist/:id/topics             → LinguistTopics   (her interests, industry expertise, degree, field)
 *   GET    /client/linguist/:id/activities         limit, offset → Page<LinguistActivity>   (newest first)
 *   GET    /client/linguist/:id/stats              → LinguistOrderStats   (over my orders with her only)
 *   GET    /client/linguist/:id/settings           → ClientLinguistSettings   (defaults until changed)
 *   PATCH  /client/linguist/:id/settings           Partial<ClientLinguistSettings> → ClientLinguistSettings
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
import type { CurrencyIso, DirectFallback, LanguageRef, OrderStatus, OrderType } from './orders.js';
import type { LinguistAvailability, SelfClassification } from './linguist-profile.js';

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

/** A search page counts its matches exactly up to this many (decision 034); beyond, `totalCapped` ("1,000+"). */
export const LINGUIST_SEARCH_TOTAL_CAP = 1000;

/**
 * GET /client/linguists: `total` is exact up to LINGUIST_SEARCH_TOTAL_CAP, then the cap with `totalCapped`.
 * Exact always for `limit=0` (the count alone), and for a relation or "worked with me" naming up to 500 linguists.
 */
export interface LinguistSearchPage {
  data: LinguistListItem[];
  total: number;
  totalCapped: boolean;
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

/** A linguist as one client sees her, with the orders she did for that client. */
export interface LinguistProfile extends LinguistListItem {
  /** orders she wrote or proofread for me */
  ordersWithMe: { lifetime: number; lastMonth: number };
}

/** GET /client/linguist/:id */
export interface LinguistProfileWithAvailability extends LinguistProfile {
  /** while she is away she cannot be chosen for a direct order (decision 031) */
  availability: LinguistAvailability;
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

/** GET /client/linguist/:id/topics: what she writes about, from the reference catalogues. */
export type LinguistTopics = SelfClassification;

/**
 * What happened between a client and a linguist (decision 031), newest first: the order events of the orders she
 * wrote, proofread or was asked for directly, and (for the client only) the client's notes on her.
 */
export const LINGUIST_ACTIVITY_KINDS = [
  'order_created',
  'order_taken',
  'order_delivered',
  'order_accepted',
  'revision_requested',
  'rejection_requested',
  'order_rejected',
  'order_declined',
  'order_lapsed',
  'order_released',
  'order_canceled',
  'note_added',
] as const;
export type LinguistActivityKind = (typeof LINGUIST_ACTIVITY_KINDS)[number];

export interface LinguistActivity {
  /** unique in the list: 'order-<history id>' or 'note-<note id>' */
  id: string;
  kind: LinguistActivityKind;
  at: string;
  order: { id: number; title: string } | null;
  /** the client's own note; never shown to the linguist */
  note: { id: number; text: string } | null;
  /** the other side, only where the list spans several clients (the linguist's own profile) */
  client: { id: number; name: string } | null;
}

/** The four criteria a client rates an accepted order by, each averaged over the rated orders; null before the first. */
export interface LinguistRatings {
  content: number | null;
  form: number | null;
  readability: number | null;
  communication: number | null;
}

/**
 * What orders say of a linguist (decisions 027, 029), over the orders she wrote or proofread — all of them, or only
 * one client's where the route names a client.
 */
export interface LinguistOrderStats {
  /** orders she holds or held, by their status now; statuses without orders are left out */
  ordersByStatus: Partial<Record<OrderStatus, number>>;
  /** accepted orders */
  totalOrders: number;
  /** accepted / finished (accepted, rejected, canceled while she held them), 0..1; null before the first finished */
  acceptanceRate: number | null;
  /** rejected / finished, 0..1; null before the first finished */
  rejectionRate: number | null;
  /** mean of the four ratings of her rated accepted orders, 1..5, two decimals; null before the first */
  rating: number | null;
  ratings: LinguistRatings;
  /** accepted orders that carry a rating */
  ratedOrders: number;
}

/** The hours a direct order's linguist may be given to take it (decision 031). */
export const DIRECT_TAKE_HOURS_MIN = 1;
export const DIRECT_TAKE_HOURS_MAX = 168;

/**
 * GET/PATCH /client/linguist/:id/settings: how the client's direct orders to this linguist behave (decision 031).
 * A direct order to her that names no fallback takes `directFallback`; every direct order to her gives her
 * `directTakeHours` to take it. The wizard starts from `directFallback` when she is picked.
 */
export interface ClientLinguistSettings {
  directFallback: DirectFallback;
  /** DIRECT_TAKE_HOURS_MIN..DIRECT_TAKE_HOURS_MAX */
  directTakeHours: number;
}
