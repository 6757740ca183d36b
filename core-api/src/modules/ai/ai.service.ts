import { randomUUID } from 'node:crypto';
import { QueryTypes, type Transaction } from 'sequelize';
import { AppError } from '@inkwell/service-kit';
import type {
  GenerateAnswer,
  GenerateRequest,
  GeneratorResult,
  GeneratorResultInput,
  GeneratorResultPatch,
  GeneratorUsage,
  Page,
} from '@inkwell/contracts';
import { database } from '../../shared/database.js';
import type { PageQuery } from '../../shared/query-schemas.js';
import { findClientById } from '../users/index.js';
import type { SuggestionSource } from './openai-generator.js';

/** Who uses the generator: a client, or a staff member trying it out; each has their own results and allowance. */
export interface GeneratorOwner {
  role: 'client' | 'admin';
  id: number;
}

export interface GeneratorDeps {
  /** absent: no OPENAI_API_KEY, every call that needs the provider answers 503 */
  source?: SuggestionSource;
  model: string;
  limits: { perMinute: number; perMonth: number };
}

export const GENERATOR_SERVICE = 'gpt3_topics_titles';

const ownerColumn = (owner: GeneratorOwner) => (owner.role === 'client' ? 'client_id' : 'admin_id');

/** Spec §6: only clients whose services include gpt3_topics_titles may use the tool; staff always may. */
export async function requireGeneratorAccess(owner: GeneratorOwner, transaction?: Transaction): Promise<void> {
  if (owner.role !== 'client') return;
  const client = await findClientById(owner.id, transaction);
  if (!client?.servicesAvailable.includes(GENERATOR_SERVICE)) {
    throw AppError.forbidden('The title and outline generator is not among your services. Please ask support to enable it.');
  }
}

function requireSource(deps: GeneratorDeps): SuggestionSource {
  if (!deps.source) throw AppError.notConfigured('The AI title and outline generator (OPENAI_API_KEY)');
  return deps.source;
}

/** Different lock spaces for clients and staff, so client 7 and admin 7 never wait for each other. */
const LOCK_SPACE = { client: 44_001, admin: 44_002 } as const;

interface CallCounts {
  last_minute: number;
  this_month: number;
}

async function countCalls(owner: GeneratorOwner, transaction?: Transaction): Promise<CallCounts> {
  const [counts] = await database().query<CallCounts>(
    `SELECT count(*) FILTER (WHERE created_at > now() - interval '1 minute')::int AS last_minute,
            count(*) FILTER (WHERE status <> 'FAILED')::int AS this_month
       FROM generator_requests
      WHERE ${ownerColumn(owner)} = :id AND created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
    { type: QueryTypes.SELECT, replacements: { id: owner.id }, transaction },
  );
  return counts!;
}

function firstOfNextMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}

/**
 * Books one call against the caller's allowance, or refuses with 429. Under a per-owner advisory lock, so two
 * instances (or two tabs) cannot both take the last call of a minute or a month.
 */
async function reserveCall(deps: GeneratorDeps, owner: GeneratorOwner): Promise<number> {
  return database().transaction(async (transaction) => {
    await database().query('SELECT pg_advisory_xact_lock(:space, :id)', { replacements: { space: LOCK_SPACE[owner.role], id: owner.id }, transaction });
    await requireGeneratorAccess(owner, transaction);
    const counts = await countCalls(owner, transaction);
    if (counts.this_month >= deps.limits.perMonth) {
      throw AppError.tooManyRequests(`You have used all ${deps.limits.perMonth} generations of this month. More are available from ${firstOfNextMonth()}.`);
    }
    if (counts.last_minute >= deps.limits.perMinute) {
      throw AppError.tooManyRequests(`At most ${deps.limits.perMinute} generations a minute. Please wait a minute and try again.`);
    }
    const [row] = await database().query<{ id: string }>(`INSERT INTO generator_requests (${ownerColumn(owner)}) VALUES (:id) RETURNING id`, {
      type: QueryTypes.SELECT,
      replacements: { id: owner.id },
      transaction,
    });
    return Number(row!.id);
  });
}

async function finishCall(requestId: number, status: 'DONE' | 'FAILED'): Promise<void> {
  await database().query('UPDATE generator_requests SET status = :status WHERE id = :requestId', { replacements: { status, requestId } });
}

/**
 * Suggestions for a keyword: access (403), provider configured (503), allowance (429), then the provider. Nothing
 * is saved but the call's own record; a failed call (502, 504) gives its quota back but still counts per minute.
 */
export async function generate(deps: GeneratorDeps, owner: GeneratorOwner, request: GenerateRequest): Promise<GenerateAnswer> {
  await requireGeneratorAccess(owner);
  const source = requireSource(deps);
  const requestId = await reserveCall(deps, owner);
  try {
    const items = await source(request);
    await finishCall(requestId, 'DONE');
    return { ...request, items: items.map((item) => ({ id: randomUUID(), title: item.title, outline: item.outline ?? [] })) };
  } catch (err) {
    await finishCall(requestId, 'FAILED');
    throw err;
  }
}

export async function generatorUsage(deps: GeneratorDeps, owner: GeneratorOwner): Promise<GeneratorUsage> {
  await requireGeneratorAccess(owner);
  requireSource(deps);
  const counts = await countCalls(owner);
  return { model: deps.model, perMinute: deps.limits.perMinute, perMonth: deps.limits.perMonth, usedThisMonth: counts.this_month };
}

interface ResultRow {
  id: number;
  language: GeneratorResult['language'];
  type: GeneratorResult['type'];
  keyword: string;
  title: string;
  outline: string[];
  created_at: Date;
  updated_at: Date;
}

const RESULT_COLUMNS = 'id, language, type, keyword, title, outline, created_at, updated_at';

function toResult(row: ResultRow): GeneratorResult {
  return {
    id: row.id,
    language: row.language,
    type: row.type,
    keyword: row.keyword,
    title: row.title,
    outline: row.outline,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function saveResult(owner: GeneratorOwner, input: GeneratorResultInput): Promise<GeneratorResult> {
  await requireGeneratorAccess(owner);
  const [row] = await database().query<ResultRow>(
    `INSERT INTO generator_results (${ownerColumn(owner)}, language, type, keyword, title, outline)
     VALUES (:ownerId, :language, :type, :keyword, :title, CAST(:outline AS jsonb)) RETURNING ${RESULT_COLUMNS}`,
    { type: QueryTypes.SELECT, replacements: { ownerId: owner.id, ...input, outline: JSON.stringify(input.outline) } },
  );
  return toResult(row!);
}

export async function listResults(owner: GeneratorOwner, query: PageQuery): Promise<Page<GeneratorResult>> {
  await requireGeneratorAccess(owner);
  const where = `WHERE ${ownerColumn(owner)} = :ownerId`;
  const [counted] = await database().query<{ total: number }>(`SELECT count(*)::int AS total FROM generator_results ${where}`, {
    type: QueryTypes.SELECT,
    replacements: { ownerId: owner.id },
  });
  const rows = query.limit
    ? await database().query<ResultRow>(`SELECT ${RESULT_COLUMNS} FROM generator_results ${where} ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET :offset`, {
        type: QueryTypes.SELECT,
        replacements: { ownerId: owner.id, limit: query.limit, offset: query.offset },
      })
    : [];
  return { data: rows.map(toResult), total: counted!.total };
}

/** Another owner's result is a 404, as if it did not exist. */
export async function getResult(owner: GeneratorOwner, id: number): Promise<GeneratorResult> {
  await requireGeneratorAccess(owner);
  const [row] = await database().query<ResultRow>(`SELECT ${RESULT_COLUMNS} FROM generator_results WHERE id = :id AND ${ownerColumn(owner)} = :ownerId`, {
    type: QueryTypes.SELECT,
    replacements: { id, ownerId: owner.id },
  });
  if (!row) throw AppError.notFound('Result');
  return toResult(row);
}

export async function updateResult(owner: GeneratorOwner, id: number, patch: GeneratorResultPatch): Promise<GeneratorResult> {
  await requireGeneratorAccess(owner);
  const [row] = await database().query<ResultRow>(
    `UPDATE generator_results SET title = :title, outline = CAST(:outline AS jsonb), updated_at = now()
      WHERE id = :id AND ${ownerColumn(owner)} = :ownerId RETURNING ${RESULT_COLUMNS}`,
    { type: QueryTypes.SELECT, replacements: { id, ownerId: owner.id, title: patch.title, outline: JSON.stringify(patch.outline) } },
  );
  if (!row) throw AppError.notFound('Result');
  return toResult(row);
}

export async function deleteResult(owner: GeneratorOwner, id: number): Promise<void> {
  await requireGeneratorAccess(owner);
  const rows = await database().query<{ id: number }>(`DELETE FROM generator_results WHERE id = :id AND ${ownerColumn(owner)} = :ownerId RETURNING id`, {
    type: QueryTypes.SELECT,
    replacements: { id, ownerId: owner.id },
  });
  if (!rows.length) throw AppError.notFound('Result');
}
