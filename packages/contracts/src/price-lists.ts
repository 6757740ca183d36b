/**
 * Price lists (issue 15, decision 053): the system list per currency and a client's own list, each a set of
 * positions per language group × level × service that take effect from a day, so a change is scheduled and never
 * alters an order already created. Prices per word are decimal text in currency units ('0.075'), never numbers.
 */
import type { CurrencyIso, Page } from './orders.js';
import type { PricedLinguistService, SelfPrice } from './linguist-profile.js';

/** The services a price list prices, one tab each on its page (the `service` CHECK of the price tables). */
export const PRICE_LIST_SERVICES = ['copywriting', 'proofreading', 'translating'] as const;
export type PriceListService = (typeof PRICE_LIST_SERVICES)[number];

/** A position in force today, or one that takes over from a later day. */
export const PRICE_POSITION_STATES = ['current', 'scheduled'] as const;
export type PricePositionState = (typeof PRICE_POSITION_STATES)[number];

/** The most a price per word may be, in currency units: far above any real price, it stops a typo of 100×. */
export const MAX_PRICE_PER_WORD = '10';
/** A change may be scheduled at most this many days ahead. */
export const MAX_SCHEDULE_DAYS = 3660;

export interface PricePositionDto {
  id: number;
  /** the part of a language's name before ' - ' ('German'); null for every group without a row of its own */
  languageGroup: string | null;
  level: string;
  clientPricePerWord: string;
  /** what the writer or proofreader earns per word; null in a client's list, which changes client prices only */
  linguistPayPerWord: string | null;
  /** YYYY-MM-DD, a UTC day: the position prices what is asked from the start of that day */
  effectiveFrom: string;
  state: PricePositionState;
}

/** GET /admin/pricing/system/positions, GET /admin/pricing/client/{id}/positions: one service tab. */
export interface PriceListPositionsDto {
  currency: CurrencyIso;
  service: PriceListService;
  /** today as the server counts days (UTC), the earliest day a change may take effect */
  today: string;
  positions: PricePositionDto[];
}

/** GET /admin/pricing/system: the system list of each currency. */
export interface SystemPriceListDto {
  currency: CurrencyIso;
  /** positions in force today */
  current: number;
  /** positions that take effect on a later day */
  scheduled: number;
  /** the first day a scheduled position takes effect, or null */
  nextChange: string | null;
}

/** GET /admin/pricing/clients (a Page), GET /admin/pricing/client/{id}, POST /admin/pricing/client. */
export interface ClientPriceListDto {
  id: number;
  clientId: number;
  clientName: string;
  currency: CurrencyIso;
  current: number;
  scheduled: number;
  nextChange: string | null;
  createdAt: string;
}

export type ClientPriceListPage = Page<ClientPriceListDto>;

/** POST /admin/pricing/client */
export interface CreateClientPriceListRequest {
  clientId: number;
}

/** PUT /admin/pricing/client/{id}/positions: a client price for one language group (or all) and level. */
export interface ClientPricePositionRequest {
  service: PriceListService;
  languageGroup: string | null;
  level: string;
  clientPricePerWord: string;
  /** YYYY-MM-DD, today or later */
  effectiveFrom: string;
}

/** PUT /admin/pricing/system/positions: the client price and linguist pay of one position of a currency's list. */
export interface SystemPricePositionRequest extends ClientPricePositionRequest {
  currency: CurrencyIso;
  linguistPayPerWord: string;
}

/** GET /admin/pricing/languages: the language groups positions may name, with their languages. */
export interface PriceLanguageGroupDto {
  name: string;
  languages: { culture: string; name: string; active: boolean }[];
}

/**
 * GET /admin/client/:id/partnership-prices: what each linguist asks of this client per word (decision 058), which a
 * direct order from the client pays her before her own prices. PUT /admin/client/:id/linguist/:linguistId/partnership-price
 * sets one on her behalf by her own rules (her level's range, one of her languages, a client she worked for); DELETE
 * with the language and service in the query removes one.
 */
export interface AdminClientPartnershipPrice extends SelfPrice {
  linguist: { id: number; nickname: string | null };
  updatedAt: string;
}

/** Which of a linguist's partnership prices for a client: the query of DELETE …/partnership-price. */
export interface PartnershipPriceKey {
  language: string;
  service: PricedLinguistService;
}
