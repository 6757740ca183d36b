import { QueryTypes, type Sequelize } from 'sequelize';
import type { OrderStatus, OrderType, ProofreadingAssignment } from '@inkwell/contracts';

/**
 * Rows for the read tests, written with plain SQL so the reads are tested against the schema alone, in any
 * state (a stale reservation, a week-old ready_for_pr) without walking an order through its actions.
 * Prices follow the order snapshot rules: client 0.05 per word net, VAT 0.19, writer 0.03, proofreader 0.01.
 */

export const FIXTURE_RATES = { clientPricePerWord: '0.05', vat: '0.19', writerPayPerWord: '0.03', proofreaderPayPerWord: '0.01' };

/** Gross minor units at `words` for 0.05 per word and 19 % VAT: net 5 cents a word, tax rounded half-up. */
export function fixtureGross(words: number): number {
  const net = words * 5;
  return net + Math.round((net * 19) / 100);
}

async function insertReturningId(db: Sequelize, sql: string, replacements: Record<string, unknown>): Promise<number> {
  const [row] = await db.query<{ id: number }>(sql, { type: QueryTypes.SELECT, replacements });
  if (!row) throw new Error('INSERT returned no id');
  return Number(row.id);
}

export interface ProjectFixture {
  clientId: number;
  name?: string;
  culture?: string;
  externalId?: string | null;
  purchaseOrder?: string | null;
  createdAt?: Date;
}

export function insertProject(db: Sequelize, input: ProjectFixture): Promise<number> {
  return insertReturningId(
    db,
    `INSERT INTO projects (client_id, name, language_id, external_id, purchase_order, created_at)
     VALUES (:clientId, :name, (SELECT id FROM languages WHERE culture = :culture), :externalId, :purchaseOrder, :createdAt)
     RETURNING id`,
    {
      clientId: input.clientId,
      name: input.name ?? 'Fixture project',
      culture: input.culture ?? 'de-DE',
      externalId: input.externalId ?? null,
      purchaseOrder: input.purchaseOrder ?? null,
      createdAt: input.createdAt ?? new Date(),
    },
  );
}

export interface OrderFixture {
  clientId: number;
  projectId: number;
  title?: string;
  type?: OrderType;
  level?: string;
  culture?: string;
  status?: OrderStatus;
  proofreading?: ProofreadingAssignment;
  writerGroupId?: number;
  proofreaderGroupId?: number;
  directLinguistId?: number;
  writerId?: number;
  proofreaderId?: number;
  minWords?: number;
  maxWords?: number;
  finalWords?: number;
  currency?: string;
  writerPayPerWord?: string;
  reservedBy?: number;
  reservedUntil?: Date;
  deadlineAt?: Date;
  readyAt?: Date;
  acceptedAt?: Date;
  createdAt?: Date;
  updatedAt?: Date;
  rating?: { content: number; form: number; readability: number; communication: number };
  revisionsCount?: number;
  keywords?: string[];
  comment?: string;
}

export function insertOrder(db: Sequelize, input: OrderFixture): Promise<number> {
  const minWords = input.minWords ?? 200;
  const maxWords = input.maxWords ?? 400;
  const createdAt = input.createdAt ?? new Date();
  return insertReturningId(
    db,
    `INSERT INTO orders (
       client_id, project_id, title, type, level_code, language_id, with_proofreading, proofreading_assignment,
       writer_group_id, proofreader_group_id, direct_linguist_id, writer_id, proofreader_id,
       min_words, max_words, final_words, processing_days, keywords, comment, currency, vat,
       client_price_per_word, writer_pay_per_word, proofreader_pay_per_word, price_min, price_max, price_final,
       status, reserved_by, reserved_until, deadline_at, ready_at, accepted_at, revisions_count,
       rating_content, rating_form, rating_readability, rating_communication, created_at, updated_at)
     VALUES (
       :clientId, :projectId, :title, :type, :level, (SELECT id FROM languages WHERE culture = :culture), :withProofreading, :proofreading,
       :writerGroupId, :proofreaderGroupId, :directLinguistId, :writerId, :proofreaderId,
       :minWords, :maxWords, :finalWords, 2, CAST(:keywords AS text[]), :comment, :currency, :vat,
       :clientPricePerWord, :writerPayPerWord, :proofreaderPayPerWord, :priceMin, :priceMax, :priceFinal,
       :status, :reservedBy, :reservedUntil, :deadlineAt, :readyAt, :acceptedAt, :revisionsCount,
       :ratingContent, :ratingForm, :ratingReadability, :ratingCommunication, :createdAt, :updatedAt)
     RETURNING id`,
    {
      clientId: input.clientId,
      projectId: input.projectId,
      title: input.title ?? 'Fixture order',
      type: input.type ?? 'OO',
      level: input.level ?? 'good',
      culture: input.culture ?? 'de-DE',
      withProofreading: input.proofreading !== undefined,
      proofreading: input.proofreading ?? null,
      writerGroupId: input.writerGroupId ?? null,
      proofreaderGroupId: input.proofreaderGroupId ?? null,
      directLinguistId: input.directLinguistId ?? null,
      writerId: input.writerId ?? null,
      proofreaderId: input.proofreaderId ?? null,
      minWords,
      maxWords,
      finalWords: input.finalWords ?? null,
      keywords: `{${(input.keywords ?? []).map((k) => JSON.stringify(k)).join(',')}}`,
      comment: input.comment ?? null,
      currency: input.currency ?? 'EUR',
      vat: FIXTURE_RATES.vat,
      clientPricePerWord: FIXTURE_RATES.clientPricePerWord,
      writerPayPerWord: input.writerPayPerWord ?? FIXTURE_RATES.writerPayPerWord,
      proofreaderPayPerWord: input.proofreading !== undefined ? FIXTURE_RATES.proofreaderPayPerWord : null,
      priceMin: fixtureGross(minWords),
      priceMax: fixtureGross(maxWords),
      priceFinal: input.finalWords === undefined ? null : fixtureGross(input.finalWords),
      status: input.status ?? 'open',
      reservedBy: input.reservedBy ?? null,
      reservedUntil: input.reservedUntil ?? null,
      deadlineAt: input.deadlineAt ?? null,
      readyAt: input.readyAt ?? null,
      acceptedAt: input.acceptedAt ?? null,
      revisionsCount: input.revisionsCount ?? 0,
      ratingContent: input.rating?.content ?? null,
      ratingForm: input.rating?.form ?? null,
      ratingReadability: input.rating?.readability ?? null,
      ratingCommunication: input.rating?.communication ?? null,
      createdAt,
      updatedAt: input.updatedAt ?? createdAt,
    },
  );
}

export interface TextFixture {
  orderId: number;
  authorId: number;
  authorRole: 'writer' | 'proofreader';
  /** 0 is the author's draft */
  version: number;
  content: string;
  submittedAt?: Date;
}

export function insertText(db: Sequelize, input: TextFixture): Promise<number> {
  return insertReturningId(
    db,
    `INSERT INTO order_texts (order_id, author_id, author_role, version, content, words, submitted_at)
     VALUES (:orderId, :authorId, :authorRole, :version, :content, :words, :submittedAt) RETURNING id`,
    {
      ...input,
      words: input.content.split(/\s+/).filter(Boolean).length,
      submittedAt: input.version === 0 ? null : (input.submittedAt ?? new Date()),
    },
  );
}

export async function insertRevision(
  db: Sequelize,
  input: { orderId: number; number: number; comment: string; createdAt?: Date; requestedById?: number | null },
): Promise<void> {
  await db.query(
    'INSERT INTO order_revisions (order_id, number, comment, created_at, requested_by_id) VALUES (:orderId, :number, :comment, :createdAt, :requestedById)',
    { replacements: { ...input, createdAt: input.createdAt ?? new Date(), requestedById: input.requestedById ?? null } },
  );
}

export interface HistoryFixture {
  orderId: number;
  action: string;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  actorRole: 'client' | 'admin' | 'linguist' | 'system';
  actorId?: number;
  note?: string;
  createdAt?: Date;
}

export async function insertHistory(db: Sequelize, input: HistoryFixture): Promise<void> {
  await db.query(
    `INSERT INTO order_history (order_id, action, from_status, to_status, actor_role, actor_id, note, created_at)
     VALUES (:orderId, :action, :fromStatus, :toStatus, :actorRole, :actorId, :note, :createdAt)`,
    { replacements: { ...input, actorId: input.actorId ?? null, note: input.note ?? null, createdAt: input.createdAt ?? new Date() } },
  );
}

export async function insertGroup(
  db: Sequelize,
  input: { clientId: number; name: string; type: 'copywriting' | 'proofreading'; memberIds: number[] },
): Promise<number> {
  const id = await insertReturningId(db, 'INSERT INTO linguist_groups (client_id, name, type) VALUES (:clientId, :name, :type) RETURNING id', input);
  for (const linguistId of input.memberIds) {
    await db.query('INSERT INTO linguist_group_members (group_id, linguist_id) VALUES (:id, :linguistId)', { replacements: { id, linguistId } });
  }
  return id;
}

export async function blockLinguist(db: Sequelize, clientId: number, linguistId: number): Promise<void> {
  await db.query("INSERT INTO client_linguist_relations (client_id, linguist_id, relation) VALUES (:clientId, :linguistId, 'BLOCKED')", {
    replacements: { clientId, linguistId },
  });
}

export async function setCompanyName(db: Sequelize, clientId: number, companyName: string): Promise<void> {
  await db.query(
    `INSERT INTO client_billing_settings (client_id, company_name) VALUES (:clientId, :companyName)
     ON CONFLICT (client_id) DO UPDATE SET company_name = EXCLUDED.company_name`,
    { replacements: { clientId, companyName } },
  );
}

const HOUR_MS = 60 * 60 * 1000;

/** `hours` from now (negative: in the past). */
export function hoursFromNow(hours: number): Date {
  return new Date(Date.now() + hours * HOUR_MS);
}
