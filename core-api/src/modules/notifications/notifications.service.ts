import { col, fn, where as sqlWhere, type Transaction, type WhereOptions } from 'sequelize';
import type { InterfaceLanguage } from '@inkwell/contracts';
import type { Mailer } from './mailer.js';
import { renderMail, type MailTemplate, type MailTemplateVariables } from './mail-templates.js';
import { OutboxMail } from './outbox.model.js';

export interface AccountMail<T extends MailTemplate> {
  to: string;
  language: InterfaceLanguage;
  template: T;
  vars: MailTemplateVariables[T];
}

/** Renders one of the account mails in the recipient's language and hands it to the mailer. */
export function sendTemplateMail<T extends MailTemplate>(mailer: Mailer, mail: AccountMail<T>, transaction?: Transaction): Promise<void> {
  const rendered = renderMail(mail.template, mail.language, mail.vars);
  return mailer.send({ to: mail.to, template: mail.template, ...rendered }, { transaction });
}

/** One outbox row as staff see it. */
export interface OutboxMailView {
  id: number;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  template: string;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
}

export interface OutboxQuery {
  limit: number;
  offset: number;
  /** exact address, any letter case */
  recipient?: string;
}

/** Newest first. */
export async function listOutbox(query: OutboxQuery): Promise<{ data: OutboxMailView[]; total: number }> {
  const filter: WhereOptions = query.recipient ? sqlWhere(fn('lower', col('recipient')), query.recipient.toLowerCase()) : {};
  const { rows, count } = await OutboxMail.findAndCountAll({
    where: filter,
    order: [['createdAt', 'DESC'], ['id', 'DESC']],
    limit: query.limit,
    offset: query.offset,
  });
  return {
    total: count,
    data: rows.map((m) => ({
      id: Number(m.id),
      recipient: m.recipient,
      subject: m.subject,
      textBody: m.textBody,
      htmlBody: m.htmlBody,
      template: m.template,
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
      error: m.error,
    })),
  };
}
