import { QueryTypes, type Transaction } from 'sequelize';
import { AppError } from '@inkwell/service-kit';
import {
  keywordCounts,
  PLAGIARISM_HIT_SHARE,
  type AiCheckProvider,
  type AiCheckResult,
  type OrderStatus,
  type PlagiarismDismissal,
  type PlagiarismResult,
  type TextInformation,
  type TextPreview,
} from '@inkwell/contracts';
import { escapeHtml, sectionsOf } from '@inkwell/templates';
import type { Caller } from '../../http/authenticate.js';
import { listAiChecks, requestAiCheck, type QueueAiCheck } from '../ai/index.js';
import { findSimilarTexts, type PlagiarismFindings } from '../plagiarism/index.js';
import { findLayoutById } from '../templates/index.js';
import { OrderHistory, ordersDatabase } from './orders.model.js';
import { inOrderTransaction } from './order-action-steps.js';
import { CLIENT_READABLE_TEXT_STATUSES } from './order-queries.sql.js';
import { getOrderText, visibleTo } from './order-queries.service.js';

/**
 * An order's text checks (decision 047) for whoever may read the order: the AI-text check (client and staff), the
 * plagiarism check (staff, the assigned linguists, the client once the text is theirs to read), and the text's
 * information and preview. Another client's order, or one a linguist may not see, answers 404 like a missing one.
 */

interface CheckedOrder {
  id: number;
  client_id: number;
  status: OrderStatus;
  writer_id: number | null;
  proofreader_id: number | null;
  keywords: string[];
}

interface SubmittedText {
  id: number;
  content: string;
}

async function visibleOrder(caller: Caller, orderId: number, transaction?: Transaction, lock = false): Promise<CheckedOrder> {
  const conditions = visibleTo(caller).add('o.id = :orderId', { orderId });
  const [order] = await ordersDatabase().query<CheckedOrder>(
    `SELECT o.id, o.client_id, o.status, o.writer_id, o.proofreader_id, o.keywords FROM orders o WHERE ${conditions.sql} ${lock ? 'FOR UPDATE OF o' : ''}`,
    { type: QueryTypes.SELECT, replacements: conditions.replacements, transaction },
  );
  if (!order) throw AppError.notFound('Order');
  return order;
}

/** The latest submitted text, if the caller may read it: staff always, a client once it is ready, a linguist who works on the order. */
async function checkedText(caller: Caller, order: CheckedOrder, transaction?: Transaction): Promise<SubmittedText | null> {
  if (caller.role === 'client' && !CLIENT_READABLE_TEXT_STATUSES.includes(order.status)) return null;
  if (caller.role === 'linguist' && order.writer_id !== caller.id && order.proofreader_id !== caller.id) return null;
  const [text] = await ordersDatabase().query<SubmittedText>(
    `SELECT t.id, t.content FROM order_texts t WHERE t.order_id = :orderId AND t.version > 0 ORDER BY t.submitted_at DESC, t.id DESC LIMIT 1`,
    { type: QueryTypes.SELECT, replacements: { orderId: order.id }, transaction },
  );
  return text ?? null;
}

/** GET /{client,admin}/order/:id/ai-check */
export async function getAiChecks(caller: Caller, orderId: number, historic?: boolean): Promise<AiCheckResult[]> {
  await visibleOrder(caller, orderId);
  return listAiChecks(orderId, historic);
}

export interface AiCheckDeps {
  provider: AiCheckProvider;
  queue: QueueAiCheck;
}

/**
 * POST /{client,admin}/order/:id/ai-check: requests a check of the order's latest submitted text, run by a job.
 *
 * @throws AppError 409 without a submitted text the caller may read, while a check runs, or when the text already has one
 */
export async function createAiCheck(deps: AiCheckDeps, caller: Caller, orderId: number): Promise<AiCheckResult> {
  if (caller.role === 'linguist') throw AppError.notFound('Order');
  const role = caller.role;
  return inOrderTransaction({}, async (transaction) => {
    const order = await visibleOrder(caller, orderId, transaction, true);
    const text = await checkedText(caller, order, transaction);
    if (!text) throw AppError.conflict(`Order ${orderId} has no submitted text to check yet.`);
    return requestAiCheck({ orderId, text, requestedBy: { role, id: caller.id } }, deps, transaction);
  });
}

const reachesHit = (findings: PlagiarismFindings) => findings.matches.some((match) => match.share >= PLAGIARISM_HIT_SHARE);

/** Staff's dismissal of this text's hit, if any. */
async function dismissalOf(textId: number, transaction?: Transaction): Promise<PlagiarismDismissal | null> {
  const [row] = await ordersDatabase().query<{ dismiss_reason: string; resolved_at: Date }>(
    "SELECT dismiss_reason, resolved_at FROM order_comments WHERE dismissed_text_id = :textId AND kind = 'PLAGIARISM_HIT'",
    { type: QueryTypes.SELECT, replacements: { textId }, transaction },
  );
  return row ? { reason: row.dismiss_reason, dismissedAt: row.resolved_at.toISOString() } : null;
}

function plagiarismResult(
  caller: Caller,
  orderId: number,
  text: SubmittedText | null,
  findings: PlagiarismFindings,
  titles: Map<number, string>,
  dismissal: PlagiarismDismissal | null,
): PlagiarismResult {
  const staff = caller.role === 'admin';
  return {
    orderId,
    contractorTextId: text?.id ?? null,
    words: findings.words,
    // A dismissed hit is no hit for anyone; the matches stay readable.
    hit: !dismissal && reachesHit(findings),
    dismissal,
    // Which other order matched is staff's to know: it is another client's work.
    matches: findings.matches.map((match) => ({
      orderId: staff ? match.orderId : null,
      title: staff ? (titles.get(match.orderId) ?? null) : null,
      share: match.share,
      passages: match.passages,
    })),
    checkedAt: new Date().toISOString(),
  };
}

/** GET /{client,linguist,admin}/order/:id/plagiarism: the other orders whose texts share passages with the latest text. */
export async function getPlagiarism(caller: Caller, orderId: number): Promise<PlagiarismResult> {
  const order = await visibleOrder(caller, orderId);
  const text = await checkedText(caller, order);
  const findings = text ? await findSimilarTexts(orderId, text.content) : { words: 0, matches: [] };
  const ids = findings.matches.map((match) => match.orderId);
  const titles = new Map<number, string>();
  if (caller.role === 'admin' && ids.length) {
    const rows = await ordersDatabase().query<{ id: number; title: string }>('SELECT id, title FROM orders WHERE id IN (:ids)', {
      type: QueryTypes.SELECT,
      replacements: { ids },
    });
    for (const row of rows) titles.set(row.id, row.title);
  }
  return plagiarismResult(caller, orderId, text, findings, titles, text ? await dismissalOf(text.id) : null);
}

/**
 * PUT /admin/order/:id/plagiarism/dismiss: staff judge the latest text's hit harmless. Its PLAGIARISM_HIT comment is
 * resolved with the text, the admin and the reason (the order leaves the action-required list), the history records
 * it, and the check answers hit=false to everyone until a new text is submitted.
 *
 * @throws AppError 404 for an unknown order; 409 without a submitted text, without a hit, or when this text's hit is already dismissed
 */
export async function dismissPlagiarismHit(adminId: number, orderId: number, reason: string): Promise<PlagiarismResult> {
  const caller: Caller = { role: 'admin', id: adminId };
  return inOrderTransaction({}, async (transaction) => {
    const order = await visibleOrder(caller, orderId, transaction, true);
    const text = await checkedText(caller, order, transaction);
    if (!text) throw AppError.conflict(`Order ${orderId} has no submitted text to check yet.`);
    if (await dismissalOf(text.id, transaction)) throw AppError.conflict(`The plagiarism hit of order ${orderId}'s latest text is already dismissed.`);
    const findings = await findSimilarTexts(orderId, text.content, transaction);
    if (!reachesHit(findings)) throw AppError.conflict(`Order ${orderId}'s latest text has no plagiarism hit to dismiss.`);
    const db = ordersDatabase();
    const replacements = { orderId, textId: text.id, adminId, reason };
    const [, resolved] = await db.query(
      `UPDATE order_comments SET resolved_at = now(), dismissed_text_id = :textId, dismissed_by = :adminId, dismiss_reason = :reason
        WHERE order_id = :orderId AND kind = 'PLAGIARISM_HIT' AND resolved_at IS NULL`,
      { replacements, transaction },
    );
    // A hit found before the comment existed (texts submitted before decision 047) is dismissed all the same.
    if (!resolved) {
      await db.query(
        `INSERT INTO order_comments (order_id, kind, comment, resolved_at, dismissed_text_id, dismissed_by, dismiss_reason)
         VALUES (:orderId, 'PLAGIARISM_HIT', 'Plagiarism hit found when staff dismissed it.', now(), :textId, :adminId, :reason)`,
        { replacements, transaction },
      );
    }
    await OrderHistory.create(
      { orderId, action: 'dismiss_plagiarism', fromStatus: order.status, toStatus: order.status, actorRole: 'admin', actorId: adminId, note: reason },
      { transaction },
    );
    const titles = new Map<number, string>();
    return plagiarismResult(caller, orderId, text, findings, titles, await dismissalOf(text.id, transaction));
  });
}

/**
 * After a submit (in its transaction): a text sharing at least the hit share with another order adds the comment
 * PLAGIARISM_HIT (once while one is open), which puts the order in staff's action-required list; a clean text
 * resolves an open one.
 */
export async function recordPlagiarismCheck(orderId: number, version: number, findings: PlagiarismFindings, transaction: Transaction): Promise<void> {
  const db = ordersDatabase();
  const top = findings.matches[0];
  if (!top || top.share < PLAGIARISM_HIT_SHARE) {
    await db.query(`UPDATE order_comments SET resolved_at = now() WHERE order_id = :orderId AND kind = 'PLAGIARISM_HIT' AND resolved_at IS NULL`, {
      replacements: { orderId },
      transaction,
    });
    return;
  }
  const comment = `Text version ${version} shares ${Math.round(top.share * 100)}% of its sampled passages with order ${top.orderId}.`;
  await db.query(
    `INSERT INTO order_comments (order_id, kind, comment)
     SELECT :orderId, 'PLAGIARISM_HIT', :comment
      WHERE NOT EXISTS (SELECT 1 FROM order_comments WHERE order_id = :orderId AND kind = 'PLAGIARISM_HIT' AND resolved_at IS NULL)`,
    { replacements: { orderId, comment }, transaction },
  );
}

/**
 * GET /{linguist,admin}/order/:id/text/information: the order's keywords with how often the text the caller reads uses
 * each (the linguist's own draft while she has one), and its words; POST /linguist/…/text/information asks it of the editor's text.
 */
export async function getTextInformation(caller: Caller, orderId: number): Promise<TextInformation> {
  const order = await visibleOrder(caller, orderId);
  const text = await getOrderText(ordersDatabase(), caller, orderId);
  return { keywords: keywordCounts(text.content, order.keywords), wordsCount: text.words };
}

function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** GET /{linguist,admin}/order/:id/text/preview: the text as HTML, section by section in its layout's order, every word escaped. */
export async function getTextPreview(caller: Caller, orderId: number): Promise<TextPreview> {
  const text = await getOrderText(ordersDatabase(), caller, orderId);
  const [row] = await ordersDatabase().query<{ layout_id: number | null }>('SELECT layout_id FROM orders WHERE id = :orderId', {
    type: QueryTypes.SELECT,
    replacements: { orderId },
  });
  const layout = row?.layout_id ? await findLayoutById(row.layout_id) : null;
  if (!layout || !text.sections) return { html: paragraphs(text.content), hasLayout: false };
  const sections = text.sections;
  const html = sectionsOf(layout.tree)
    .map((section) => `<section data-section="${escapeHtml(section.name)}"><h2>${escapeHtml(section.name)}</h2>${paragraphs(sections[section.name] ?? '')}</section>`)
    .join('\n');
  return { html, hasLayout: true };
}
