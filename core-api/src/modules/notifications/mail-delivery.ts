import nodemailer from 'nodemailer';
import type { Sequelize } from 'sequelize';
import type { Logger } from '@inkwell/service-kit';
import type { CoreConfig } from '../../config.js';
import { MAIL_DELIVERY_QUEUE } from './mailer.js';
import { OutboxMail } from './outbox.model.js';

/** What one delivery attempt did to its mail; 'skipped' when it was delivered, given up or is being sent already. */
export type DeliveryOutcome = 'sent' | 'retrying' | 'failed' | 'skipped';

export interface MailDelivery {
  /** the queue the jobs wait in, with pg-boss's retry policy: exponential backoff from the configured delay */
  queue: { name: string; retryLimit: number; retryDelay: number; retryBackoff: true };
  /** One attempt to hand the outbox mail to SMTP, recorded on the mail. */
  deliver(outboxId: string): Promise<DeliveryOutcome>;
  close(): void;
}

/** SMTP's 5xx answers refuse for good (no such mailbox, policy): trying again would only be refused again. */
function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** The worker's side of the outbox: null without SMTP, where the outbox is the delivery. */
export function createMailDelivery(config: Pick<CoreConfig, 'smtpUrl' | 'mailFrom' | 'mailDelivery'>, sequelize: Sequelize, logger: Logger): MailDelivery | null {
  if (!config.smtpUrl) return null;
  // The mail row stays locked while SMTP answers, so a stalled server must not hold it for nodemailer's default hour.
  const transport = nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  const { maxAttempts, retryDelaySeconds } = config.mailDelivery;

  return {
    // Our own attempt count decides when to give up; pg-boss's limit only has to reach it.
    queue: { name: MAIL_DELIVERY_QUEUE, retryLimit: maxAttempts, retryDelay: retryDelaySeconds, retryBackoff: true },
    deliver: (outboxId) =>
      sequelize.transaction(async (transaction) => {
        // SKIP LOCKED: a second job for the same mail (a staff retry racing a pending one) leaves it to the first.
        const mail = await OutboxMail.findOne({
          where: { id: outboxId, status: ['queued', 'retrying'] },
          lock: transaction.LOCK.UPDATE,
          skipLocked: true,
          transaction,
        });
        if (!mail) return 'skipped';
        const attempts = mail.attempts + 1;
        const lastAttemptAt = new Date();
        try {
          await transport.sendMail({ from: config.mailFrom, to: mail.recipient, subject: mail.subject, text: mail.textBody, html: mail.htmlBody ?? undefined,
            attachments: (mail.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content, 'base64') })),
          });
          await mail.update({ status: 'sent', attempts, lastAttemptAt, sentAt: lastAttemptAt, error: null }, { transaction });
          return 'sent';
        } catch (err) {
          const error = err instanceof Error ? err.message : String(err);
          const status = isPermanent(err) || attempts >= maxAttempts ? 'failed' : 'retrying';
          logger.warn('mail delivery failed', { outboxId, template: mail.template, attempts, status, error });
          await mail.update({ status, attempts, lastAttemptAt, error }, { transaction });
          return status;
        }
      }),
    close: () => transport.close(),
  };
}
