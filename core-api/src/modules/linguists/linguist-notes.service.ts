import { QueryTypes, type Transaction } from 'sequelize';
import type { LinguistNote } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { database } from '../../shared/database.js';
import { findListedLinguist } from './client-view.js';

const NOTE_COLUMNS = `id, linguist_id AS "linguistId", text, created_at AS "createdAt", updated_at AS "updatedAt"`;

interface NoteRow {
  id: number;
  linguistId: number;
  text: string;
  createdAt: Date;
  updatedAt: Date;
}

function toNote(row: NoteRow): LinguistNote {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** The client's own notes on one linguist, newest first; other clients' notes are never read. */
export async function listNotes(clientId: number, linguistId: number): Promise<LinguistNote[]> {
  await findListedLinguist(linguistId);
  const rows = await database().query<NoteRow>(
    `SELECT ${NOTE_COLUMNS} FROM linguist_notes WHERE client_id = :clientId AND linguist_id = :linguistId ORDER BY created_at DESC, id DESC`,
    { type: QueryTypes.SELECT, replacements: { clientId, linguistId } },
  );
  return rows.map(toNote);
}

export async function addNote(clientId: number, linguistId: number, text: string, transaction?: Transaction): Promise<LinguistNote> {
  await findListedLinguist(linguistId, transaction);
  const [row] = await database().query<NoteRow>(
    `INSERT INTO linguist_notes (client_id, linguist_id, text) VALUES (:clientId, :linguistId, :text) RETURNING ${NOTE_COLUMNS}`,
    { type: QueryTypes.SELECT, replacements: { clientId, linguistId, text }, transaction },
  );
  return toNote(row);
}

/** Another client's note, or a note on another linguist, is a 404 like a missing one. */
export async function updateNote(clientId: number, linguistId: number, noteId: number, text: string): Promise<LinguistNote> {
  const [row] = await database().query<NoteRow>(
    `UPDATE linguist_notes SET text = :text, updated_at = now()
      WHERE id = :noteId AND client_id = :clientId AND linguist_id = :linguistId RETURNING ${NOTE_COLUMNS}`,
    { type: QueryTypes.SELECT, replacements: { clientId, linguistId, noteId, text } },
  );
  if (!row) throw AppError.notFound('Note');
  return toNote(row);
}

export async function deleteNote(clientId: number, linguistId: number, noteId: number): Promise<void> {
  const [deleted] = await database().query<{ id: number }>(
    'DELETE FROM linguist_notes WHERE id = :noteId AND client_id = :clientId AND linguist_id = :linguistId RETURNING id',
    { type: QueryTypes.SELECT, replacements: { clientId, linguistId, noteId } },
  );
  if (!deleted) throw AppError.notFound('Note');
}
