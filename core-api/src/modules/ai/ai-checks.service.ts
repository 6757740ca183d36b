import PgBoss from 'pg-boss';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { AppError } from '@inkwell/service-kit';
import type { AiCheckClassification, AiCheckProvider, AiCheckResult, AiCheckStatus } from '@inkwell/contracts';
import type { Logger } from '@inkwell/service-kit';
import { database } from '../../shared/database.js';
import type { TextDetector } from './text-detectors.js';

/** The pg-boss queue whose jobs run requested AI checks, one job per check. */
export const AI_CHECK_QUEUE = 'ai-checks';

/** Queues the check's job in the request's transaction, so a check is never requested without its job. */
export type QueueAiCheck = (checkId: number, transaction: Transaction) => Promise<void>;

interface AiCheckRow {
  id: number;
  order_id: number;
  text_id: number;
  status: AiCheckStatus;
  provider: AiCheckProvider;
  content: string;
  probability: string | null;
  classifications: AiCheckClassification[];
  error: string | null;
  historic: boolean;
  created_at: Date;
}

const COLUMNS = 'id, order_id, text_id, status, provider, content, probability, classifications, error, historic, created_at';

function toResult(row: AiCheckRow): AiCheckResult {
  return {
    id: row.id,
    orderId: row.order_id,
    contractorTextId: row.text_id,
    status: row.status,
    provider: row.provider,
    probability: row.probability === null ? null : Number(row.probability),
    content: row.content,
    classifications: row.classifications,
    historic: row.historic,
    error: row.error,
    createdAt: row.created_at.toISOString(),
  };
}

/** GET …/order/:id/ai-check: the order's checks, newest first; `historic` narrows to historic (true) or current (false) ones. */
export async function listAiChecks(orderId: number, historic?: boolean): Promise<AiCheckResult[]> {
  const rows = await database().query<AiCheckRow>(
    `SELECT ${COLUMNS} FROM ai_checks WHERE order_id = :orderId ${historic === undefined ? '' : 'AND historic = :historic'}
     ORDER BY created_at DESC, id DESC`,
    { type: QueryTypes.SELECT, replacements: { orderId, historic: historic ?? null } },
  );
  return rows.map(toResult);
}

/** The order's text changed: every check of it so far describes an older text (called by orders when a text is submitted). */
export async function markAiChecksHistoric(orderId: number, transaction: Transaction): Promise<void> {
  await database().query(`UPDATE ai_checks SET historic = true, updated_at = now() WHERE order_id = :orderId AND NOT historic`, {
    replacements: { orderId },
    transaction,
  });
}

export interface AiCheckRequest {
  orderId: number;
  /** the order's latest submitted text, which the check judges */
  text: { id: number; content: string };
  requestedBy: { role: 'client' | 'admin'; id: number };
}

/**
 * Requests an AI check of the order's latest text, in the caller's transaction (which holds the order's lock): the
 * row as CREATE_REQUESTED and its job. Only when the newest check is historic or failed, or there is none.
 *
 * @throws AppError 409 while a check is requested or running, or when the current text already has one
 */
export async function requestAiCheck(request: AiCheckRequest, deps: { provider: AiCheckProvider; queue: QueueAiCheck }, transaction: Transaction): Promise<AiCheckResult> {
  const db = database();
  const [newest] = await db.query<AiCheckRow>(`SELECT ${COLUMNS} FROM ai_checks WHERE order_id = :orderId ORDER BY created_at DESC, id DESC LIMIT 1`, {
    type: QueryTypes.SELECT,
    replacements: { orderId: request.orderId },
    transaction,
  });
  if (newest && (newest.status === 'CREATE_REQUESTED' || newest.status === 'CREATE_PENDING')) {
    throw AppError.conflict(`An AI check of order ${request.orderId} is already running; its result will appear here.`);
  }
  if (newest && newest.status === 'DONE' && !newest.historic && newest.text_id === request.text.id) {
    throw AppError.conflict(`The current text of order ${request.orderId} already has an AI check; the text must change before it is checked again.`);
  }
  const [row] = await db.query<AiCheckRow>(
    `INSERT INTO ai_checks (order_id, text_id, provider, content, requested_by_role, requested_by_id)
     VALUES (:orderId, :textId, :provider, :content, :role, :requestedById)
     RETURNING ${COLUMNS}`,
    {
      type: QueryTypes.SELECT,
      replacements: {
        orderId: request.orderId,
        textId: request.text.id,
        provider: deps.provider,
        content: request.text.content,
        role: request.requestedBy.role,
        requestedById: request.requestedBy.id,
      },
      transaction,
    },
  );
  if (!row) throw new Error(`Requesting an AI check of order ${request.orderId} returned no row`);
  await deps.queue(row.id, transaction);
  return toResult(row);
}

/**
 * The job: CREATE_REQUESTED → CREATE_PENDING, the detector asked outside any transaction, then DONE with the verdict or
 * FAILED with the reader's reason. A job that finds its check no longer requested (run twice) does nothing.
 */
export async function runAiCheck(checkId: number, detector: TextDetector, logger?: Logger): Promise<void> {
  const db = database();
  const [claimed] = await db.query<{ content: string }>(
    `UPDATE ai_checks SET status = 'CREATE_PENDING', updated_at = now() WHERE id = :checkId AND status = 'CREATE_REQUESTED' RETURNING content`,
    { type: QueryTypes.SELECT, replacements: { checkId } },
  );
  if (!claimed) return;
  try {
    const verdict = await detector.judge(claimed.content);
    await db.query(
      `UPDATE ai_checks SET status = 'DONE', provider = :provider, probability = :probability, classifications = CAST(:classifications AS jsonb), updated_at = now()
        WHERE id = :checkId`,
      { replacements: { checkId, provider: detector.provider, probability: verdict.probability, classifications: JSON.stringify(verdict.classifications) } },
    );
  } catch (err) {
    const reason = err instanceof AppError ? err.message : 'The AI check failed. Please run it again.';
    if (!(err instanceof AppError)) logger?.error('AI check failed', { checkId, error: err instanceof Error ? err.stack : String(err) });
    await db.query(`UPDATE ai_checks SET status = 'FAILED', error = :reason, updated_at = now() WHERE id = :checkId`, {
      replacements: { checkId, reason: reason.slice(0, 500) },
    });
  }
}

/** Queues a check's job with pg-boss's own INSERT run on the request's transaction, as imports queue theirs. */
export function aiCheckQueue(databaseUrl: string, sequelize: Sequelize): QueueAiCheck {
  const jobs = new PgBoss({ connectionString: databaseUrl });
  return async (checkId, transaction) => {
    const db = {
      executeSql: async (text: string, values: unknown[]) => ({
        rows: await sequelize.query<Record<string, unknown>>(text, { bind: values.map((v) => v ?? null), transaction, type: QueryTypes.SELECT }),
      }),
    };
    const jobId = await jobs.send(AI_CHECK_QUEUE, { checkId }, { db, singletonKey: `ai-check-${checkId}` });
    // pg-boss answers null when the queue does not exist: the jobs are not running, and the check would wait forever.
    if (!jobId) throw AppError.notConfigured('Background jobs (the AI-check queue)');
  };
}
