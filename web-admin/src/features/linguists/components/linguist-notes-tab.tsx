import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, EmptyState, formatDate, Spinner, useToast } from '@inkwell/ui-kit';
import type { AdminLinguistNote } from '@inkwell/contracts';
import { ButtonRow, ConfirmModal, errorToText } from '@inkwell/web-kit';
import { useAddNoteMutation, useDeleteNoteMutation, useGetNotesQuery, useUpdateNoteMutation } from '../api/linguists-api';
import { NoteForm } from './note-form';
import { StyledCard, StyledList, StyledMeta, StyledNoteText } from './styled';

/** Staff's notes on her, newest first, which any staff member may add, edit or delete; clients never see them. */
export function LinguistNotesTab({ linguistId }: { linguistId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { data: notes, error, isLoading } = useGetNotesQuery(linguistId);
  const [addNote] = useAddNoteMutation();
  const [updateNote] = useUpdateNoteMutation();
  const [deleteNote, deleting] = useDeleteNoteMutation();
  const [editing, setEditing] = useState<number>();
  const [toDelete, setToDelete] = useState<AdminLinguistNote>();

  const failureOf = (answer: { error?: unknown }) => (answer.error ? errorToText(answer.error, t) : undefined);
  const byline = (note: AdminLinguistNote) => {
    const author = note.author?.name ?? t('linguists.notes.unknownAuthor');
    return note.updatedAt !== note.createdAt
      ? t('linguists.notes.edited', { author, date: formatDate(note.updatedAt, true) })
      : t('linguists.notes.written', { author, date: formatDate(note.createdAt, true) });
  };

  return (
    <>
      <NoteForm
        label={t('linguists.notes.label')}
        hint={t('linguists.notes.hint')}
        submitLabel={t('linguists.notes.add')}
        clearOnSave
        onSubmit={async (text) => failureOf(await addNote({ linguistId, text }))}
      />
      {isLoading && <Spinner />}
      {error && <Alert variant="danger">{errorToText(error, t)}</Alert>}
      {notes && notes.length === 0 && <EmptyState title={t('linguists.notes.empty')} />}
      {notes && notes.length > 0 && (
        <StyledList aria-label={t('linguists.notes.list')}>
          {notes.map((note) => (
            <StyledCard key={note.id}>
              {editing === note.id ? (
                <NoteForm
                  label={t('linguists.notes.editLabel')}
                  initialText={note.text}
                  submitLabel={t('linguists.notes.save')}
                  onCancel={() => setEditing(undefined)}
                  onSubmit={async (text) => {
                    const failure = failureOf(await updateNote({ linguistId, noteId: note.id, text }));
                    if (!failure) setEditing(undefined);
                    return failure;
                  }}
                />
              ) : (
                <>
                  <StyledNoteText>{note.text}</StyledNoteText>
                  <StyledMeta>{byline(note)}</StyledMeta>
                  <ButtonRow>
                    <Button variant="secondary" size="sm" onClick={() => setEditing(note.id)}>
                      {t('linguists.notes.edit')}
                    </Button>
                    <Button variant="danger" size="sm" onClick={() => setToDelete(note)}>
                      {t('linguists.notes.delete')}
                    </Button>
                  </ButtonRow>
                </>
              )}
            </StyledCard>
          ))}
        </StyledList>
      )}
      <ConfirmModal
        open={toDelete !== undefined}
        title={t('linguists.notes.deleteTitle')}
        confirmLabel={t('linguists.notes.delete')}
        cancelLabel={t('linguists.notes.cancel')}
        danger
        loading={deleting.isLoading}
        error={deleting.error ? errorToText(deleting.error, t) : undefined}
        onConfirm={() => {
          if (!toDelete) return;
          void deleteNote({ linguistId, noteId: toDelete.id }).then((answer) => {
            if ('error' in answer) return;
            setToDelete(undefined);
            toast.show(t('linguists.notes.deleted'), 'success');
          });
        }}
        onClose={() => {
          deleting.reset();
          setToDelete(undefined);
        }}
      >
        {t('linguists.notes.deleteText')}
      </ConfirmModal>
    </>
  );
}
