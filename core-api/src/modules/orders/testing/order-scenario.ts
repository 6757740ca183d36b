import { QueryTypes } from 'sequelize';
import type { CreateOrdersRequest, DirectFallback, OrderStatus, OrderType, Role } from '@inkwell/contracts';
import type { TestContext } from '../../../testing/test-runtime.js';
import { createAdmin, createClient, createLinguist } from '../../../testing/factories.js';
import { signAccessToken } from '../../auth/tokens.js';
import { BANK_CLEARING, clientAvailable } from '../../ledger/ledger.accounts.js';
import { getBalances, postTransaction } from '../../ledger/ledger.service.js';
import type { NewClientAccount } from '../../users/users.service.js';

/**
 * Order tests act over HTTP as real callers; this builds the cast (clients with money, linguists who qualify,
 * staff) and the requests. Tokens are signed like the login's, so tests spend their time on orders.
 */

export const CULTURE = 'de-DE';
export const LEVEL = 'good';

export interface Actor {
  id: number;
  token: string;
}

export function tokenFor(api: TestContext, role: Role, id: number): string {
  return signAccessToken(api.config.jwtSecret, 3600, role, id);
}

export async function deposit(api: TestContext, clientId: number, amount: bigint): Promise<void> {
  await api.runtime.sequelize.transaction((transaction) =>
    postTransaction(
      {
        kind: 'deposit',
        reference: `client:${clientId}`,
        currency: 'EUR',
        entries: [
          { account: BANK_CLEARING, amount: -amount },
          { account: clientAvailable(clientId), amount },
        ],
      },
      transaction,
    ),
  );
}

/** A prepaid EUR client (VAT 19 %) with `balance` minor units available unless overridden. */
export async function newClient(api: TestContext, overrides: Partial<NewClientAccount> = {}, balance = 0n): Promise<Actor> {
  const { client } = await createClient(overrides);
  if (balance > 0n) await deposit(api, client.id, balance);
  return { id: client.id, token: tokenFor(api, 'client', client.id) };
}

/** An active de-DE copywriter of level good unless overridden. */
export async function newLinguist(api: TestContext, overrides: Parameters<typeof createLinguist>[0] = {}): Promise<Actor> {
  const { linguist } = await createLinguist({ level: LEVEL, languages: [CULTURE], roles: ['copywriter'], ...overrides });
  return { id: linguist.id, token: tokenFor(api, 'linguist', linguist.id) };
}

export async function newAdmin(api: TestContext): Promise<Actor> {
  const { admin } = await createAdmin();
  return { id: admin.id, token: tokenFor(api, 'admin', admin.id) };
}

export function call(api: TestContext, method: 'put' | 'post' | 'patch', path: string, token: string, body?: object) {
  const req = api.request()[method](path).set('Authorization', `Bearer ${token}`);
  return body === undefined ? req : req.send(body);
}

export async function newProject(api: TestContext, client: Actor): Promise<number> {
  const res = await call(api, 'post', '/client/project', client.token, { name: 'Spring campaign', language: CULTURE });
  if (res.status !== 201) throw new Error(`creating a project answered ${res.status}: ${JSON.stringify(res.body)}`);
  return (res.body as { id: number }).id;
}

export function orderRequest(overrides: Partial<CreateOrdersRequest> = {}): CreateOrdersRequest {
  return {
    language: CULTURE,
    level: LEVEL,
    type: 'OO',
    processingDays: 2,
    orders: [{ title: 'Product page', minWords: 300, maxWords: 500, keywords: ['kettle'] }],
    ...overrides,
  };
}

export async function newOrders(api: TestContext, client: Actor, projectId: number, request: CreateOrdersRequest = orderRequest()): Promise<number[]> {
  const res = await call(api, 'post', `/client/project/${projectId}/orders`, client.token, request);
  if (res.status !== 201) throw new Error(`creating orders answered ${res.status}: ${JSON.stringify(res.body)}`);
  return (res.body as { ids: number[] }).ids;
}

export async function newOrder(api: TestContext, client: Actor, projectId: number, request?: CreateOrdersRequest): Promise<number> {
  const [id] = await newOrders(api, client, projectId, request);
  return id as number;
}

/** A text of exactly `count` words. */
export function words(count: number): string {
  return Array.from({ length: count }, (_, i) => `word${i}`).join(' ');
}

/** Runs a call and insists on its status, so a scenario stops at the step that went wrong. */
export async function expectStatus(pending: PromiseLike<{ status: number; body: unknown }>, status: number) {
  const res = await pending;
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res;
}

export interface OrderState {
  status: OrderStatus;
  type: OrderType;
  direct_linguist_id: number | null;
  direct_fallback: DirectFallback;
  direct_take_until: Date | null;
  writer_id: number | null;
  proofreader_id: number | null;
  reserved_by: number | null;
  reserved_until: Date | null;
  deadline_at: Date | null;
  ready_at: Date | null;
  final_words: number | null;
  price_min: string;
  price_max: string;
  price_final: string | null;
  reserved_amount: string;
  revisions_count: number;
  rejection_reason: string | null;
  client_price_per_word: string;
  writer_pay_per_word: string;
  proofreader_pay_per_word: string | null;
  vat: string;
  title: string;
  comment: string | null;
  keywords: string[];
  rating_content: number | null;
}

export async function orderState(api: TestContext, orderId: number): Promise<OrderState> {
  const [row] = await api.runtime.sequelize.query<OrderState>('SELECT * FROM orders WHERE id = :orderId', {
    type: QueryTypes.SELECT,
    replacements: { orderId },
  });
  if (!row) throw new Error(`Order ${orderId} does not exist`);
  return row;
}

export interface HistoryRow {
  action: string;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  actor_role: string;
  actor_id: number | null;
  note: string | null;
}

export function historyOf(api: TestContext, orderId: number): Promise<HistoryRow[]> {
  return api.runtime.sequelize.query<HistoryRow>(
    'SELECT action, from_status, to_status, actor_role, actor_id, note FROM order_history WHERE order_id = :orderId ORDER BY id',
    { type: QueryTypes.SELECT, replacements: { orderId } },
  );
}

export async function balance(key: string): Promise<bigint> {
  return (await getBalances([key], 'EUR')).get(key) ?? 0n;
}

/** Moves an order's clock: its deadline, ready time or time to take becomes `at` (the sweeps compare with a given now). */
export async function setOrderTime(api: TestContext, orderId: number, column: 'deadline_at' | 'ready_at' | 'direct_take_until', at: Date): Promise<void> {
  await api.runtime.sequelize.query(`UPDATE orders SET ${column} = :at WHERE id = :orderId`, { replacements: { at, orderId } });
}
