import { useTranslation } from 'react-i18next';
import { LINGUIST_NOTE_MAX_LENGTH } from '@inkwell/contracts';
import { NotesPanel, registerNoteTexts } from '@inkwell/web-kit';
import { i18n } from '../../../locales/i18n';
import { useAddNoteMutation, useDeleteNoteMutation, useGetNotesQuery, useUpdateNoteMutation } from '../api/linguists-api';

registerNoteTexts(i18n);

/** The client's private notes on her, newest first: add, edit, delete. */
export function LinguistNotesTab({ linguistId }: { linguistId: number }) {
  const { t } = useTranslation();
  const { data: notes, error, isLoading } = useGetNotesQuery(linguistId);
  const [addNote] = useAddNoteMutation();
  const [updateNote] = useUpdateNoteMutation();
  const [deleteNote] = useDeleteNoteMutation();
  return (
    <NotesPanel
      notes={notes}
      loading={isLoading}
      error={error}
      maxLength={LINGUIST_NOTE_MAX_LENGTH}
      listLabel={t('linguists.notes.list')}
      emptyText={t('linguists.notes.empty')}
      deleteText={t('linguists.notes.deleteText')}
      onAdd={(text) => addNote({ linguistId, text })}
      onUpdate={(note, text) => updateNote({ linguistId, noteId: note.id, text })}
      onDelete={(note) => deleteNote({ linguistId, noteId: note.id })}
    />
  );
}
