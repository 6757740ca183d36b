import PgBoss from 'pg-boss';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { InterfaceLanguage } from '@inkwell/contracts';
import type { CoreConfig } from '../../config.js';
import { OutboxMail } from './outbox.model.js';

/** The pg-boss queue whose jobs hand outbox mails to SMTP, one job per mail. */
export const MAIL_DELIVERY_QUEUE = 'mail-delivery';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** which mail this is, e.g. 'reset-password'; staff and tests filter the outbox by it */
  template: string;
  language?: InterfaceLanguage;
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mailer {
  /** true when an SMTP server is configured; without one the outbox is where mail is delivered */
  readonly delivers: boolean;
  /**
   * Writes the mail to the outbox inside `transaction` (a new one without), so a rolled-back use case sends
   * nothing and a committed one loses nothing; with SMTP configured the delivery job is queued in the same
   * transaction and sends it once it commits, retrying with backoff.
   */
  send(mail: OutgoingMail, options?: { transaction?: Transaction }): Promise<void>;
  /** Records a mail whose template could not be filled completely: kept for staff with the reason, never sent. */
  recordUnrendered(mail: { to: string; template: string; language: InterfaceLanguage; error: string }, options?: { transaction?: Transaction }): Promise<void>;
  /** Queues a mail again for delivery (staff's retry of a failed one), in the caller's transaction. */
  requeue(outboxId: string, transaction: Transaction): Promise<void>;
}

/**
 * pg-boss writes its job with the statement and values it is given; running them on the use case's transaction
 * puts the job in the same commit as the mail row.
 */
function onTransaction(sequelize: Sequelize, transaction: Transaction) {
  return {
    executeSql: async (text: string, values: unknown[]) => ({
      // Sequelize reads an undefined bind value as a missing one; pg-boss means SQL NULL by it.
      rows: await sequelize.query<Record<string, unknown>>(text, { bind: values.map((v) => v ?? null), transaction, type: QueryTypes.SELECT }),
    }),
  };
}

export function createMailer(config: Pick<CoreConfig, 'smtpUrl' | 'databaseUrl'>, sequelize: Sequelize): Mailer {
  // Never started: it only lends pg-boss's own INSERT to the job queued with each mail (jobs/mail-jobs.ts works them).
  const jobs = config.smtpUrl ? new PgBoss({ connectionString: config.databaseUrl }) : null;

  async function queueDelivery(outboxId: string, transaction: Transaction): Promise<void> {
    if (!jobs) return;
    const jobId = await jobs.send(MAIL_DELIVERY_QUEUE, { outboxId }, { db: onTransaction(sequelize, transaction) });
    // pg-boss answers null when the queue does not exist: the jobs never started, and the mail would wait forever.
    if (!jobId) throw new Error(`The ${MAIL_DELIVERY_QUEUE} queue does not exist: start the jobs (startJobs) before sending mail over SMTP`);
  }

  const inTransaction = (transaction: Transaction | undefined, work: (t: Transaction) => Promise<void>) =>
    transaction ? work(transaction) : sequelize.transaction(work);

  return {
    delivers: jobs !== null,
    send(mail, options = {}) {
      return inTransaction(options.transaction, async (transaction) => {
        const row = await OutboxMail.create(
          {
            recipient: mail.to,
            subject: mail.subject,
            textBody: mail.text,
            htmlBody: mail.html ?? null,
            template: mail.template,
            language: mail.language ?? null,
            status: jobs ? 'queued' : 'outbox',
            attachments: mail.attachments?.length
              ? mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content.toString('base64') }))
              : null,
          },
          { transaction },
        );
        await queueDelivery(row.id, transaction);
      });
    },
    recordUnrendered(mail, options = {}) {
      return inTransaction(options.transaction, async (transaction) => {
        await OutboxMail.create(
          { recipient: mail.to, subject: '', textBody: '', htmlBody: null, template: mail.template, language: mail.language, status: 'render_failed', error: mail.error },
          { transaction },
        );
      });
    },
    async requeue(outboxId, transaction) {
      await OutboxMail.update({ status: 'queued', attempts: 0 }, { where: { id: outboxId }, transaction });
      await queueDelivery(outboxId, transaction);
    },
  };
}
