import PgBoss from 'pg-boss';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { AppError } from '@inkwell/service-kit';
import type { ImportRowData, ImportRowError } from '@inkwell/contracts';
import { createOrders } from '../orders/index.js';
import { recordEvent } from '../webhooks/index.js';
import { database } from '../../shared/database.js';
import { appErrorsOf, orderRequestOf } from './import-rows.js';
import { publishProgress, type QueueImportPublishing } from './imports.service.js';

/** The pg-boss queue whose jobs create an accepted import's orders, one job per import. */
export const IMPORT_PUBLISHING_QUEUE = 'import-publishing';

/** Rows per chunk: one transaction each, so a crash loses at most one chunk's work, which is then done again. */
export const IMPORT_CHUNK_ROWS = 200;

interface ReadyRow {
  position: number;
  data: ImportRowData;
  settings_key: string | null;
}

interface RowOutcome {
  position: number;
  orderId: number | null;
  errors: ImportRowError[];
}

/** A group of rows with the same settings is one create call; when it fails, each row is tried alone to find which. */
async function createGroup(clientId: number, projectId: number, rows: ReadyRow[], transaction: Transaction): Promise<RowOutcome[]> {
  const first = rows[0] as ReadyRow;
  const request = { ...orderRequestOf(first.data), orders: rows.map((row) => orderRequestOf(row.data).orders[0] as ReturnType<typeof orderRequestOf>['orders'][number]) };
  // Our own savepoint, by a name nothing else uses: Sequelize names nested savepoints by depth, so rolling back
  // the use case's own could stop at the ledger's one of the same name inside it and keep half of the group.
  await database().query('SAVEPOINT import_group', { transaction });
  try {
    const { ids } = await createOrders(clientId, projectId, request, { transaction });
    await database().query('RELEASE SAVEPOINT import_group', { transaction });
    return rows.map((row, i) => ({ position: row.position, orderId: ids[i] ?? null, errors: [] }));
  } catch (err) {
    if (!(err instanceof AppError) || err.httpStatus >= 500) throw err;
    await database().query('ROLLBACK TO SAVEPOINT import_group', { transaction });
    await database().query('RELEASE SAVEPOINT import_group', { transaction });
    if (rows.length === 1) return [{ position: first.position, orderId: null, errors: appErrorsOf(err, first.position) }];
  }
  const outcomes: RowOutcome[] = [];
  for (const row of rows) outcomes.push(...(await createGroup(clientId, projectId, [row], transaction)));
  return outcomes;
}

/**
 * Creates the orders of the next chunk of an accepted import's ready rows, in one transaction: each row records
 * the order made from it (or why none could be) in the same commit as the order, so a chunk run again after a
 * crash, or by a second worker, never makes an order twice. The last call finds no row left and finishes it.
 * Each order is made by the wizard's own use case, which reserves a prepaid client's money per order.
 *
 * @returns 'more' while ready rows remain, 'done' once the import is FINISHED (or not PUBLISHING)
 */
export async function publishImportChunk(importId: number, chunkRows = IMPORT_CHUNK_ROWS): Promise<'more' | 'done'> {
  return database().transaction(async (transaction) => {
    const select = <T extends object>(sql: string, replacements: Record<string, unknown>) => database().query<T>(sql, { type: QueryTypes.SELECT, replacements, transaction });
    // The import's lock serialises workers: a second one waits, then sees the rows the first one made.
    const [record] = await select<{ client_id: number; project_id: number; status: string }>('SELECT client_id, project_id, status FROM imports WHERE id = :importId FOR UPDATE', {
      importId,
    });
    if (record?.status !== 'PUBLISHING') return 'done';
    const rows = await select<ReadyRow>("SELECT position, data, settings_key FROM import_rows WHERE import_id = :importId AND state = 'ready' ORDER BY position LIMIT :chunkRows", {
      importId,
      chunkRows,
    });
    if (!rows.length) {
      const [finished] = await database().query<{ rows_total: number; rows_created: number; failed: number }>(
        `UPDATE imports SET status = 'FINISHED', finished_at = now() WHERE id = :importId
         RETURNING rows_total, rows_created, rows_failed + rows_create_failed AS failed`,
        { type: QueryTypes.SELECT, replacements: { importId }, transaction },
      );
      await publishProgress(importId, transaction);
      await recordEvent(transaction, record.client_id, 'import.finished', {
        import: { id: importId, projectId: record.project_id, status: 'FINISHED', rowsTotal: finished?.rows_total ?? 0, ordersCreated: finished?.rows_created ?? 0, rowsFailed: finished?.failed ?? 0 },
        links: { import: `/client/import/${importId}` },
      });
      return 'done';
    }
    const outcomes: RowOutcome[] = [];
    for (let start = 0; start < rows.length; ) {
      let end = start + 1;
      while (end < rows.length && end - start < 100 && rows[end]?.settings_key === rows[start]?.settings_key && rows[start]?.settings_key !== null) end += 1;
      outcomes.push(...(await createGroup(record.client_id, record.project_id, rows.slice(start, end), transaction)));
      start = end;
    }
    await database().query(
      `UPDATE import_rows r SET state = CASE WHEN o.order_id IS NULL THEN 'createFailed' ELSE 'created' END, order_id = o.order_id, errors = o.errors
       FROM jsonb_to_recordset(:outcomes::jsonb) AS o(position int, order_id int, errors jsonb)
       WHERE r.import_id = :importId AND r.position = o.position AND r.state = 'ready'`,
      { replacements: { importId, outcomes: JSON.stringify(outcomes.map((o) => ({ position: o.position, order_id: o.orderId, errors: o.errors }))) }, transaction },
    );
    const created = outcomes.filter((o) => o.orderId !== null).length;
    await database().query('UPDATE imports SET rows_created = rows_created + :created, rows_create_failed = rows_create_failed + :failed WHERE id = :importId', {
      replacements: { importId, created, failed: outcomes.length - created },
      transaction,
    });
    await publishProgress(importId, transaction);
    return 'more';
  });
}

/** The job: chunk after chunk until the import is FINISHED. A crash leaves the job to pg-boss's retry, which resumes. */
export async function publishImport(importId: number): Promise<void> {
  while ((await publishImportChunk(importId)) === 'more');
}

/**
 * Queues a publishing job again for every import left PUBLISHING, for when core-api starts: a worker killed
 * mid-import leaves its job active until pg-boss expires it (15 minutes), so without this a restarted core-api
 * would resume the import only then. A second job for an import another replica is still publishing is harmless:
 * its chunks wait for the import's lock and find no row without an order twice.
 *
 * @returns the ids of the imports queued again
 */
export async function requeuePublishingImports(send: (importId: number) => Promise<unknown>): Promise<number[]> {
  const rows = await database().query<{ id: number }>("SELECT id FROM imports WHERE status = 'PUBLISHING' ORDER BY id", { type: QueryTypes.SELECT });
  for (const { id } of rows) await send(id);
  return rows.map((r) => r.id);
}

/**
 * Queues an import's publishing job with pg-boss's own INSERT run on the accept's transaction, as the mailer
 * queues its deliveries: the instance is never started.
 */
export function importPublishingQueue(databaseUrl: string, sequelize: Sequelize): QueueImportPublishing {
  const jobs = new PgBoss({ connectionString: databaseUrl });
  return async (importId, transaction) => {
    const db = {
      executeSql: async (text: string, values: unknown[]) => ({
        rows: await sequelize.query<Record<string, unknown>>(text, { bind: values.map((v) => v ?? null), transaction, type: QueryTypes.SELECT }),
      }),
    };
    const jobId = await jobs.send(IMPORT_PUBLISHING_QUEUE, { importId }, { db, singletonKey: `import-${importId}` });
    // pg-boss answers null when the queue does not exist: the jobs are not running, and the import would wait forever.
    if (!jobId) throw AppError.notConfigured('Background jobs (the import-publishing queue)');
  };
}
