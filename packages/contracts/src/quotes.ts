/**
 * Quotes (issue 14, decision 045): an instant copywriting quote priced by core-api's pricing module exactly as the
 * order wizard prices the same orders, and custom copywriting and translation quote requests that staff answer by
 * mail from the back office. Money is in minor units of the client's currency.
 */
import type { CurrencyIso, LanguageRef, Page } from './orders.js';
import type { PaymentMethod } from './billing.js';

/** What an instant quote prices: writing, proofreading a text the client has, or both. */
export const QUOTE_SERVICES = ['copywriting', 'proofreading', 'copywriting_proofreading'] as const;
export type QuoteService = (typeof QUOTE_SERVICES)[number];

/** How much work a custom quote is about (spec §5). */
export const PROJECT_SCOPES = ['ONE_OFF_PROJECT', 'LESS_5_TEXTS_PER_MONTH', 'LESS_20_TEXTS_PER_MONTH', 'LESS_50_TEXTS_PER_MONTH', 'MORE_50_TEXTS_PER_MONTH'] as const;
export type ProjectScope = (typeof PROJECT_SCOPES)[number];

/** A custom request is new until staff reply, then answered. */
export const QUOTE_STATUSES = ['new', 'answered'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_KINDS = ['copywriting', 'translation'] as const;
export type QuoteKind = (typeof QUOTE_KINDS)[number];

/** The custom translation quote's optional file: a PDF, Word, Excel or text file of at most 10 MB, checked by content. */
export const QUOTE_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const QUOTE_FILE_FIELD = 'file';
/** The multipart field that carries the form as JSON. */
export const QUOTE_DATA_FIELD = 'data';
export const QUOTE_DESCRIPTION_MAX_LENGTH = 5000;
export const QUOTE_REPLY_MAX_LENGTH = 10000;
/** A quote's counts stay within what one order wizard run could hold. */
export const QUOTE_MAX_TEXTS = 10_000;
export const QUOTE_MAX_WORDS = 100_000;

/** POST /client/quote/copywriting/instant */
export interface InstantQuoteRequest {
  service: QuoteService;
  /** culture, e.g. de-DE */
  language: string;
  level: string;
  /** only a prepaid (deposit) client chooses; every other client pays by bank transfer (BANK) */
  paymentMethod: PaymentMethod;
  textsCount: number;
  /** words per text */
  wordsCount: number;
}

/** The spec's copywriting quote response: gross = net + serviceFee + tax. */
export interface InstantQuoteResponse {
  amountNet: number;
  /** net of one text */
  pricePerOrder: number;
  /** per word in currency units, a decimal string such as "0.045" */
  pricePerWord: string;
  /** the payment method's fee */
  serviceFee: number;
  tax: number;
  amountGross: number;
  currency: CurrencyIso;
}

/** POST /client/quote/copywriting */
export interface CopywritingQuoteRequest {
  textTopicId: number;
  textTypeId: number;
  /** culture */
  language: string;
  projectScope: ProjectScope;
  projectDescription: string;
}

/** POST /client/quote/translation, as JSON in the multipart field `data` beside the optional `file`. */
export interface TranslationQuoteRequest {
  textTopicId: number;
  textTypeId: number;
  sourceLanguage: string;
  targetLanguages: string[];
  projectScope: ProjectScope;
  projectDescription: string;
}

export interface QuoteFileDto {
  fileName: string | null;
  contentType: string;
  bytes: number;
  sha256: string;
}

/** A custom quote request as its client and staff read it. */
export interface QuoteDto {
  id: number;
  kind: QuoteKind;
  status: QuoteStatus;
  clientId: number;
  textTopic: { id: number; name: string };
  textType: { id: number; name: string };
  /** the copywriting language, or the translation's source language */
  language: LanguageRef;
  /** empty for a copywriting quote */
  targetLanguages: LanguageRef[];
  projectScope: ProjectScope;
  projectDescription: string;
  file: QuoteFileDto | null;
  reply: string | null;
  answeredAt: string | null;
  createdAt: string;
}

/** A staff list row also names the client. */
export interface AdminQuoteDto extends QuoteDto {
  clientName: string;
  clientEmail: string;
}

export type AdminQuoteListResponse = Page<AdminQuoteDto>;

/** POST /admin/quote/{id}/reply: mailed to the client, which marks the request answered. */
export interface QuoteReplyRequest {
  reply: string;
}

