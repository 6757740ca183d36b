import { createHash } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import {
  MESSAGE_ATTACHMENTS_PER_MESSAGE,
  type MessageAttachment,
  type MessageAttachmentContentType,
} from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import type { VerifiedUpload } from '../../http/file-upload.js';
import { database } from '../../shared/database.js';
import { inTransaction, type Mailbox, type Writer } from './mailbox.js';
import { locateMessage, lockThread, notFound } from './thread-reads.js';

/**
 * Files on a message (decision 032): added to and removed from the writer's own draft, stored in PostgreSQL with
 * their SHA-256 (every replica serves them; they go with the thread when it is deleted for good), and downloaded by
 * whoever may read the message.
 */

const EXTENSIONS: Record<MessageAttachmentContentType, string[]> = {
  'application/pdf': ['pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
};

/** The name shown and offered for download ends in the extension of what the file is. */
function attachmentName(fileName: string | null, contentType: MessageAttachmentContentType): string {
  const extensions = EXTENSIONS[contentType];
  const name = fileName ?? 'attachment';
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  return extension && extensions.includes(extension) ? name : `${name.slice(0, 150)}.${extensions[0]}`;
}

/** The side's own draft, locked with its thread. */
async function lockDraft(writer: Writer, messageId: number, transaction: Parameters<typeof lockThread>[1]): Promise<void> {
  const located = await locateMessage(writer.mailbox, messageId, transaction);
  if (located.senderRole !== writer.mailbox.role) throw notFound();
  await lockThread(located.threadId, transaction);
  if (!located.draft) throw AppError.conflict(`Message ${messageId} is sent: files go on a draft`);
}

/** POST /{role}/message/:id/attachment */
export function addAttachment(writer: Writer, messageId: number, file: VerifiedUpload<MessageAttachmentContentType>): Promise<MessageAttachment> {
  return inTransaction(undefined, async (transaction) => {
    await lockDraft(writer, messageId, transaction);
    const [{ count }] = (await database().query<{ count: number }>('SELECT count(*)::int AS count FROM message_attachments WHERE message_id = :messageId', {
      type: QueryTypes.SELECT,
      replacements: { messageId },
      transaction,
    })) as [{ count: number }];
    if (count >= MESSAGE_ATTACHMENTS_PER_MESSAGE) {
      throw AppError.unprocessable(`A message carries at most ${MESSAGE_ATTACHMENTS_PER_MESSAGE} files`, { file: [`at most ${MESSAGE_ATTACHMENTS_PER_MESSAGE} files per message`] });
    }
    const fileName = attachmentName(file.fileName, file.contentType);
    const sha256 = createHash('sha256').update(file.content).digest('hex');
    // Bound, not replaced into the SQL text: ten megabytes travel as one binary parameter.
    const [rows] = (await database().query(
      `INSERT INTO message_attachments (message_id, file_name, content_type, content, sha256) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      { bind: [messageId, fileName, file.contentType, file.content, sha256], transaction },
    )) as [{ id: number }[], unknown];
    return { id: rows[0]!.id, fileName, contentType: file.contentType, bytes: file.bytes, sha256 };
  });
}

/** DELETE /{role}/message/:id/attachment/:attachmentId */
export function removeAttachment(writer: Writer, messageId: number, attachmentId: number): Promise<void> {
  return inTransaction(undefined, async (transaction) => {
    await lockDraft(writer, messageId, transaction);
    const [, result] = (await database().query('DELETE FROM message_attachments WHERE id = :attachmentId AND message_id = :messageId', {
      replacements: { attachmentId, messageId },
      transaction,
    })) as [unknown, { rowCount?: number }];
    if (!result.rowCount) throw AppError.notFound('Attachment');
  });
}

export interface AttachmentFile {
  fileName: string;
  contentType: MessageAttachmentContentType;
  content: Buffer;
  sha256: string;
}

/**
 * GET /{role}/message/:id/attachment/:attachmentId: for whoever may read the message in their mailbox; staff (no
 * mailbox) for any sent message, since they read every conversation on the client and order pages.
 */
export async function findAttachment(mailbox: Mailbox | null, messageId: number, attachmentId: number): Promise<AttachmentFile> {
  if (mailbox) await locateMessage(mailbox, messageId);
  const sentOnly = mailbox ? '' : "AND (m.sent_seq IS NOT NULL OR m.sender_role = 'support')";
  const [file] = await database().query<AttachmentFile>(
    `SELECT a.file_name AS "fileName", a.content_type AS "contentType", a.content, a.sha256
       FROM message_attachments a JOIN messages m ON m.id = a.message_id
      WHERE a.id = :attachmentId AND a.message_id = :messageId ${sentOnly}`,
    { type: QueryTypes.SELECT, replacements: { attachmentId, messageId } },
  );
  if (!file) throw AppError.notFound('Attachment');
  return file;
}
