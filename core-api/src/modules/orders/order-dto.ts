import {
  CLIENT_VIEW_OF_STATUS,
  type CurrencyIso,
  type ExportType,
  type LinguistRef,
  type OrderDto,
  type OrderHistoryDto,
  type OrderRejection,
  type OrderRevisionDto,
  type OrderServiceAssignment,
  type OrderStatus,
  type OrderTextDto,
  type OrderType,
  type PriceRange,
  type ProofreadingAssignment,
} from '@inkwell/contracts';
import { toJsonMinorUnits } from '@inkwell/money';
import type { Caller } from '../../http/authenticate.js';
import { payAt } from '../pricing/index.js';

/** One row of ORDER_COLUMNS (order-queries.sql.ts), as node-postgres returns it: bigint and numeric as strings. */
export interface OrderRow {
  id: number;
  client_id: number;
  client_name: string | null;
  project_id: number;
  project_name: string;
  title: string;
  type: OrderType;
  level_code: string;
  language_name: string;
  language_culture: string;
  with_proofreading: boolean;
  proofreading_assignment: ProofreadingAssignment | null;
  writer_group_id: number | null;
  proofreader_group_id: number | null;
  direct_linguist_id: number | null;
  direct_linguist_nickname: string | null;
  writer_id: number | null;
  writer_nickname: string | null;
  proofreader_id: number | null;
  proofreader_nickname: string | null;
  min_words: number;
  max_words: number;
  final_words: number | null;
  processing_days: number;
  keywords: string[];
  comment: string | null;
  briefing_id: number | null;
  layout_id: number | null;
  currency: string;
  writer_pay_per_word: string;
  proofreader_pay_per_word: string | null;
  price_min: string;
  price_max: string;
  price_final: string | null;
  status: OrderStatus;
  reserved_by: number | null;
  reserved_until: Date | null;
  /** computed by the database clock, so every list agrees on what "expired" means */
  reservation_live: boolean | null;
  deadline_at: Date | null;
  ready_at: Date | null;
  accepted_at: Date | null;
  revisions_count: number;
  rejection_reason: string | null;
  rejection_requested_by: OrderRejection['requestedBy'] | null;
  rating_content: number | null;
  rating_form: number | null;
  rating_readability: number | null;
  rating_communication: number | null;
  created_at: Date;
  export_type: ExportType | null;
  last_exported_at: Date | null;
}

/** bigint columns arrive as strings. */
function minorUnits(value: string): number {
  return toJsonMinorUnits(BigInt(value));
}

function payMinorUnits(words: number, payPerWord: string): number {
  return toJsonMinorUnits(payAt(words, payPerWord));
}

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

function linguistRef(id: number | null, nickname: string | null): LinguistRef | null {
  return id === null ? null : { id, nickname };
}

/**
 * The rate of the part this linguist plays: their own assignment when they have one; otherwise the part they
 * could take now, which is proofreading exactly when the order waits for a proofreader.
 */
function payRateFor(row: OrderRow, linguistId: number): string | null {
  if (row.writer_id === linguistId) return row.writer_pay_per_word;
  if (row.proofreader_id === linguistId) return row.proofreader_pay_per_word;
  return row.status === 'ready_for_pr' ? row.proofreader_pay_per_word : row.writer_pay_per_word;
}

function linguistPay(row: OrderRow, linguistId: number): PriceRange | null {
  const rate = payRateFor(row, linguistId);
  if (rate === null) return null;
  return {
    min: payMinorUnits(row.min_words, rate),
    max: payMinorUnits(row.max_words, rate),
    final: row.final_words === null ? null : payMinorUnits(row.final_words, rate),
    currency: row.currency as CurrencyIso,
  };
}

function services(row: OrderRow): OrderServiceAssignment[] {
  const copywriting: OrderServiceAssignment = {
    name: 'copywriting',
    assignment: row.type,
    // Until someone writes a direct order, the linguist it is addressed to is the one who matters.
    linguist: linguistRef(row.writer_id, row.writer_nickname) ?? linguistRef(row.direct_linguist_id, row.direct_linguist_nickname),
    groupId: row.writer_group_id,
  };
  if (!row.with_proofreading) return [copywriting];
  return [
    copywriting,
    {
      name: 'proofreading',
      assignment: row.proofreading_assignment ?? 'open',
      linguist: linguistRef(row.proofreader_id, row.proofreader_nickname),
      groupId: row.proofreader_group_id,
    },
  ];
}

function rating(row: OrderRow): OrderDto['rating'] {
  const { rating_content: content, rating_form: form, rating_readability: readability, rating_communication: communication } = row;
  if (content === null || form === null || readability === null || communication === null) return null;
  return { content, form, readability, communication };
}

/**
 * The rejection asked for or decided (decision 048): staff and the order's writer and proofreader read it; the
 * client reads its own, not a proofreader's about a text it never saw.
 */
function rejection(row: OrderRow, viewer: Caller): OrderRejection | null {
  if (row.status !== 'rejection_requested' && row.status !== 'rejected') return null;
  if (row.rejection_reason === null || row.rejection_requested_by === null) return null;
  const reads =
    viewer.role === 'admin' ||
    (viewer.role === 'client' && row.rejection_requested_by === 'client') ||
    (viewer.role === 'linguist' && (row.writer_id === viewer.id || row.proofreader_id === viewer.id));
  return reads ? { reason: row.rejection_reason, requestedBy: row.rejection_requested_by } : null;
}

export function toOrderDto(row: OrderRow, viewer: Caller): OrderDto {
  const live = row.reservation_live === true;
  return {
    id: row.id,
    title: row.title,
    projectId: row.project_id,
    projectName: row.project_name,
    clientId: row.client_id,
    // Staff work with client names; linguists and the client itself have no use for it here.
    clientName: viewer.role === 'admin' ? row.client_name : null,
    type: row.type,
    level: row.level_code,
    language: { name: row.language_name, culture: row.language_culture },
    services: services(row),
    words: { min: row.min_words, max: row.max_words, final: row.final_words },
    // What the client pays is not the linguist's business: it would reveal the platform's margin.
    price:
      viewer.role === 'linguist'
        ? null
        : {
            min: minorUnits(row.price_min),
            max: minorUnits(row.price_max),
            final: row.price_final === null ? null : minorUnits(row.price_final),
            currency: row.currency as CurrencyIso,
          },
    pay: viewer.role === 'linguist' ? linguistPay(row, viewer.id) : null,
    status: row.status,
    clientStatus: CLIENT_VIEW_OF_STATUS[row.status],
    processingDays: row.processing_days,
    keywords: row.keywords,
    comment: row.comment,
    briefingId: row.briefing_id,
    layoutId: row.layout_id,
    revisionsCount: row.revisions_count,
    rejection: rejection(row, viewer),
    rating: rating(row),
    reservedUntil: live ? iso(row.reserved_until) : null,
    reservedByMe: live && viewer.role === 'linguist' && row.reserved_by === viewer.id,
    createdAt: row.created_at.toISOString(),
    deadlineAt: iso(row.deadline_at),
    readyAt: iso(row.ready_at),
    acceptedAt: iso(row.accepted_at),
    exportType: row.export_type,
    lastExportedAt: iso(row.last_exported_at),
  };
}

export interface OrderTextRow {
  content: string;
  words: number;
  author_role: OrderTextDto['authorRole'];
  version: number;
  submitted_at: Date | null;
}

export function toOrderTextDto(row: OrderTextRow): OrderTextDto {
  return { content: row.content, words: row.words, authorRole: row.author_role, version: row.version, submittedAt: iso(row.submitted_at) };
}

export interface OrderRevisionRow {
  number: number;
  comment: string;
  requested_by: OrderRevisionDto['requestedBy'];
  requested_by_name: string | null;
  created_at: Date;
}

export function toOrderRevisionDto(row: OrderRevisionRow): OrderRevisionDto {
  return { number: row.number, comment: row.comment, requestedBy: row.requested_by, requestedByName: row.requested_by_name, createdAt: row.created_at.toISOString() };
}

export interface OrderHistoryRow {
  id: string;
  action: string;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  actor_role: OrderHistoryDto['actorRole'];
  actor_name: string | null;
  note: string | null;
  created_at: Date;
}

export function toOrderHistoryDto(row: OrderHistoryRow): OrderHistoryDto {
  return {
    id: Number(row.id),
    action: row.action,
    fromStatus: row.from_status,
    toStatus: row.to_status,
    actorRole: row.actor_role,
    actorName: row.actor_name,
    note: row.note,
    createdAt: row.created_at.toISOString(),
  };
}
