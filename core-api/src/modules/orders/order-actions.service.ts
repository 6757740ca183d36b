import { QueryTypes, type Transaction } from 'sequelize';
import { AppError } from '@inkwell/service-kit';
import {
  AUTO_ACCEPT_WORKING_DAYS,
  MAX_REVISIONS,
  RESERVATION_MINUTES,
  countWords,
  keywordCounts,
  type CreateOrdersRequest,
  type OrderRating,
  type OrderTextDto,
} from '@inkwell/contracts';
import { findLanguageByCulture, findLevel } from '../reference/index.js';
import { findClientById, findLinguistById } from '../users/index.js';
import { assertNotBlockedByLegalCheck } from '../billing/legal-status.js';
import { amountAt, ratesForOrder } from '../pricing/index.js';
import { clientBalance } from '../ledger/index.js';
import { findClientProject } from '../projects/index.js';
import { checkTextAgainstLayout, sectionsOf, type TemplateTree } from '@inkwell/templates';
import { findBriefingForClient, findLayoutById, findLayoutForClient } from '../templates/index.js';
import { Order, OrderRevision, ordersDatabase, type TextAuthorRole } from './orders.model.js';
import { TAKEABLE_BY_LINGUIST } from './order-visibility.js';
import { MAX_TEXT_CHARS } from './order-actions.schema.js';
import {
  addWorkingDays,
  requireTransition,
  transitionsFrom,
  wrongStatus,
  type LinguistSlot,
  type OrderAction,
  type OrderTransition,
} from './order-lifecycle.js';
import {
  SYSTEM_ACTOR,
  lockOrder,
  moveOrder,
  recordHistory,
  type OrderActionResult,
  type OrderActor,
  type MoveInput,
  type OrderChanges,
  type OrderRecord,
} from './order-records.js';
import { describeMoney, releaseReservation, reserveOrderPrice, settleAcceptedOrder, settlementOf } from './order-money.js';

export type { OrderActionResult, OrderActor } from './order-records.js';

/** A client acting on its own orders, or staff acting on any order. */
export interface BackOfficeActor {
  role: 'client' | 'admin';
  id: number;
}

export interface ActionOptions {
  /** runs inside the caller's transaction (as a savepoint), e.g. the demo seed's */
  transaction?: Transaction;
}

function run<T>(options: ActionOptions, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  const sequelize = ordersDatabase();
  return options.transaction ? sequelize.transaction({ transaction: options.transaction }, work) : sequelize.transaction(work);
}

/** A transition without a guard: the locked row cannot refuse it, so no row back is a bug, not a user error. */
async function move(input: MoveInput, transaction: Transaction): Promise<OrderRecord> {
  const moved = await moveOrder(input, transaction);
  if (!moved) throw new Error(`Order ${input.order.id} did not move from ${input.order.status} while locked`);
  return moved;
}

function answer(order: OrderRecord): OrderActionResult {
  return { id: order.id, status: order.status };
}

function context(order: OrderRecord) {
  return { id: order.id, status: order.status, withProofreading: order.with_proofreading };
}

function linguistActor(linguistId: number): OrderActor {
  return { role: 'linguist', id: linguistId };
}

/** The order as the acting client or admin may see it: another client's order does not exist. */
async function lockForBackOffice(orderId: number, actor: BackOfficeActor, transaction: Transaction): Promise<OrderRecord> {
  const order = await lockOrder(orderId, transaction, actor.role === 'client' ? { clientId: actor.id } : {});
  if (!order) throw AppError.notFound('Order');
  return order;
}

// ---------------------------------------------------------------------------------------------------------
// Creating orders

async function clientGroupType(clientId: number, groupId: number, transaction: Transaction): Promise<string | null> {
  const [group] = await ordersDatabase().query<{ type: string }>('SELECT type FROM linguist_groups WHERE id = :groupId AND client_id = :clientId', {
    type: QueryTypes.SELECT,
    replacements: { groupId, clientId },
    transaction,
  });
  return group?.type ?? null;
}

async function requireOwnGroup(clientId: number, groupId: number | undefined, type: 'copywriting' | 'proofreading', field: string, transaction: Transaction) {
  if (groupId === undefined) throw AppError.badRequest(`A ${type} group is required`, field);
  const actual = await clientGroupType(clientId, groupId, transaction);
  if (actual === null) throw AppError.badRequest(`Group ${groupId} is not one of your linguist groups`, field);
  if (actual !== type) throw AppError.badRequest(`Group ${groupId} is a ${actual} group; this needs a ${type} group`, field);
  return groupId;
}

async function requireDirectLinguist(clientId: number, linguistId: number | undefined, transaction: Transaction): Promise<number> {
  if (linguistId === undefined) throw AppError.badRequest('A direct order names its linguist', 'linguistId');
  const linguist = await findLinguistById(linguistId, transaction);
  if (!linguist) throw AppError.badRequest(`Linguist ${linguistId} does not exist`, 'linguistId');
  if (linguist.status !== 'ACTIVE') throw AppError.badRequest(`Linguist ${linguistId} is not active`, 'linguistId');
  const [blocked] = await ordersDatabase().query(
    "SELECT 1 FROM client_linguist_relations WHERE client_id = :clientId AND linguist_id = :linguistId AND relation = 'BLOCKED'",
    { type: QueryTypes.SELECT, replacements: { clientId, linguistId }, transaction },
  );
  if (blocked) throw AppError.badRequest(`You have blocked linguist ${linguistId}`, 'linguistId');
  return linguistId;
}

/** The foreign keys only know the row exists; the briefing must be the client's or a system one, the layout the client's. */
async function requireUsableTemplates(clientId: number, request: CreateOrdersRequest, transaction: Transaction): Promise<void> {
  const { briefingId, layoutId } = request;
  if (briefingId !== undefined && !(await findBriefingForClient(clientId, briefingId, transaction))) {
    const message = `Briefing ${briefingId} is neither one of your briefings nor a system briefing`;
    throw AppError.unprocessable(message, { briefingId: [message] });
  }
  if (layoutId !== undefined && !(await findLayoutForClient(clientId, layoutId, transaction))) {
    const message = `Layout ${layoutId} is not one of your layouts`;
    throw AppError.unprocessable(message, { layoutId: [message] });
  }
}

function checkWordRanges(request: CreateOrdersRequest): void {
  const details: Record<string, string[]> = {};
  if (!request.orders.length) details.orders = ['must contain at least 1 order'];
  request.orders.forEach(({ minWords, maxWords }, i) => {
    if (!Number.isSafeInteger(minWords) || minWords < 1) (details[`orders.${i}.minWords`] ??= []).push('must be at least 1');
    if (!Number.isSafeInteger(maxWords) || maxWords > 100_000) (details[`orders.${i}.maxWords`] ??= []).push('must be at most 100000');
    if (maxWords < minWords) (details[`orders.${i}.maxWords`] ??= []).push(`must be at least minWords (${minWords})`);
  });
  if (Object.keys(details).length) throw AppError.validation(details);
}

/**
 * Creates a batch of orders in a project of the client (the wizard's review step), in one transaction.
 * Rates are copied onto each order; a prepaid client's available money must cover every order's maximum
 * gross price, which is reserved per order.
 *
 * @throws AppError 404 for another client's project; 400 naming the field for an unknown language, level,
 *   group or linguist; 422 naming `briefingId`/`layoutId` for a briefing or layout the client may not use;
 *   422 when the available balance is too low (and then no order is written); 403 when the client's legal
 *   check found its billing information INVALID
 */
export async function createOrders(
  clientId: number,
  projectId: number,
  request: CreateOrdersRequest,
  options: ActionOptions = {},
): Promise<{ ids: number[] }> {
  return run(options, async (transaction) => {
    const project = await findClientProject(clientId, projectId, transaction);
    if (!project) throw AppError.notFound('Project');
    const client = await findClientById(clientId, transaction);
    if (!client) throw AppError.notFound('Client');
    await assertNotBlockedByLegalCheck(clientId, transaction);
    const language = await findLanguageByCulture(request.language, { transaction });
    if (!language) throw AppError.badRequest(`Unknown language ${request.language}`, 'language');
    const level = await findLevel(request.level, { transaction });
    if (!level) throw AppError.badRequest(`Unknown level ${request.level}`, 'level');
    checkWordRanges(request);
    await requireUsableTemplates(clientId, request, transaction);

    const writerGroupId = request.type === 'GO' ? await requireOwnGroup(clientId, request.groupId, 'copywriting', 'groupId', transaction) : null;
    const directLinguistId = request.type === 'DO' ? await requireDirectLinguist(clientId, request.linguistId, transaction) : null;
    const proofreading = request.proofreading ?? null;
    const proofreaderGroupId =
      proofreading?.assignment === 'group'
        ? await requireOwnGroup(clientId, proofreading.groupId, 'proofreading', 'proofreading.groupId', transaction)
        : null;

    const rates = await ratesForOrder(
      { clientId, languageId: language.id, level: level.code, withProofreading: proofreading !== null, type: request.type, linguistId: directLinguistId },
      transaction,
    );
    const prepaid = client.invoicing === 'deposit';
    const priced = request.orders.map((item) => ({
      item,
      min: amountAt(item.minWords, rates.clientPricePerWord, rates.vat).gross,
      max: amountAt(item.maxWords, rates.clientPricePerWord, rates.vat).gross,
    }));
    const total = priced.reduce((sum, p) => sum + p.max, 0n);

    const ids: number[] = [];
    let reservedHere = 0n;
    for (const { item, min, max } of priced) {
      const order = await Order.create(
        {
          clientId,
          projectId: project.id,
          title: item.title,
          type: request.type,
          levelCode: level.code,
          languageId: language.id,
          withProofreading: proofreading !== null,
          proofreadingAssignment: proofreading?.assignment ?? null,
          writerGroupId,
          proofreaderGroupId,
          directLinguistId,
          minWords: item.minWords,
          maxWords: item.maxWords,
          processingDays: request.processingDays,
          keywords: item.keywords ?? [],
          comment: item.comment ?? null,
          briefingId: request.briefingId ?? null,
          layoutId: request.layoutId ?? null,
          currency: rates.currency,
          vat: rates.vat,
          clientPricePerWord: rates.clientPricePerWord,
          writerPayPerWord: rates.writerPayPerWord,
          proofreaderPayPerWord: rates.proofreaderPayPerWord,
          priceMin: min.toString(),
          priceMax: max.toString(),
          reservedAmount: prepaid ? max.toString() : '0',
        },
        { transaction },
      );
      await recordHistory({ orderId: order.id, action: 'create', from: null, to: 'open', actor: { role: 'client', id: clientId }, note: null }, transaction);
      if (prepaid) {
        try {
          await reserveOrderPrice({ id: order.id, clientId, currency: rates.currency, amount: max }, transaction);
          reservedHere += max;
        } catch (err) {
          if (err instanceof AppError && err.httpStatus === 422) {
            // what the client had before this request: its earlier orders' reservations are rolled back with it
            const available = (await clientBalance(clientId, rates.currency, transaction)).available + reservedHere;
            const needs = request.orders.length === 1 ? 'this order needs' : `these ${request.orders.length} orders need`;
            const possessive = request.orders.length === 1 ? 'its' : 'their';
            throw AppError.unprocessable(
              `Available balance is too low: ${needs} ${describeMoney(total, rates.currency)} at ${possessive} maximum words, ` +
                `${describeMoney(available, rates.currency)} available`,
            );
          }
          throw err;
        }
      }
      ids.push(order.id);
    }
    return { ids };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Linguists

/** The same columns as `orders`, with the status and reservation replaced: "could I take it at this stage". */
function eligibleAtStage(stage: 'open' | 'ready_for_pr'): string {
  return `EXISTS (
    SELECT 1 FROM (
      SELECT x.id, x.client_id, x.type, x.language_id, x.level_code, x.writer_group_id, x.proofreader_group_id,
             x.direct_linguist_id, x.writer_id, x.proofreader_id, x.proofreading_assignment,
             '${stage}'::text AS status, NULL::timestamptz AS reserved_until, NULL::integer AS reserved_by
        FROM orders x WHERE x.id = :orderId
    ) o WHERE ${TAKEABLE_BY_LINGUIST})`;
}

/**
 * A linguist knows an order they work on or were offered, and orders the pool would show them at some
 * stage (whoever took it since): those answer 409 or 403 with a reason. Any other order answers 404, so
 * nothing is revealed about other linguists' or clients' work.
 */
async function linguistKnows(order: OrderRecord, linguistId: number, transaction: Transaction): Promise<boolean> {
  if ([order.writer_id, order.proofreader_id, order.direct_linguist_id, order.reserved_by].includes(linguistId)) return true;
  const [row] = await ordersDatabase().query<{ eligible: boolean }>(
    `SELECT (${eligibleAtStage('open')} OR ${eligibleAtStage('ready_for_pr')}) AS eligible`,
    { type: QueryTypes.SELECT, replacements: { orderId: order.id, linguistId }, transaction },
  );
  return row?.eligible === true;
}

async function lockForLinguist(orderId: number, linguistId: number, transaction: Transaction, readOnly = false): Promise<OrderRecord> {
  const order = await lockOrder(orderId, transaction, { readOnly });
  if (!order || !(await linguistKnows(order, linguistId, transaction))) throw AppError.notFound('Order');
  return order;
}

function holdsSlot(order: OrderRecord, slot: LinguistSlot | undefined, linguistId: number): boolean {
  switch (slot) {
    case 'writer':
      return order.writer_id === linguistId;
    case 'proofreader':
      return order.proofreader_id === linguistId;
    case 'direct':
      return order.type === 'DO' && order.direct_linguist_id === linguistId;
    case 'reservation':
      return order.reserved_by === linguistId && order.reservation_live;
    default:
      return false;
  }
}

/** The row of an action the linguist performs in a role they already hold (submit, release, decline). */
function heldTransition(order: OrderRecord, action: OrderAction, linguistId: number): OrderTransition {
  const candidates = transitionsFrom(action, 'linguist', order.status, context(order));
  if (!candidates.length) throw wrongStatus(order.id, order.status, action, 'linguist');
  const transition = candidates.find((t) => holdsSlot(order, t.slot, linguistId));
  if (transition) return transition;
  if (candidates.every((t) => t.slot === 'reservation')) throw AppError.conflict(`You hold no reservation on order ${order.id}`);
  if (candidates.every((t) => t.slot === 'direct')) throw AppError.forbidden('Only the linguist a direct order is addressed to may decline it');
  throw AppError.forbidden(`Order ${order.id} is assigned to another linguist`);
}

/** The row of take or reserve; a losing racer learns that someone else was faster. */
function offeredTransition(order: OrderRecord, action: 'take' | 'reserve', linguistId: number): OrderTransition {
  const [transition] = transitionsFrom(action, 'linguist', order.status, context(order));
  if (transition) return transition;
  const takenByOther =
    (order.status === 'processing_cw' && order.writer_id !== linguistId) ||
    (order.status === 'processing_pr' && order.proofreader_id !== linguistId);
  if (takenByOther) throw AppError.conflict('This order has just been taken by someone else');
  throw wrongStatus(order.id, order.status, action, 'linguist');
}

/** Why TAKEABLE_BY_LINGUIST refused a row whose status was right. */
function notOffered(order: OrderRecord, linguistId: number): AppError {
  if (order.reservation_live && order.reserved_by !== linguistId && order.reserved_until) {
    return AppError.conflict(`Order ${order.id} is reserved by another linguist until ${order.reserved_until.toISOString()}`);
  }
  return AppError.forbidden(`Order ${order.id} is not offered to you at this stage`);
}

const ASSIGNEE_COLUMN: Record<'writer' | 'proofreader', string> = { writer: 'writer_id', proofreader: 'proofreader_id' };

function assigneeRole(slot: LinguistSlot | undefined): TextAuthorRole {
  if (slot !== 'writer' && slot !== 'proofreader') throw new Error(`Slot ${String(slot)} is not a text author`);
  return slot;
}

async function deleteDraft(orderId: number, role: TextAuthorRole, transaction: Transaction): Promise<void> {
  await ordersDatabase().query('DELETE FROM order_texts WHERE order_id = :orderId AND author_role = :role AND version = 0', {
    replacements: { orderId, role },
    transaction,
  });
}

/** Gives the stage back: the assignee, their deadline and their unsubmitted draft go. */
async function unassign(order: OrderRecord, slot: LinguistSlot | undefined, transaction: Transaction): Promise<OrderChanges> {
  const role = assigneeRole(slot);
  await deleteDraft(order.id, role, transaction);
  return { set: [`${ASSIGNEE_COLUMN[role]} = NULL`, 'deadline_at = NULL'] };
}

/**
 * Takes an open order as its writer (→ processing_cw) or a written one as its proofreader (→ processing_pr),
 * with a deadline of the order's processing days. Of simultaneous takers exactly one wins.
 *
 * @throws AppError 409 'This order has just been taken by someone else' to the others
 */
export async function takeOrder(linguistId: number, orderId: number, options: ActionOptions = {}): Promise<OrderActionResult> {
  return run(options, async (transaction) => {
    const order = await lockForLinguist(orderId, linguistId, transaction);
    const transition = offeredTransition(order, 'take', linguistId);
    const moved = await moveOrder(
      {
        order,
        transition,
        actor: linguistActor(linguistId),
        changes: {
          set: [
            `${ASSIGNEE_COLUMN[assigneeRole(transition.slot)]} = :linguistId`,
            'deadline_at = now() + make_interval(days => o.processing_days)',
            'reserved_by = NULL',
            'reserved_until = NULL',
          ],
          guard: TAKEABLE_BY_LINGUIST,
          replacements: { linguistId },
        },
      },
      transaction,
    );
    if (!moved) throw notOffered(order, linguistId);
    return answer(moved);
  });
}

/** Holds an open order for RESERVATION_MINUTES: nobody else can take it meanwhile. */
export async function reserveOrder(linguistId: number, orderId: number, options: ActionOptions = {}): Promise<OrderActionResult> {
  return run(options, async (transaction) => {
    const order = await lockForLinguist(orderId, linguistId, transaction);
    const transition = offeredTransition(order, 'reserve', linguistId);
    const moved = await moveOrder(
      {
        order,
        transition,
        actor: linguistActor(linguistId),
        changes: {
          set: ['reserved_by = :linguistId', 'reserved_until = now() + make_interval(mins => :minutes)'],
          guard: TAKEABLE_BY_LINGUIST,
          replacements: { linguistId, minutes: RESERVATION_MINUTES },
        },
        note: `for ${RESERVATION_MINUTES} minutes`,
      },
      transaction,
    );
    if (!moved) throw notOffered(order, linguistId);
    return answer(moved);
  });
}

/** Gives a taken order back (processing_cw → open, processing_pr → ready_for_pr) or drops my reservation. */
export async function releaseOrder(linguistId: number, orderId: number, options: ActionOptions = {}): Promise<OrderActionResult> {
  return run(options, async (transaction) => {
    const order = await lockForLinguist(orderId, linguistId, transaction);
    const transition = heldTransition(order, 'release', linguistId);
    const changes = transition.slot === 'reservation' ? { set: ['reserved_by = NULL', 'reserved_until = NULL'] } : await unassign(order, transition.slot, transaction);
    return answer(await move({ order, transition, actor: linguistActor(linguistId), changes }, transaction));
  });
}

/** Declines a direct order addressed to me: it is canceled and the client's reservation released. */
export async function declineDirectOrder(linguistId: number, orderId: number, options: ActionOptions = {}): Promise<OrderActionResult> {
  return run(options, async (transaction) => {
    const order = await lockForLinguist(orderId, linguistId, transaction);
    const transition = heldTransition(order, 'decline', linguistId);
    return answer(await finishWithRelease(order, transition, linguistActor(linguistId), null, transaction));
  });
}

function wordsProblem(order: OrderRecord, words: number): string | null {
  if (words >= order.min_words && words <= order.max_words) return null;
  return `The text has ${words} words; this order needs ${order.min_words} to ${order.max_words}`;
}

async function nextVersion(orderId: number, transaction: Transaction): Promise<number> {
  const [row] = await ordersDatabase().query<{ next: number }>(
    'SELECT COALESCE(max(version), 0) + 1 AS next FROM order_texts WHERE order_id = :orderId',
    { type: QueryTypes.SELECT, replacements: { orderId }, transaction },
  );
  return Number(row?.next ?? 1);
}

/** A text as a linguist sends it: whole, or (an order with a layout) by section, section name → text. */
export type TextInput = string | { sections: Record<string, string> };

/** What order_texts stores of a text: `content` is what every reader shows, `sections` only for a layout's text. */
interface StoredText {
  content: string;
  words: number;
  sections: Record<string, string> | null;
}

async function layoutOf(order: OrderRecord, transaction: Transaction): Promise<TemplateTree | null> {
  // lockOrder selects o.*, so the row carries the layout column although OrderRecord does not name it
  const layoutId = (order as OrderRecord & { layout_id?: number | null }).layout_id ?? null;
  if (layoutId === null) return null;
  const layout = await findLayoutById(layoutId, transaction);
  if (!layout) throw new Error(`Order ${order.id} refers to layout ${layoutId}, which does not exist`);
  return layout.tree;
}

/**
 * The sections joined into one text, in layout order (then any the layout does not know): each section's
 * name as a heading line, a blank line, its text; a blank line between sections. Empty sections are left out.
 */
function joinSections(layout: TemplateTree, sections: Readonly<Record<string, string>>): string {
  const layoutNames = sectionsOf(layout).map((section) => section.name);
  const names = [...layoutNames.filter((name) => Object.hasOwn(sections, name)), ...Object.keys(sections).filter((name) => !layoutNames.includes(name))];
  return names
    .map((name) => ({ name, text: (sections[name] ?? '').trim() }))
    .filter(({ text }) => text !== '')
    .map(({ name, text }) => `${name}\n\n${text}`)
    .join('\n\n');
}

/**
 * The text to store for the order. An order without a layout takes a whole text only; one with a layout takes
 * its text by section (and, for a draft, also a whole text, as drafts saved before the layout editor were).
 */
function storedText(order: OrderRecord, layout: TemplateTree | null, input: TextInput, forSubmit: boolean): StoredText {
  if (typeof input === 'string') {
    if (layout && forSubmit) throw AppError.badRequest(`Order ${order.id} has a layout; submit its text by section`, 'sections');
    return { content: input, words: countWords(input), sections: null };
  }
  if (!layout) throw AppError.badRequest(`Order ${order.id} has no layout; send its text as a whole`, 'sections');
  const content = joinSections(layout, input.sections);
  if (content.length > MAX_TEXT_CHARS) {
    throw AppError.badRequest(`The text has ${content.length} characters with its section headings; at most ${MAX_TEXT_CHARS} are allowed`, 'sections');
  }
  const words = Object.values(input.sections).reduce((sum, sectionText) => sum + countWords(sectionText), 0);
  return { content, words, sections: { ...input.sections } };
}

/**
 * The submit check: the whole text within the order's min..max (field `text`) and, for a layout's text, each
 * section within its own (fields `sections.<name>`, one message per section). All problems are named at once.
 */
function checkSubmittedText(order: OrderRecord, layout: TemplateTree | null, text: StoredText): void {
  const details: Record<string, string[]> = {};
  if (layout && text.sections) {
    for (const problem of checkTextAgainstLayout(layout, text.sections, countWords)) {
      (details[`sections.${problem.section}`] ??= []).push(problem.message);
    }
  }
  const overall = wordsProblem(order, text.words);
  if (overall) details.text = [overall];
  const messages = Object.values(details).flat();
  if (!messages.length) return;
  throw AppError.unprocessable(messages.join('; '), details);
}

/**
 * Submits my text: the writer's goes to proofreading or to the client, the proofreader's to the client. The
 * text becomes the next version and my draft is gone. An order with a layout takes its text by section.
 *
 * @throws AppError 422 'The text has N words; this order needs MIN to MAX' (field `text`), and for a layout's
 *   text one message per section that breaks it (fields `sections.<name>`); nothing is written then
 * @throws AppError 400 (field `sections`) for sections on an order without a layout, or a whole text on one with
 */
export async function submitText(linguistId: number, orderId: number, input: TextInput, options: ActionOptions = {}): Promise<OrderActionResult> {
  return run(options, async (transaction) => {
    const order = await lockForLinguist(orderId, linguistId, transaction);
    const transition = heldTransition(order, 'submit', linguistId);
    const layout = await layoutOf(order, transaction);
    const text = storedText(order, layout, input, true);
    checkSubmittedText(order, layout, text);
    const role = assigneeRole(transition.slot);
    await ordersDatabase().query(
      `INSERT INTO order_texts (order_id, author_id, author_role, version, content, words, sections, submitted_at)
       VALUES (:orderId, :linguistId, :role, :version, :content, :words, CAST(:sections AS jsonb), now())`,
      {
        replacements: {
          orderId,
          linguistId,
          role,
          version: await nextVersion(orderId, transaction),
          content: text.content,
          words: text.words,
          sections: text.sections && JSON.stringify(text.sections),
        },
        transaction,
      },
    );
    await deleteDraft(orderId, role, transaction);
    const set = ['deadline_at = NULL'];
    if (transition.to === 'ready_for_client') set.push('ready_at = now()');
    // Back to the proofreading pool after a revision: whoever proofreads the new version is paid for it.
    if (transition.to === 'ready_for_pr') set.push('proofreader_id = NULL');
    return answer(await move({ order, transition, actor: linguistActor(linguistId), changes: { set }, note: `${text.words} words` }, transaction));
  });
}

/** Saves my working draft (version 0) of the stage I work on, replacing the previous one; a layout's draft by section. */
export async function saveDraft(linguistId: number, orderId: number, input: TextInput, options: ActionOptions = {}): Promise<OrderTextDto> {
  return run(options, async (transaction) => {
    const order = await lockForLinguist(orderId, linguistId, transaction);
    const role = assigneeRole(heldTransition(order, 'submit', linguistId).slot);
    const text = storedText(order, await layoutOf(order, transaction), input, false);
    const [draft] = await ordersDatabase().query<{
      content: string;
      words: number;
      sections: Record<string, string> | null;
      author_role: TextAuthorRole;
      version: number;
    }>(
      `INSERT INTO order_texts (order_id, author_id, author_role, version, content, words, sections, submitted_at)
       VALUES (:orderId, :linguistId, :role, 0, :content, :words, CAST(:sections AS jsonb), NULL)
       ON CONFLICT (order_id, author_role, version)
       DO UPDATE SET author_id = EXCLUDED.author_id, content = EXCLUDED.content, words = EXCLUDED.words,
                     sections = EXCLUDED.sections, updated_at = now()
       RETURNING content, words, sections, author_role, version`,
      {
        type: QueryTypes.SELECT,
        replacements: { orderId, linguistId, role, content: text.content, words: text.words, sections: text.sections && JSON.stringify(text.sections) },
        transaction,
      },
    );
    if (!draft) throw new Error(`Saving the draft of order ${orderId} returned no row`);
    const saved: OrderTextDto = { content: draft.content, words: draft.words, authorRole: draft.author_role, version: draft.version, submittedAt: null };
    return draft.sections ? { ...saved, sections: draft.sections } : saved;
  });
}

/** Word count and keyword use of a text, as the submit check and the client will count them. */
export async function textInformation(
  linguistId: number,
  orderId: number,
  text: string,
): Promise<{ wordsCount: number; keywords: { keyword: string; count: number }[] }> {
  const order = await run({}, (transaction) => lockForLinguist(orderId, linguistId, transaction, true));
  return { wordsCount: countWords(text), keywords: keywordCounts(text, order.keywords) };
}

// ---------------------------------------------------------------------------------------------------------
// Clients and staff

/** Ends an order without charging it: canceled or rejected, and whatever it holds goes back to the client. */
async function finishWithRelease(
  order: OrderRecord,
  transition: OrderTransition,
  actor: OrderActor,
  note: string | null,
  transaction: Transaction,
  extra: OrderChanges = {},
): Promise<OrderRecord> {
  const moved = await move(
    {
      order,
      transition,
      actor,
      note,
      changes: {
        set: ['reserved_amount = 0', 'completed_at = now()', 'reserved_by = NULL', 'reserved_until = NULL', ...(extra.set ?? [])],
        replacements: extra.replacements,
      },
    },
    transaction,
  );
  await releaseReservation(order, transaction);
  return moved;
}

async function acceptedTextWords(orderId: number, transaction: Transaction): Promise<number> {
  const [text] = await ordersDatabase().query<{ words: number }>(
    'SELECT words FROM order_texts WHERE order_id = :orderId AND version > 0 ORDER BY version DESC LIMIT 1',
    { type: QueryTypes.SELECT, replacements: { orderId }, transaction },
  );
  if (!text) throw new Error(`Order ${orderId} is ready for the client without a submitted text`);
  return text.words;
}

async function acceptLocked(order: OrderRecord, actor: OrderActor, rating: OrderRating | null, note: string | null, transaction: Transaction) {
  const transition = requireTransition(context(order), 'accept', actor.role);
  const settlement = settlementOf(order, await acceptedTextWords(order.id, transaction));
  const moved = await move(
    {
      order,
      transition,
      actor,
      note,
      changes: {
        set: [
          'final_words = :finalWords',
          'price_final = :priceFinal',
          'reserved_amount = 0',
          'accepted_at = now()',
          'completed_at = now()',
          'rating_content = :content',
          'rating_form = :form',
          'rating_readability = :readability',
          'rating_communication = :communication',
        ],
        replacements: {
          finalWords: settlement.finalWords,
          priceFinal: settlement.gross.toString(),
          content: rating?.content ?? null,
          form: rating?.form ?? null,
          readability: rating?.readability ?? null,
          communication: rating?.communication ?? null,
        },
      },
    },
    transaction,
  );
  await settleAcceptedOrder(order, settlement, transaction);
  return moved;
}

function describeRating(rating: OrderRating | null): string | null {
  if (!rating) return null;
  return `rated content ${rating.content}, form ${rating.form}, readability ${rating.readability}, communication ${rating.communication}`;
}

/**
 * Accepts the text: final words are the accepted text's words clamped to min..max; the client is charged
 * (prepaid) or gets an invoice position (postpaid); the writer and proofreader are credited. Staff may accept
 * for the client, with or without a rating.
 */
export async function acceptOrder(
  actor: BackOfficeActor,
  orderId: number,
  rating: OrderRating | null,
  options: ActionOptions = {},
): Promise<OrderActionResult> {
  return run(options, async (transaction) => {
    const order = await lockForBackOffice(orderId, actor, transaction);
    return answer(await acceptLocked(order, actor, rating, describeRating(rating), transaction));
  });
}

/** Sends the text back to its writer with a comment; at most MAX_REVISIONS times per order. */
export async function reviseOrder(actor: BackOfficeActor, orderId: number, comment: string, options: ActionOptions = {}): Promise<OrderActionResult> {
  return run(options, async (transaction) => {
    const order = await lockForBackOffice(orderId, actor, transaction);
    const transition = requireTransition(context(order), 'revise', actor.role);
    if (order.revisions_count >= MAX_REVISIONS) {
      throw AppError.unprocessable(`Order ${order.id} has had ${order.revisions_count} revisions; at most ${MAX_REVISIONS} can be requested`);
    }
    await OrderRevision.create({ orderId: order.id, number: order.revisions_count + 1, comment }, { transaction });
    const moved = await move(
      {
        order,
        transition,
        actor,
        note: comment,
        changes: { set: ['revisions_count = revisions_count + 1', 'ready_at = NULL', 'deadline_at = now() + make_interval(days => o.processing_days)'] },
      },
      transaction,
    );
    return answer(moved);
  });
}

/**
 * A client asks to reject the text (only after at least one revision); staff then confirm or decline. Staff
 * rejecting reject directly, and the reservation is released.
 */
export async function rejectOrder(actor: BackOfficeActor, orderId: number, reason: string, options: ActionOptions = {}): Promise<OrderActionResult> {
  return run(options, async (transaction) => {
    const order = await lockForBackOffice(orderId, actor, transaction);
    const transition = requireTransition(context(order), 'reject', actor.role);
    const reasonChange = { set: ['rejection_reason = :reason'], replacements: { reason } };
    if (transition.to === 'rejected') return answer(await finishWithRelease(order, transition, actor, reason, transaction, reasonChange));
    if (order.revisions_count < 1) {
      throw AppError.unprocessable(`Order ${order.id} can be rejected only after at least one revision; ask for a revision first`);
    }
    return answer(await move({ order, transition, actor, note: reason, changes: reasonChange }, transaction));
  });
}

/** Staff agree with the client's rejection: rejected, reservation released. */
export async function confirmRejection(adminId: number, orderId: number, options: ActionOptions = {}): Promise<OrderActionResult> {
  return run(options, async (transaction) => {
    const actor: BackOfficeActor = { role: 'admin', id: adminId };
    const order = await lockForBackOffice(orderId, actor, transaction);
    const transition = requireTransition(context(order), 'confirm_rejection', 'admin');
    return answer(await finishWithRelease(order, transition, actor, null, transaction));
  });
}

/** Staff decline the client's rejection: the text is ready for the client again, with a fresh auto-accept period. */
export async function declineRejection(adminId: number, orderId: number, options: ActionOptions = {}): Promise<OrderActionResult> {
  return run(options, async (transaction) => {
    const actor: BackOfficeActor = { role: 'admin', id: adminId };
    const order = await lockForBackOffice(orderId, actor, transaction);
    const transition = requireTransition(context(order), 'decline_rejection', 'admin');
    return answer(await move({ order, transition, actor, changes: { set: ['ready_at = now()'] } }, transaction));
  });
}

/** Clients cancel open orders; staff cancel any order that is not final. The reservation is released. */
export async function cancelOrder(actor: BackOfficeActor, orderId: number, options: ActionOptions = {}): Promise<OrderActionResult> {
  return run(options, async (transaction) => {
    const order = await lockForBackOffice(orderId, actor, transaction);
    const transition = requireTransition(context(order), 'cancel', actor.role);
    return answer(await finishWithRelease(order, transition, actor, null, transaction));
  });
}

/** Staff take the order away from the linguist working on it: the writer's stage reopens, the proofreader's waits again. */
export async function unassignLinguist(adminId: number, orderId: number, linguistId: number, options: ActionOptions = {}): Promise<OrderActionResult> {
  return run(options, async (transaction) => {
    const actor: BackOfficeActor = { role: 'admin', id: adminId };
    const order = await lockForBackOffice(orderId, actor, transaction);
    const candidates = transitionsFrom('unassign', 'admin', order.status, context(order));
    if (!candidates.length) throw wrongStatus(order.id, order.status, 'unassign', 'admin');
    const transition = candidates.find((t) => holdsSlot(order, t.slot, linguistId));
    if (!transition) throw AppError.conflict(`Linguist ${linguistId} is not working on order ${order.id}, which is ${order.status}`);
    const changes = await unassign(order, transition.slot, transaction);
    return answer(await move({ order, transition, actor, changes, note: `linguist ${linguistId} unassigned` }, transaction));
  });
}

export interface OrderEdit {
  title?: string;
  comment?: string | null;
  keywords?: string[];
}

/** Changes the title, comment or keywords while nobody works on the order yet. */
export async function editOrder(clientId: number, orderId: number, edit: OrderEdit, options: ActionOptions = {}): Promise<OrderActionResult> {
  return run(options, async (transaction) => {
    const actor: BackOfficeActor = { role: 'client', id: clientId };
    const order = await lockForBackOffice(orderId, actor, transaction);
    const transition = requireTransition(context(order), 'edit', 'client');
    const set: string[] = [];
    if (edit.title !== undefined) set.push('title = :title');
    if (edit.comment !== undefined) set.push('comment = :comment');
    if (edit.keywords !== undefined) set.push('keywords = ARRAY(SELECT jsonb_array_elements_text(CAST(:keywords AS jsonb)))');
    const changed = Object.keys(edit).filter((key) => edit[key as keyof OrderEdit] !== undefined);
    const moved = await move(
      {
        order,
        transition,
        actor,
        note: changed.length ? `changed ${changed.join(', ')}` : null,
        changes: { set, replacements: { title: edit.title ?? null, comment: edit.comment ?? null, keywords: JSON.stringify(edit.keywords ?? []) } },
      },
      transaction,
    );
    return answer(moved);
  });
}

// ---------------------------------------------------------------------------------------------------------
// The system (jobs/order-sweeps.ts calls these, one transaction per order)

/**
 * Gives a taken order back when its deadline passed by `now`. Answers null when the order is no longer due
 * or another transaction holds it (the next sweep looks again).
 */
export async function expireDeadline(orderId: number, now: Date): Promise<OrderActionResult | null> {
  return run({}, async (transaction) => {
    const order = await lockOrder(orderId, transaction, { skipLocked: true });
    if (!order?.deadline_at || order.deadline_at > now) return null;
    const [transition] = transitionsFrom('expire', 'system', order.status, context(order));
    if (!transition) return null;
    const changes = await unassign(order, transition.slot, transaction);
    const note = `deadline ${order.deadline_at.toISOString()} passed`;
    return answer(await move({ order, transition, actor: SYSTEM_ACTOR, changes, note }, transaction));
  });
}

/** Accepts a ready order the client left alone for AUTO_ACCEPT_WORKING_DAYS working days by `now`, without a rating. */
export async function autoAcceptReadyOrder(orderId: number, now: Date): Promise<OrderActionResult | null> {
  return run({}, async (transaction) => {
    const order = await lockOrder(orderId, transaction, { skipLocked: true });
    if (order?.status !== 'ready_for_client' || !order.ready_at) return null;
    if (addWorkingDays(order.ready_at, AUTO_ACCEPT_WORKING_DAYS) > now) return null;
    const note = `accepted automatically ${AUTO_ACCEPT_WORKING_DAYS} working days after it was ready`;
    return answer(await acceptLocked(order, SYSTEM_ACTOR, null, note, transaction));
  });
}
