import { useTranslation } from 'react-i18next';
import { formatDate, useToast } from '@inkwell/ui-kit';
import { ADMIN_LINGUIST_NOTE_MAX_LENGTH, type AdminLinguistNote } from '@inkwell/contracts';
import { NotesPanel, registerNoteTexts } from '@inkwell/web-kit';
import { i18n } from '../../../locales/i18n';
import { useAddNoteMutation, useDeleteNoteMutation, useGetNotesQuery, useUpdateNoteMutation } from '../api/linguists-api';

registerNoteTexts(i18n);

/** Staff's notes on her, newest first, which any staff member may add, edit or delete; clients never see them. */
export function LinguistNotesTab({ linguistId }: { linguistId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { data: notes, error, isLoading } = useGetNotesQuery(linguistId);
  const [addNote] = useAddNoteMutation();
  const [updateNote] = useUpdateNoteMutation();
  const [deleteNote] = useDeleteNoteMutation();
  const byline = (note: AdminLinguistNote) => {
    const author = note.author?.name ?? t('linguists.notes.unknownAuthor');
    return note.updatedAt !== note.createdAt
      ? t('linguists.notes.edited', { author, date: formatDate(note.updatedAt, true) })
      : t('linguists.notes.written', { author, date: formatDate(note.createdAt, true) });
  };
  return (
    <NotesPanel<AdminLinguistNote>
      notes={notes}
      loading={isLoading}
      error={error}
      maxLength={ADMIN_LINGUIST_NOTE_MAX_LENGTH}
      listLabel={t('linguists.notes.list')}
      emptyText={t('linguists.notes.empty')}
      hint={t('linguists.notes.hint')}
      deleteText={t('linguists.notes.deleteText')}
      byline={byline}
      onAdd={(text) => addNote({ linguistId, text })}
      onUpdate={(note, text) => updateNote({ linguistId, noteId: note.id, text })}
      onDelete={(note) => deleteNote({ linguistId, noteId: note.id })}
      onDeleted={() => toast.show(t('linguists.notes.deleted'), 'success')}
    />
  );
}
