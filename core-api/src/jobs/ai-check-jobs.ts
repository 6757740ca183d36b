import type PgBoss from 'pg-boss';
import type { Runtime } from '../runtime.js';
import { AI_CHECK_QUEUE, runAiCheck, textDetectorFor } from '../modules/ai/index.js';

/**
 * Runs requested AI checks (decision 047): one job per check, queued with the request. The check itself records a
 * provider's failure as FAILED (the reader may run it again), so a job fails only when the database does; pg-boss
 * retries it then, and a check already past CREATE_REQUESTED is left alone.
 */
export async function registerAiCheckJobs(boss: PgBoss, runtime: Runtime, options: { pollingIntervalSeconds?: number } = {}): Promise<void> {
  const queue = { name: AI_CHECK_QUEUE, policy: 'standard' as const, retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 5 * 60 };
  await boss.createQueue(AI_CHECK_QUEUE, queue);
  await boss.updateQueue(AI_CHECK_QUEUE, queue);
  const detector = textDetectorFor(runtime.config.openai, runtime.logger);
  await boss.work<{ checkId: number }>(AI_CHECK_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 }, async ([job]) => {
    if (job) await runAiCheck(job.data.checkId, detector, runtime.logger);
  });
}
