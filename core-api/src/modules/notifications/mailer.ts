import nodemailer, { type Transporter } from 'nodemailer';
import type { Transaction } from 'sequelize';
import type { Logger } from '@inkwell/service-kit';
import type { CoreConfig } from '../../config.js';
import { OutboxMail } from './outbox.model.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** which mail this is, e.g. 'reset-password'; staff and tests filter the outbox by it */
  template: string;
}

export interface Mailer {
  /**
   * Writes the mail to the outbox (inside `transaction` when given, so a rolled-back use case sends nothing)
   * and, with SMTP configured, delivers it in the background once the row is committed.
   */
  send(mail: OutgoingMail, options?: { transaction?: Transaction }): Promise<void>;
  /** Resolves when every delivery started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
}

export function createMailer(config: Pick<CoreConfig, 'smtpUrl' | 'mailFrom'>, logger: Logger): Mailer {
  const transport: Transporter | undefined = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  const deliveries = new Set<Promise<void>>();

  async function deliver(outboxId: string, mail: OutgoingMail, smtp: Transporter): Promise<void> {
    try {
      await smtp.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await OutboxMail.update({ sentAt: new Date(), error: null }, { where: { id: outboxId } });
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      logger.warn('mail delivery failed', { outboxId, template: mail.template, error });
      await OutboxMail.update({ error }, { where: { id: outboxId } }).catch((updateErr: unknown) =>
        logger.error('could not record a failed mail delivery', { outboxId, error: String(updateErr) }),
      );
    }
  }

  function startDelivery(outboxId: string, mail: OutgoingMail, smtp: Transporter): void {
    const delivery = deliver(outboxId, mail, smtp).finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
  }

  return {
    async send(mail, options = {}) {
      const row = await OutboxMail.create(
        { recipient: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html ?? null, template: mail.template },
        { transaction: options.transaction },
      );
      if (!transport) return;
      // Delivering outside the request keeps SMTP latency from telling callers whether a mail went out.
      if (options.transaction) options.transaction.afterCommit(() => startDelivery(row.id, mail, transport));
      else startDelivery(row.id, mail, transport);
    },
    async idle() {
      while (deliveries.size) await Promise.allSettled([...deliveries]);
    },
  };
}
