/**
 * The linguist app's own profile, prices, clients and settings (admin-and-linguist spec §2.2, §7.2; issue 11;
 * decision 030). Every route answers for the signed-in linguist only: there is no linguist id in these paths, and
 * a client id she never worked for answers 404.
 *
 *   GET    /linguist/profile                          → SelfProfile
 *   PATCH  /linguist/profile                          SelfProfilePatch → SelfProfile
 *   GET    /linguist/profile/classification           → SelfClassification
 *   PUT    /linguist/profile/classification           SelfClassificationBody → SelfClassification
 *   GET    /linguist/profile/stats                    → LinguistOrderStats   (over all her orders)
 *   GET    /linguist/profile/activities               limit, offset → Page<LinguistActivity>   (every client, newest first)
 *   PUT    /linguist/profile/languages                SelfLanguagesBody → SelfLanguage[]   (422 unknown culture)
 *   POST   /linguist/profile/avatar                   multipart/form-data, one file in field `avatar` → SelfAvatar (201)
 *                                                     PNG, JPEG or WebP by content, ≤ AVATAR_MAX_BYTES; 400 not an image
 *                                                     or a type that does not match the content, 413 too large
 *   DELETE /linguist/profile/avatar                   → 204   (the apps show `initials` again)
 *   GET    /linguist/avatar/:id                       public; the image bytes (id is a uuid, new on every upload,
 *                                                     so the answer is cached for a year); `avatar` fields hold this path
 *   GET    /linguist/prices-per-word                  → SelfPricesPerWord   (her prices and the range her level allows)
 *   POST   /linguist/prices-per-word                  SelfPriceBody → SelfPrice   (422 naming `pricePerWord` outside the range)
 *   GET    /linguist/price-per-word                   SelfPricePerWordQuery → SelfPricePerWord   (one language and service;
 *                                                     422 naming `language` when it is not one of hers)
 *   POST   /linguist/price-per-word                   SelfPriceBody → SelfPrice   (the same as POST /linguist/prices-per-word)
 *   GET    /linguist/clients                          → SelfClient[]   (clients she wrote or proofread for)
 *   GET    /linguist/client/:id                       → SelfClient   (404 for a client she never worked for)
 *   GET    /linguist/client/:id/orders                limit, offset → Page<SelfClientOrder>
 *   GET    /linguist/client/:id/rating                → SelfClientRating   (how that client rated her)
 *   GET    /linguist/client/:id/earnings              → SelfClientEarnings   (minor units, by month)
 *   GET    /linguist/client/:id/stats                 → LinguistOrderStats   (over that client's orders)
 *   GET    /linguist/client/:id/activities            limit, offset → Page<LinguistActivity>   (no client notes)
 *   GET    /linguist/partnership/:clientId/price      → SelfPartnershipPrice[]
 *   POST   /linguist/partnership/:clientId/price      SelfPriceBody → SelfPartnershipPrice   (same range, 404 as above)
 *   GET    /linguist/partnership/:clientId/prices-per-word   → SelfPartnershipPricesPerWord   (with her level's ranges)
 *   POST   /linguist/partnership/:clientId/prices-per-word   SelfPriceBody → SelfPartnershipPrice   (as …/price)
 *   GET    /linguist/settings/profile                 → SelfProfile   (the settings' path of GET /linguist/profile)
 *   PATCH  /linguist/settings/profile                 SelfProfilePatch → SelfProfile   (the same as PATCH /linguist/profile)
 *   GET    /linguist/settings/email                   → SelfEmailSettings   (her address and the one waiting for confirmation)
 *   PUT    /linguist/settings/email                   SelfEmailBody → SelfEmailSettings   (nothing changes yet: a link goes to the
 *                                                     new address; 400 wrong current password or her address already, 409 taken)
 *   POST   /linguist/settings/email/confirm           SelfEmailConfirmBody → SelfEmailSettings   (the link's token; 400 naming
 *                                                     `token` when unknown, expired, used or another's; 409 taken meanwhile)
 *   PUT    /linguist/settings/password                SelfPasswordBody → 204      (400 wrong current password)
 *   GET    /linguist/settings/notification            → SelfNotificationSettings
 *   PUT    /linguist/settings/notification            Partial<SelfNotificationSettings> → SelfNotificationSettings
 */
import type { CurrencyIso, LanguageRef, OrderStatus, OrderType } from './orders.js';
import type { LinguistRole } from './users.js';

export const LINGUIST_AVAILABILITY_STATUSES = ['available', 'unavailable'] as const;
export type LinguistAvailabilityStatus = (typeof LINGUIST_AVAILABILITY_STATUSES)[number];

/** What she says of her command of one language; the platform's level (simple … excellent) stays one per linguist, set by staff. */
export const LANGUAGE_PROFICIENCIES = ['native', 'c2', 'c1', 'b2'] as const;
export type LanguageProficiency = (typeof LANGUAGE_PROFICIENCIES)[number];

/** The largest avatar file accepted, in bytes (512 KB). */
export const AVATAR_MAX_BYTES = 512 * 1024;
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AvatarContentType = (typeof AVATAR_CONTENT_TYPES)[number];
/** The multipart field the avatar file travels in. */
export const AVATAR_FIELD = 'avatar';

export const PRICED_LINGUIST_SERVICES = ['copywriting', 'proofreading', 'translating'] as const;
export type PricedLinguistService = (typeof PRICED_LINGUIST_SERVICES)[number];

/**
 * She is away while `unavailable` and today is before `until` (decision 031): not offered for direct orders and
 * not listed in clients' searches. From `until` on she is available again without saving anything.
 */
export interface LinguistAvailability {
  status: LinguistAvailabilityStatus;
  /** ISO date (YYYY-MM-DD) she is back; only with `unavailable`, null = until she says otherwise */
  until: string | null;
}

export interface SelfLanguage extends LanguageRef {
  /** null until she says */
  proficiency: LanguageProficiency | null;
}

/** GET /linguist/profile */
export interface SelfProfile {
  id: number;
  email: string;
  nickname: string | null;
  firstName: string | null;
  lastName: string | null;
  /** ISO 3166-1 alpha-2 */
  country: string | null;
  /** staff-assessed level code, null until assessed; the allowed price range follows it */
  level: string | null;
  roles: LinguistRole[];
  currency: CurrencyIso;
  /** path of the avatar image (GET /linguist/avatar/:id), or null: show `initials` */
  avatar: string | null;
  initials: string;
  availability: LinguistAvailability;
  languages: SelfLanguage[];
  /** decision 027's statistics, as of now */
  stats: { totalOrders: number; successRate: number | null; rating: number | null };
}

/** PATCH /linguist/profile: only the keys sent change; null clears a name or the country. */
export interface SelfProfilePatch {
  nickname?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  country?: string | null;
  availability?: LinguistAvailability;
}

/** Ids from the reference catalogues (GET /client/text-topics and the other catalogue lists). */
export interface SelfClassificationBody {
  /** text topic ids, at most 30 */
  interests: number[];
  /** industry expertise ids, at most 30 */
  industryExpertises: number[];
  academicDegreeId: number | null;
  academicFieldId: number | null;
}

export interface ClassificationRef {
  id: number;
  name: string;
}

/** GET /linguist/profile/classification */
export interface SelfClassification {
  interests: ClassificationRef[];
  industryExpertises: ClassificationRef[];
  academicDegree: ClassificationRef | null;
  academicField: ClassificationRef | null;
}

/** PUT /linguist/profile/languages: replaces the list (1 to 20 languages). */
export interface SelfLanguagesBody {
  languages: { culture: string; proficiency?: LanguageProficiency | null }[];
}

/** POST /linguist/profile/avatar answer */
export interface SelfAvatar {
  /** GET this path for the image */
  avatar: string;
  contentType: AvatarContentType;
  bytes: number;
}

/** POST /linguist/prices-per-word and /linguist/partnership/:clientId/price body; the currency is her account's. */
export interface SelfPriceBody {
  /** a culture such as de-DE, one of her languages */
  language: string;
  service: PricedLinguistService;
  /** per word in her currency, a decimal string such as '0.065' (at most six places) */
  pricePerWord: string;
}

export interface SelfPrice {
  language: LanguageRef;
  service: PricedLinguistService;
  pricePerWord: string;
  currency: CurrencyIso;
}

/** What her level allows per service, in her currency (decision 030); null bounds before staff set her level. */
export interface LinguistPriceRange {
  service: PricedLinguistService;
  min: string | null;
  max: string | null;
}

/** GET /linguist/prices-per-word */
export interface SelfPricesPerWord {
  currency: CurrencyIso;
  level: string | null;
  ranges: LinguistPriceRange[];
  prices: SelfPrice[];
}

export interface SelfPartnershipPrice extends SelfPrice {
  clientId: number;
}

/** GET /linguist/price-per-word: one of her prices. */
export interface SelfPricePerWordQuery {
  /** a culture such as de-DE, one of her languages */
  language: string;
  service: PricedLinguistService;
}

/** GET /linguist/price-per-word: her price for one language and service, null while she has set none. */
export interface SelfPricePerWord {
  language: LanguageRef;
  service: PricedLinguistService;
  pricePerWord: string | null;
  currency: CurrencyIso;
  range: LinguistPriceRange;
}

/** GET /linguist/partnership/:clientId/prices-per-word: her prices for one client, within her level's ranges. */
export interface SelfPartnershipPricesPerWord {
  clientId: number;
  currency: CurrencyIso;
  level: string | null;
  ranges: LinguistPriceRange[];
  prices: SelfPartnershipPrice[];
}

/** A client she wrote or proofread for. */
export interface SelfClient {
  id: number;
  /** as the client wishes to be shown to linguists: nickname, else company, else name */
  name: string;
  /** orders of this client she wrote or proofread, any status */
  orders: number;
  acceptedOrders: number;
  /** what she earned from the client's accepted orders, in `currency` units as a decimal string */
  earnings: string;
  currency: CurrencyIso | null;
  /** mean of the four ratings the client gave her accepted orders, two decimals; null before the first */
  rating: number | null;
  lastOrderAt: string;
}

/** GET /linguist/client/:id/orders row */
export interface SelfClientOrder {
  id: number;
  title: string;
  type: OrderType;
  level: string;
  language: LanguageRef;
  role: 'writer' | 'proofreader';
  status: OrderStatus;
  words: { min: number; max: number; final: number | null };
  /** her pay per word on this order, and what it came to once accepted */
  payPerWord: string;
  earned: string | null;
  currency: CurrencyIso;
  createdAt: string;
  acceptedAt: string | null;
}

/** PUT /linguist/settings/email */
export interface SelfEmailBody {
  email: string;
  currentPassword: string;
}

/** GET and PUT /linguist/settings/email, POST …/confirm: a new address counts once she opened the link mailed to it. */
export interface SelfEmailSettings {
  email: string;
  /** the address a link was mailed to and not opened yet (24 h), else null */
  pendingEmail: string | null;
}

/** POST /linguist/settings/email/confirm: the token of the link in the confirmation mail. */
export interface SelfEmailConfirmBody {
  token: string;
}

/** PUT /linguist/settings/password: the new one follows auth's rules (8 to 128 characters). */
export interface SelfPasswordBody {
  currentPassword: string;
  newPassword: string;
}

/** GET/PUT /linguist/settings/notification: which mails she wants. */
export interface SelfNotificationSettings {
  directRequests: boolean;
  newAvailableOrders: boolean;
  orderUpdates: boolean;
  messages: boolean;
  newsletter: boolean;
}

export const DEFAULT_LINGUIST_NOTIFICATION_SETTINGS: SelfNotificationSettings = {
  directRequests: true,
  newAvailableOrders: true,
  orderUpdates: true,
  messages: true,
  newsletter: false,
};

/** GET /linguist/client/:id/rating: how one client rated her accepted orders. */
export interface SelfClientRating {
  /** mean of the four criteria over the rated orders, two decimals; null before the first */
  rating: number | null;
  ratings: { content: number | null; form: number | null; readability: number | null; communication: number | null };
  ratedOrders: number;
  /** the latest rated orders, newest first (at most 10) */
  recent: { orderId: number; title: string; acceptedAt: string; rating: { content: number; form: number; readability: number; communication: number } }[];
}

/** GET /linguist/client/:id/earnings: her pay from one client's accepted orders, in minor units of `currency`. */
export interface SelfClientEarnings {
  /** null before her first accepted order of that client */
  currency: CurrencyIso | null;
  total: number;
  /** accepted in the last 30 days */
  lastMonth: number;
  /** the months with accepted orders, newest first, at most 12; month is YYYY-MM */
  byMonth: { month: string; orders: number; amount: number }[];
}
