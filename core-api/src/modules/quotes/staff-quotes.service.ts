import { QueryTypes, type Transaction } from 'sequelize';
import type { AdminQuoteDto, AdminQuoteListResponse, InterfaceLanguage } from '@inkwell/contracts';
import { INTERFACE_LANGUAGES } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { sendTemplateMail, type Mailer } from '../notifications/index.js';
import { database } from '../../shared/database.js';
import { adminQuoteDto, findQuoteRow, QUOTE_SELECT, quoteFileContent, type QuoteFileContent, type QuoteRow } from './quote-records.js';
import type { AdminQuoteListQuery } from './quotes.schema.js';

/** Staff's list: one status or both, newest first, paged. */
export async function listQuotesForStaff(query: AdminQuoteListQuery): Promise<AdminQuoteListResponse> {
  const where = query.status ? 'WHERE q.status = :status' : '';
  const replacements = { status: query.status ?? null, limit: query.limit, offset: query.offset };
  const [count] = await database().query<{ total: string }>(`SELECT count(*) AS total FROM quotes q ${where}`, { type: QueryTypes.SELECT, replacements });
  const rows = query.limit
    ? await database().query<QuoteRow>(`${QUOTE_SELECT} ${where} ORDER BY q.created_at DESC, q.id DESC LIMIT :limit OFFSET :offset`, {
        type: QueryTypes.SELECT,
        replacements,
      })
    : [];
  return { data: await Promise.all(rows.map(adminQuoteDto)), total: Number(count?.total ?? 0) };
}

export async function staffQuote(id: number): Promise<AdminQuoteDto> {
  const row = await findQuoteRow('q.id = :id', { id });
  if (!row) throw AppError.notFound('Quote');
  return adminQuoteDto(row);
}

export async function staffQuoteFile(id: number): Promise<QuoteFileContent> {
  const file = await quoteFileContent('q.id = :id', { id });
  if (!file) throw AppError.notFound('Quote file');
  return file;
}

export interface QuoteReplyMailing {
  mailer: Mailer;
  clientAppUrl: string;
}

const interfaceLanguage = (language: string): InterfaceLanguage =>
  (INTERFACE_LANGUAGES as readonly string[]).includes(language) ? (language as InterfaceLanguage) : 'en';

/**
 * Staff answer a request: the reply is mailed to the client in its language and the request is answered, in one
 * transaction. A request is answered once; a second reply is a conflict (write to the client from the mailbox).
 */
export async function replyToQuote(mailing: QuoteReplyMailing, adminId: number, id: number, reply: string): Promise<AdminQuoteDto> {
  const row = await database().transaction(async (transaction: Transaction) => {
    const [locked] = await database().query<{ status: string }>('SELECT status FROM quotes WHERE id = :id FOR UPDATE', {
      type: QueryTypes.SELECT,
      replacements: { id },
      transaction,
    });
    if (!locked) throw AppError.notFound('Quote');
    if (locked.status === 'answered') throw AppError.conflict('The quote request is already answered');
    await database().query(
      `UPDATE quotes SET status = 'answered', reply = :reply, answered_by_admin_id = :adminId, answered_at = now() WHERE id = :id`,
      { replacements: { id, reply, adminId }, transaction },
    );
    const answered = await findQuoteRow('q.id = :id', { id }, transaction);
    if (!answered) throw new Error(`Quote ${id} vanished inside its own transaction`);
    await sendTemplateMail(
      mailing.mailer,
      {
        to: answered.client_email,
        language: interfaceLanguage(answered.client_language),
        template: 'quote-answered',
        vars: { name: answered.client_name, quoteId: String(id), reply, link: `${mailing.clientAppUrl}/get_started` },
      },
      transaction,
    );
    return answered;
  });
  return adminQuoteDto(row);
}
