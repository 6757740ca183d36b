import { Op, col, fn, where as sqlWhere, type WhereOptions } from 'sequelize';
import type { MailStatus, OutboxMailDto, Page } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import type { Mailer } from './mailer.js';
import { OutboxMail } from './outbox.model.js';

export interface OutboxQuery {
  limit: number;
  offset: number;
  /** exact address, any letter case */
  recipient?: string;
  status?: MailStatus;
}

function toDto(m: OutboxMail): OutboxMailDto {
  return {
    id: Number(m.id),
    recipient: m.recipient,
    subject: m.subject,
    textBody: m.textBody,
    htmlBody: m.htmlBody,
    template: m.template,
    language: m.language,
    status: m.status,
    attempts: m.attempts,
    createdAt: m.createdAt.toISOString(),
    lastAttemptAt: m.lastAttemptAt?.toISOString() ?? null,
    sentAt: m.sentAt?.toISOString() ?? null,
    error: m.error,
    attachments: (m.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, size: Buffer.byteLength(a.content, 'base64') })),
  };
}

/** Newest first. */
export async function listOutbox(query: OutboxQuery): Promise<Page<OutboxMailDto>> {
  const filters: WhereOptions[] = [];
  if (query.recipient) filters.push(sqlWhere(fn('lower', col('recipient')), query.recipient.toLowerCase()));
  if (query.status) filters.push({ status: query.status });
  const { rows, count } = await OutboxMail.findAndCountAll({
    where: { [Op.and]: filters },
    order: [['createdAt', 'DESC'], ['id', 'DESC']],
    limit: query.limit,
    offset: query.offset,
  });
  return { total: count, data: rows.map(toDto) };
}

/**
 * Staff send a failed mail again: it is queued for the delivery job with a fresh round of attempts.
 *
 * @throws AppError 404 for an unknown mail; 409 unless its delivery failed, or when no SMTP server is configured
 */
export async function retryOutboxMail(mailer: Mailer, id: number): Promise<OutboxMailDto> {
  const sequelize = OutboxMail.sequelize;
  if (!sequelize) throw new Error('The notification models are not initialised');
  return sequelize.transaction(async (transaction) => {
    const mail = await OutboxMail.findByPk(String(id), { lock: transaction.LOCK.UPDATE, transaction });
    if (!mail) throw AppError.notFound('Mail');
    if (mail.status === 'render_failed') throw AppError.conflict(`Mail ${id} could not be rendered from its template, so there is nothing to send; fix the template instead`);
    if (mail.status !== 'failed') throw AppError.conflict(`Mail ${id} is ${mail.status}; only a failed mail can be sent again`);
    if (!mailer.delivers) throw AppError.conflict('No SMTP server is configured: mail stays in the outbox');
    await mailer.requeue(mail.id, transaction);
    await mail.reload({ transaction });
    return toDto(mail);
  });
}
