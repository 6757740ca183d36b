import { QueryTypes } from 'sequelize';
import type { AdminLinguistNote } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { fullNameSql } from '../users/index.js';
import { database } from '../../shared/database.js';
import { requireLinguist } from './admin-linguist-ids.js';

// Staff notes are the team's, kept apart from clients' notes (linguist_notes): neither side ever reads the other's.

interface NoteRow {
  id: number;
  linguistId: number;
  text: string;
  adminId: number | null;
  adminName: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const selectNotes = (where: string) => `
  SELECT n.id, n.linguist_id AS "linguistId", n.text, a.id AS "adminId", COALESCE(${fullNameSql('a')}, a.email) AS "adminName",
         n.created_at AS "createdAt", n.updated_at AS "updatedAt"
    FROM admin_linguist_notes n LEFT JOIN admins a ON a.id = n.admin_id
   WHERE ${where}
   ORDER BY n.created_at DESC, n.id DESC`;

const toNote = (row: NoteRow): AdminLinguistNote => ({
  id: row.id,
  linguistId: row.linguistId,
  text: row.text,
  author: row.adminId === null ? null : { id: row.adminId, name: row.adminName ?? '' },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function noteById(linguistId: number, noteId: number): Promise<AdminLinguistNote> {
  const [row] = await database().query<NoteRow>(selectNotes('n.id = :noteId AND n.linguist_id = :linguistId'), {
    type: QueryTypes.SELECT,
    replacements: { linguistId, noteId },
  });
  if (!row) throw AppError.notFound('Note');
  return toNote(row);
}

export async function listStaffNotes(linguistId: number): Promise<AdminLinguistNote[]> {
  await requireLinguist(linguistId);
  const rows = await database().query<NoteRow>(selectNotes('n.linguist_id = :linguistId'), { type: QueryTypes.SELECT, replacements: { linguistId } });
  return rows.map(toNote);
}

export async function addStaffNote(adminId: number, linguistId: number, text: string): Promise<AdminLinguistNote> {
  await requireLinguist(linguistId);
  const [row] = await database().query<{ id: number }>(
    'INSERT INTO admin_linguist_notes (linguist_id, admin_id, text) VALUES (:linguistId, :adminId, :text) RETURNING id',
    { type: QueryTypes.SELECT, replacements: { linguistId, adminId, text } },
  );
  return noteById(linguistId, row.id);
}

/** A note on another linguist is a 404 like a missing one. */
export async function updateStaffNote(linguistId: number, noteId: number, text: string): Promise<AdminLinguistNote> {
  const [row] = await database().query<{ id: number }>(
    'UPDATE admin_linguist_notes SET text = :text, updated_at = now() WHERE id = :noteId AND linguist_id = :linguistId RETURNING id',
    { type: QueryTypes.SELECT, replacements: { linguistId, noteId, text } },
  );
  if (!row) throw AppError.notFound('Note');
  return noteById(linguistId, noteId);
}

export async function deleteStaffNote(linguistId: number, noteId: number): Promise<void> {
  const [row] = await database().query<{ id: number }>('DELETE FROM admin_linguist_notes WHERE id = :noteId AND linguist_id = :linguistId RETURNING id', {
    type: QueryTypes.SELECT,
    replacements: { linguistId, noteId },
  });
  if (!row) throw AppError.notFound('Note');
}
