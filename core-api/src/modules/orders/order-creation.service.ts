import { QueryTypes, type Transaction } from 'sequelize';
import { AppError } from '@inkwell/service-kit';
import type { CreateOrdersRequest } from '@inkwell/contracts';
import { describeMoney } from '@inkwell/money';
import { findLanguageByCulture, findLevel } from '../reference/index.js';
import { findClientById, findLinguistById } from '../users/index.js';
import { assertNotBlockedByLegalCheck } from '../billing/index.js';
import { amountAt, ratesForOrder } from '../pricing/index.js';
import { clientBalance } from '../ledger/index.js';
import { findClientProject } from '../projects/index.js';
import { findBriefingForClient, findLayoutForClient } from '../templates/index.js';
import { directOrderSettings } from '../linguists/index.js';
import { Order, ordersDatabase } from './orders.model.js';
import { recordHistories, type OrderActor } from './order-records.js';
import { recordOrdersCreated } from './order-webhooks.js';
import { inOrderTransaction, type ActionOptions } from './order-action-steps.js';
import { reserveOrderPrices } from './order-money.js';
import { notifyDirectRequest } from './order-notifications.js';

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

/** What a valid order request resolves to: the rows it names and the rates its orders are priced at. */
export interface CheckedOrderSettings {
  project: { id: number };
  prepaid: boolean;
  language: { id: number };
  level: { code: string };
  writerGroupId: number | null;
  directLinguistId: number | null;
  proofreaderGroupId: number | null;
  rates: Awaited<ReturnType<typeof ratesForOrder>>;
}

/**
 * Every check the wizard's create call makes before it writes anything (project, legal check, language, level,
 * word ranges, templates, groups, linguist, price), with the same errors; bulk imports check each row with it.
 */
export async function checkOrderSettings(clientId: number, projectId: number, request: CreateOrdersRequest, transaction: Transaction): Promise<CheckedOrderSettings> {
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
    proofreading?.assignment === 'group' ? await requireOwnGroup(clientId, proofreading.groupId, 'proofreading', 'proofreading.groupId', transaction) : null;

  const rates = await ratesForOrder(
    { clientId, languageId: language.id, level: level.code, withProofreading: proofreading !== null, type: request.type, linguistId: directLinguistId },
    transaction,
  );
  return { project, prepaid: client.invoicing === 'deposit', language, level, writerGroupId, directLinguistId, proofreaderGroupId, rates };
}

export interface CreateOrdersOptions extends ActionOptions {
  /** who the history names as creator: the client unless staff ordered on its behalf */
  actor?: OrderActor;
}

/**
 * Creates a batch of orders in a project of the client (the wizard's review step), in one transaction.
 * Rates are copied onto each order; a prepaid client's available money must cover every order's maximum
 * gross price, which is reserved per order. A direct order keeps its client's fallback and may be taken for the
 * hours the client's settings for that linguist give (DIRECT_TAKE_HOURS by default; decisions 028, 031).
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
  options: CreateOrdersOptions = {},
): Promise<{ ids: number[] }> {
  const actor = options.actor ?? { role: 'client', id: clientId };
  return inOrderTransaction(options, async (transaction) => {
    const { project, prepaid, language, level, writerGroupId, directLinguistId, proofreaderGroupId, rates } = await checkOrderSettings(
      clientId,
      projectId,
      request,
      transaction,
    );
    const proofreading = request.proofreading ?? null;
    const priced = request.orders.map((item) => ({
      item,
      min: amountAt(item.minWords, rates.clientPricePerWord, rates.vat).gross,
      max: amountAt(item.maxWords, rates.clientPricePerWord, rates.vat).gross,
    }));
    const total = priced.reduce((sum, p) => sum + p.max, 0n);

    // The client's settings for her (decision 031) give her the hours to take it and a fallback the request left out.
    const direct = directLinguistId === null ? null : await directOrderSettings(clientId, directLinguistId, transaction);
    const directTakeUntil = direct === null ? null : new Date(Date.now() + direct.directTakeHours * 60 * 60 * 1000);
    // One multi-row INSERT for the orders and one for their history: an import's chunk of a hundred is a few
    // statements, not hundreds. RETURNING answers the rows in the order they were given.
    const orders = await Order.bulkCreate(
      priced.map(({ item, min, max }) => ({
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
        directFallback: request.directFallback ?? direct?.directFallback ?? 'open',
        directTakeUntil,
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
      })),
      { transaction, returning: ['id'] },
    );
    const ids = orders.map((order) => order.id);
    await recordHistories(
      ids.map((orderId) => ({ orderId, action: 'create', from: null, to: 'open', actor, note: null })),
      transaction,
    );
    if (prepaid) {
      try {
        await reserveOrderPrices(clientId, rates.currency, priced.map(({ max }, i) => ({ id: ids[i] as number, amount: max })), transaction);
      } catch (err) {
        if (err instanceof AppError && err.httpStatus === 422) {
          // nothing of this request was reserved: the batch is all or nothing
          const { available } = await clientBalance(clientId, rates.currency, transaction);
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
    if (directLinguistId !== null && directTakeUntil !== null) {
      for (const [i, { item }] of priced.entries()) {
        await notifyDirectRequest({ id: ids[i] as number, title: item.title, minWords: item.minWords, maxWords: item.maxWords, takeUntil: directTakeUntil }, directLinguistId, transaction);
      }
    }
    await recordOrdersCreated(clientId, ids.map((id, i) => ({ id, projectId: project.id, title: priced[i]?.item.title ?? '' })), transaction);
    return { ids };
  });
}

/**
 * Staff order on a client's behalf (the back office's wizard): the client's own use case, with its prices,
 * reservation, groups and blocked linguists; only the history names the admin as creator (decision 043).
 *
 * @throws AppError 404 when the project is not that client's; otherwise as createOrders
 */
export function createOrdersForClient(adminId: number, clientId: number, projectId: number, request: CreateOrdersRequest): Promise<{ ids: number[] }> {
  return createOrders(clientId, projectId, request, { actor: { role: 'admin', id: adminId } });
}
