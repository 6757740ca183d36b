import type PgBoss from 'pg-boss';
import type { Runtime } from '../runtime.js';
import { IMPORT_PUBLISHING_QUEUE, publishImport, requeuePublishingImports } from '../modules/imports/index.js';

/**
 * Creates accepted imports' orders (decision 038): one job per import, queued with the accept. A worker that dies
 * mid-import leaves the job to pg-boss, which runs it again after its expiry or retry delay; the import resumes at
 * its first row without an order, so no order is made twice. When core-api starts, every import still PUBLISHING is
 * queued again, so one killed mid-import resumes within a polling interval of the restart rather than at the expiry.
 */
export async function registerImportJobs(boss: PgBoss, runtime: Runtime, options: { pollingIntervalSeconds?: number } = {}): Promise<void> {
  const queue = { name: IMPORT_PUBLISHING_QUEUE, policy: 'standard' as const, retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 15 * 60 };
  await boss.createQueue(IMPORT_PUBLISHING_QUEUE, queue);
  await boss.updateQueue(IMPORT_PUBLISHING_QUEUE, queue);
  await boss.work<{ importId: number }>(IMPORT_PUBLISHING_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async ([job]) => {
    if (!job) return;
    try {
      await publishImport(job.data.importId);
    } catch (error) {
      runtime.logger.error('import publishing failed; pg-boss retries it', { importId: job.data.importId, error: error instanceof Error ? error.stack : String(error) });
      throw error;
    }
  });
  const resumed = await requeuePublishingImports((importId) => boss.send(IMPORT_PUBLISHING_QUEUE, { importId }, { singletonKey: `import-${importId}` }));
  if (resumed.length) runtime.logger.info('imports left PUBLISHING queued again', { imports: resumed });
}
