import type { Transaction } from 'sequelize';
import { RESERVATION_MINUTES, countWords, keywordCounts, type OrderTextDto, type OrderTextWords } from '@inkwell/contracts';
import { clientWordsFor } from '../settings/index.js';
import { TAKEABLE_BY_LINGUIST } from './order-visibility.js';
import { moveOrder, type OrderActionResult, type OrderActor, type OrderRecord } from './order-records.js';
import type { OrderTransition } from './order-lifecycle.js';
import { actionResult, inOrderTransaction, moveLockedOrder, type ActionOptions } from './order-action-steps.js';
import { ASSIGNEE_COLUMN, assigneeRole, deleteDraft, unassign } from './order-assignment.js';
import { fallBack } from './order-direct-fallback.js';
import { heldTransition, linguistActor, lockForLinguist, notOffered, offeredTransition } from './linguist-order-access.js';
import { markAiChecksHistoric } from '../ai/index.js';
import { findSimilarTexts, indexSubmittedText } from '../plagiarism/index.js';
import { recordPlagiarismCheck } from './order-text-checks.service.js';
import { checkSubmittedText, insertSubmittedText, layoutOf, stopwordsFor, storedText, upsertDraft, type TextInput } from './order-texts.js';
import { notifyOrderReady } from './order-notifications.js';

/**
 * Takes an open order as its writer (→ processing_cw) or a written one as its proofreader (→ processing_pr),
 * with a deadline of the order's processing days. Of simultaneous takers exactly one wins.
 *
 * @throws AppError 409 'This order has just been taken by someone else' to the others
 */
export async function takeOrder(linguistId: number, orderId: number, options: ActionOptions = {}): Promise<OrderActionResult> {
  return inOrderTransaction(options, async (transaction) => {
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
    return actionResult(moved);
  });
}

/** Holds an open order for RESERVATION_MINUTES: nobody else can take it meanwhile. */
export async function reserveOrder(linguistId: number, orderId: number, options: ActionOptions = {}): Promise<OrderActionResult> {
  return inOrderTransaction(options, async (transaction) => {
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
    return actionResult(moved);
  });
}

/** Gives a taken order back (processing_cw → open, processing_pr → ready_for_pr) or drops my reservation. */
export async function releaseOrder(linguistId: number, orderId: number, options: ActionOptions = {}): Promise<OrderActionResult> {
  return inOrderTransaction(options, async (transaction) => {
    const order = await lockForLinguist(orderId, linguistId, transaction);
    const transition = heldTransition(order, 'release', linguistId);
    const changes = transition.slot === 'reservation' ? { set: ['reserved_by = NULL', 'reserved_until = NULL'] } : await unassign(order, transition.slot, transaction);
    return actionResult(await moveLockedOrder({ order, transition, actor: linguistActor(linguistId), changes }, transaction));
  });
}

/**
 * Declines a direct order addressed to me while it is open; it falls back as its client chose: to the open
 * pool, or canceled with the client's reservation released (decision 028). My reason goes into its history.
 *
 * @throws AppError 409 once the order is taken, ended or no longer addressed to me
 */
export async function declineDirectOrder(linguistId: number, orderId: number, reason: string | null = null, options: ActionOptions = {}): Promise<OrderActionResult> {
  return inOrderTransaction(options, async (transaction) => {
    const order = await lockForLinguist(orderId, linguistId, transaction);
    const transition = heldTransition(order, 'decline', linguistId);
    return actionResult(await fallBack(order, transition, linguistActor(linguistId), reason, transaction));
  });
}

/**
 * A new text (decision 047): the order's AI checks so far become historic, its shingles join the plagiarism index,
 * and a text that copies another order's adds the comment PLAGIARISM_HIT.
 */
async function checkSubmittedTextOnce(orderId: number, text: { id: number; version: number; content: string }, transaction: Transaction): Promise<void> {
  await markAiChecksHistoric(orderId, transaction);
  await indexSubmittedText({ id: text.id, orderId, content: text.content }, transaction);
  await recordPlagiarismCheck(orderId, text.version, await findSimilarTexts(orderId, text.content, transaction), transaction);
}

/**
 * Submits my text: the writer's goes to proofreading or to the client, the proofreader's to the client, who is
 * mailed that it is ready. The text becomes the next version and my draft is gone. An order with a layout takes its text by section.
 *
 * @throws AppError 422 'The text has N words; this order needs MIN to MAX' (field `text`), and for a layout's
 *   text one message per section that breaks it (fields `sections.<name>`); one message per use of a client's
 *   stopword for the order's language, 'The client does not allow the word "x". Position N.' (same fields; decision
 *   046); nothing is written then. A draft is saved whatever words it uses.
 * @throws AppError 400 (field `sections`) for sections on an order without a layout, or a whole text on one with
 */
export async function submitText(linguistId: number, orderId: number, input: TextInput, options: ActionOptions = {}): Promise<OrderActionResult> {
  return inOrderTransaction(options, async (transaction) => {
    const order = await lockForLinguist(orderId, linguistId, transaction);
    const transition = heldTransition(order, 'submit', linguistId);
    return submitLockedText({ order, transition, linguistId, actor: linguistActor(linguistId), input }, transaction);
  });
}

/**
 * The submit itself, on an order already locked and a transition already allowed: the text is the working
 * linguist's (her version, her pay) whoever sends it; `actor` is who the history names (staff sending it for her).
 */
export async function submitLockedText(
  submit: { order: OrderRecord; transition: OrderTransition; linguistId: number; actor: OrderActor; input: TextInput; note?: string },
  transaction: Transaction,
): Promise<OrderActionResult> {
  const { order, transition, linguistId, actor, input } = submit;
  const layout = await layoutOf(order, transaction);
  const text = storedText(order, layout, input, true);
  checkSubmittedText(order, layout, text, await stopwordsFor(order, transaction));
  const role = assigneeRole(transition.slot);
  const submitted = await insertSubmittedText(order, { linguistId, role }, text, transaction);
  await deleteDraft(order.id, role, transaction);
  await checkSubmittedTextOnce(order.id, { ...submitted, content: text.content }, transaction);
  const set = ['deadline_at = NULL'];
  if (transition.to === 'ready_for_client') set.push('ready_at = now()');
  // Back to the proofreading pool after a revision: whoever proofreads the new version is paid for it.
  if (transition.to === 'ready_for_pr') set.push('proofreader_id = NULL');
  const note = [`${text.words} words`, submit.note].filter(Boolean).join(', ');
  const moved = await moveLockedOrder({ order, transition, actor, changes: { set }, note }, transaction);
  if (moved.status === 'ready_for_client') await notifyOrderReady(moved, transaction);
  return actionResult(moved);
}

/** Saves my working draft (version 0) of the stage I work on, replacing the previous one; a layout's draft by section. */
export async function saveDraft(linguistId: number, orderId: number, input: TextInput, options: ActionOptions = {}): Promise<OrderTextDto> {
  return inOrderTransaction(options, async (transaction) => {
    const order = await lockForLinguist(orderId, linguistId, transaction);
    const role = assigneeRole(heldTransition(order, 'submit', linguistId).slot);
    const text = storedText(order, await layoutOf(order, transaction), input, false);
    return upsertDraft(order, { linguistId, role }, text, transaction);
  });
}

/** The client's stopwords (which submit refuses) and dictionary for the order's language, for the editor to mark. */
export async function orderTextWords(linguistId: number, orderId: number): Promise<OrderTextWords> {
  return inOrderTransaction({}, async (transaction) => {
    const order = await lockForLinguist(orderId, linguistId, transaction, true);
    return clientWordsFor(order.client_id, order.language_id, transaction);
  });
}

/** Word count and keyword use of a text, as the submit check and the client will count them. */
export async function textInformation(
  linguistId: number,
  orderId: number,
  text: string,
): Promise<{ wordsCount: number; keywords: { keyword: string; count: number }[] }> {
  const order = await inOrderTransaction({}, (transaction) => lockForLinguist(orderId, linguistId, transaction, true));
  return { wordsCount: countWords(text), keywords: keywordCounts(text, order.keywords) };
}
