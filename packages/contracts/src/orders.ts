import type { ExportType } from './exports.js';
/** Order lifecycle states (DESIGN §3.2); the transition table lives in core-api's orders module. */
export const ORDER_STATUSES = [
  'open',
  'processing_cw',
  'ready_for_pr',
  'processing_pr',
  'ready_for_client',
  'in_revision',
  'rejection_requested',
  'accepted',
  'rejected',
  'canceled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The four tabs of the client's Orders view. */
export const CLIENT_ORDER_VIEWS = ['open', 'processing', 'ready', 'completed'] as const;
export type ClientOrderView = (typeof CLIENT_ORDER_VIEWS)[number];

export const CLIENT_VIEW_OF_STATUS: Record<OrderStatus, ClientOrderView> = {
  open: 'open',
  processing_cw: 'processing',
  ready_for_pr: 'processing',
  processing_pr: 'processing',
  in_revision: 'processing',
  rejection_requested: 'processing',
  ready_for_client: 'ready',
  accepted: 'completed',
  canceled: 'completed',
  rejected: 'completed',
};

export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['accepted', 'rejected', 'canceled'];

/** OO open to every qualified linguist, GO to a group's members, DO to one named linguist. */
export const ORDER_TYPES = ['OO', 'GO', 'DO'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_SERVICES = ['copywriting', 'proofreading'] as const;
export type OrderService = (typeof ORDER_SERVICES)[number];

/** How the proofreading step is assigned (the writer's assignment is the order type). */
export type ProofreadingAssignment = 'open' | 'group';

export const PROCESSING_DAYS = [1, 2, 3, 4] as const;
export const MAX_REVISIONS = 3;
/** a reservation holds an open order for one linguist this long */
export const RESERVATION_MINUTES = 10;
/** ready orders the client leaves alone are accepted after this many working days */
export const AUTO_ACCEPT_WORKING_DAYS = 3;

/**
 * What becomes of a direct (DO) order its linguist declines or does not take in time (decision 028): it joins
 * the open pool as an OO order at the agreed price, or it is canceled and its reservation released.
 */
export const DIRECT_FALLBACKS = ['open', 'cancel'] as const;
export type DirectFallback = (typeof DIRECT_FALLBACKS)[number];
/** a direct order's linguist has this long from its creation to take it */
export const DIRECT_TAKE_HOURS = 48;
export const DECLINE_REASON_MAX_LENGTH = 500;

export const PROJECT_STATUSES = ['open', 'processing', 'done'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export type CurrencyIso = 'EUR' | 'USD' | 'GBP';

export interface LanguageRef {
  name: string;
  culture: string;
}

/** Money in minor units (cents, pence): integers, never floats. */
export interface PriceRange {
  min: number;
  max: number;
  /** known once the text is accepted */
  final: number | null;
  currency: CurrencyIso;
}

export interface OrderRating {
  content: number;
  form: number;
  readability: number;
  communication: number;
}

export interface LinguistRef {
  id: number;
  nickname: string | null;
}

export interface OrderServiceAssignment {
  name: OrderService;
  /** OO/GO/DO for copywriting; open/group for proofreading */
  assignment: OrderType | ProofreadingAssignment;
  linguist: LinguistRef | null;
  groupId: number | null;
}

/** One order as every role reads it; role-specific fields are null where the caller may not see them. */
export interface OrderDto {
  id: number;
  title: string;
  projectId: number;
  projectName: string;
  clientId: number;
  /** the client's company or name; admin views only */
  clientName: string | null;
  type: OrderType;
  level: string;
  language: LanguageRef;
  services: OrderServiceAssignment[];
  words: { min: number; max: number; final: number | null };
  /** what the client pays, gross (net + tax); null for linguists, who see their `pay` */
  price: PriceRange | null;
  /** what the calling linguist earns (linguist views only) */
  pay: PriceRange | null;
  status: OrderStatus;
  clientStatus: ClientOrderView;
  processingDays: number;
  keywords: string[];
  comment: string | null;
  briefingId: number | null;
  layoutId: number | null;
  revisionsCount: number;
  /** why the text is (asked to be) rejected and who asked (decision 048); null otherwise, and for the client when the proofreader asked */
  rejection: OrderRejection | null;
  rating: OrderRating | null;
  reservedUntil: string | null;
  /** true when the caller holds the reservation */
  reservedByMe: boolean;
  createdAt: string;
  deadlineAt: string | null;
  readyAt: string | null;
  acceptedAt: string | null;
  /** how the text was last exported (mail, online, wordpress, api), null before its first export */
  exportType: ExportType | null;
  lastExportedAt: string | null;
}

export interface OrderTextDto {
  content: string;
  words: number;
  /** who wrote this version */
  authorRole: 'writer' | 'proofreader';
  /** 0 = unsubmitted draft of the caller */
  version: number;
  submittedAt: string | null;
  /** a text written against the order's layout: section name → text (`content` holds them joined) */
  sections?: Record<string, string> | null;
}

/** Who sent a text back (decision 048): the client, staff for the client, or the order's proofreader. */
export type RevisionRequester = 'client' | 'admin' | 'proofreader';

export interface OrderRevisionDto {
  number: number;
  comment: string;
  requestedBy: RevisionRequester;
  /** the staff member's name, the proofreader's nickname or the client's name; null where it is not known */
  requestedByName: string | null;
  createdAt: string;
}

/** A rejection request of the client or the proofreader, kept once staff decided it. */
export interface OrderRejection {
  reason: string;
  requestedBy: 'client' | 'proofreader';
}

export interface OrderHistoryDto {
  id: number;
  action: string;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  actorRole: 'client' | 'admin' | 'linguist' | 'system';
  actorName: string | null;
  note: string | null;
  createdAt: string;
}

export interface ProjectDto {
  id: number;
  name: string;
  language: LanguageRef;
  purchaseOrder: string | null;
  quoteId: string | null;
  externalId: string | null;
  deadlineAt: string | null;
  status: ProjectStatus;
  /** sum of its orders' prices (final where known, else max), per currency */
  prices: { amount: number; currency: CurrencyIso }[];
  ordersCount: number;
  createdAt: string;
}

export interface ProjectOrderStats {
  open: number;
  processing: number;
  ready: number;
  accepted: number;
  canceled: number;
  rejected: number;
  total: number;
}

export interface Page<T> {
  data: T[];
  total: number;
}

/** A search of the admin order lists counts its matches exactly up to this many (decision 019). */
export const ADMIN_SEARCH_TOTAL_CAP = 1000;

/**
 * The admin order lists' answer (GET /admin/orders/{list}): a `Page` with two more fields. A search that
 * matches more than ADMIN_SEARCH_TOTAL_CAP orders answers `total` = the cap and `totalCapped` true ("1,000+").
 * `nextCursor` is the last row's sort key while more rows follow (else null); passed back as `after`, it
 * answers the next page at the cost of the first, however deep.
 */
export interface OrderListPage extends Page<OrderDto> {
  totalCapped: boolean;
  nextCursor: string | null;
}

/** GET /client/projects?fields=picker: only what a project picker shows. */
export type ProjectPickerItem = Pick<ProjectDto, 'id' | 'name' | 'language'>;

/** Body of POST /client/project/{id}/orders (the wizard's review step). */
export interface CreateOrdersRequest {
  language: string;
  level: string;
  type: OrderType;
  /** GO */
  groupId?: number;
  /** DO */
  linguistId?: number;
  /** DO: what happens if the linguist declines or does not take it in time; 'open' when absent */
  directFallback?: DirectFallback;
  proofreading?: { assignment: ProofreadingAssignment; groupId?: number };
  briefingId?: number;
  layoutId?: number;
  processingDays: (typeof PROCESSING_DAYS)[number];
  orders: { title: string; minWords: number; maxWords: number; keywords?: string[]; comment?: string }[];
}

/**
 * GET /linguist/orders/new/clients (query type, limit, offset as GET /linguist/orders/new): the clients whose orders
 * she may take now, with how many each; the most such orders first. Page<LinguistAvailableClient>.
 */
export interface LinguistAvailableClient {
  id: number;
  /** as the client wishes to be shown to linguists: nickname, else company, else name */
  name: string;
  /** orders of this client she may take now */
  orders: number;
}

/** PUT /linguist/order/{id}/cancel: a direct order's linguist declines it. */
export interface DeclineDirectOrderRequest {
  reason?: string;
}

/** Answer of GET /client/orders/text-price: gross = net + fee + tax, minor units. */
export interface CalculatedPrice {
  amountNet: number;
  fee: number;
  tax: number;
  amountGross: number;
  currency: CurrencyIso;
}

export interface TextPriceResponse {
  min: CalculatedPrice;
  max: CalculatedPrice;
}

/** GET /client/billing/balance (minor units). */
export interface ClientBalance {
  totalDepositAmount: number;
  orderReservedAmount: number;
  nextInvoiceReservedAmount: number;
  availableAmount: number;
  /** unpaid invoices not yet due (postpaid clients) */
  openInvoicesAmount: number;
  overdueInvoicesAmount: number;
  currency: CurrencyIso;
}

/**
 * GET /linguist/billing/balance (minor units). earned + payable + pending payout + paid out is everything she has
 * earned: each amount is in exactly one of them (decision 062).
 */
export interface LinguistBalance {
  /** accepted work no credit note has settled yet */
  earnedAmount: number;
  /** settled by credit notes and not yet asked for: what she may request now */
  payableAmount: number;
  /** asked for, or sent to the bank or PayPal and not yet confirmed */
  pendingPayoutAmount: number;
  paidOutAmount: number;
  /** a request below it is refused */
  minimumPayoutAmount: number;
  /** how she is paid; null while her payment settings are incomplete */
  payoutMethod: 'bank' | 'paypal' | null;
  /** she has a request staff have not paid yet: one at a time */
  hasOpenRequest: boolean;
  currency: CurrencyIso;
}

/** GET /{role}/order/:id/statistics (decision 049): durations in seconds, null until the step happened. */
export interface OrderStatistics {
  /** the accepted words, else the newest submitted text's, else null */
  words: number | null;
  /** from creation to the writer's first take */
  timeToTakeSeconds: number | null;
  /** from creation to the text first reaching the client */
  timeToDeliverSeconds: number | null;
  revisions: number;
}

/** A client may move the deadline of an order a linguist works on by 1 … this many days at a time. */
export const DEADLINE_EXTENSION_MAX_DAYS = 14;

/** GET /client/order/:id/deadline-extension?days=: what an extension would do (decision 049). */
export interface DeadlineExtensionQuote {
  days: number;
  deadlineAt: string;
  newDeadlineAt: string;
  /** what the extension adds to the order's price, minor units: processing time does not price an order, so 0 */
  additionalAmount: number;
  currency: CurrencyIso;
}

/** GET /client/orders/stats: the dashboard sidebar's order figures; the rates are fractions of total (0 when none). */
export interface ClientOrderStats extends ProjectOrderStats {
  cancellations: number;
  revisions: number;
  rejections: number;
  projects: { active: number; total: number };
}

/**
 * Staff's view of a project (GET /admin/project/{id}, GET /admin/projects): a client's project with whose it is,
 * the client named as every staff list names one (company, else full name, else nickname).
 */
export interface StaffProjectDto extends ProjectDto {
  clientId: number;
  clientName: string | null;
}

/** GET /{role}/project/{id}/linguist-stats: distinct writers and proofreaders of accepted orders. */
export interface ProjectLinguistStats {
  accepted: { total: number; lastMonth: number };
}

/**
 * GET /admin/project/{id}/revisions: how often the project's texts were sent back. Rounds count every request
 * for a revision, by who asked; revisedShare is revisedOrders / orders with four decimals (0 without orders).
 */
export interface ProjectRevisionStats {
  orders: number;
  revisedOrders: number;
  rounds: { total: number } & Record<RevisionRequester, number>;
  revisedShare: number;
}

/** The longest project name and reference (purchase order, quote, external id) core-api keeps. */
export const PROJECT_NAME_MAX = 200;
export const PROJECT_REFERENCE_MAX = 100;

/** PATCH /{role}/project/{id}: only the fields that change; null clears one. */
export interface ProjectPatch {
  name?: string;
  purchaseOrder?: string | null;
  quoteId?: string | null;
  externalId?: string | null;
  deadlineAt?: string | null;
}

/** POST /admin/project: staff create a project for a client; the answer is its id. */
export interface CreateClientProjectRequest {
  clientId: number;
  name: string;
  /** culture, e.g. de-DE */
  language: string;
  purchaseOrder?: string | null;
  quoteId?: string | null;
  externalId?: string | null;
  deadlineAt?: string | null;
}
