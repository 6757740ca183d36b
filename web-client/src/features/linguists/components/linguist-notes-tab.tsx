import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, EmptyState, formatDate, Spinner } from '@inkwell/ui-kit';
import type { LinguistNote } from '@inkwell/contracts';
import { ButtonRow, ConfirmModal, errorToText } from '@inkwell/web-kit';
import { useAddNoteMutation, useDeleteNoteMutation, useGetNotesQuery, useUpdateNoteMutation } from '../api/linguists-api';
import { NoteForm } from './note-form';
import { StyledNote, StyledNoteList, StyledNoteMeta, StyledNoteText } from './styled';

/** The client's private notes on her, newest first: add, edit, delete. */
export function LinguistNotesTab({ linguistId }: { linguistId: number }) {
  const { t } = useTranslation();
  const { data: notes, error, isLoading } = useGetNotesQuery(linguistId);
  const [addNote] = useAddNoteMutation();
  const [updateNote] = useUpdateNoteMutation();
  const [deleteNote, deleting] = useDeleteNoteMutation();
  const [editing, setEditing] = useState<number>();
  const [toDelete, setToDelete] = useState<LinguistNote>();

  const failureOf = (answer: { error?: unknown }) => (answer.error ? errorToText(answer.error, t) : undefined);

  return (
    <>
      <NoteForm
        label={t('linguists.notes.label')}
        submitLabel={t('linguists.notes.add')}
        clearOnSave
        onSubmit={async (text) => failureOf(await addNote({ linguistId, text }))}
      />
      {isLoading && <Spinner />}
      {error && <Alert variant="danger">{errorToText(error, t)}</Alert>}
      {notes && notes.length === 0 && <EmptyState title={t('linguists.notes.empty')} />}
      {notes && notes.length > 0 && (
        <StyledNoteList aria-label={t('linguists.notes.list')}>
          {notes.map((note) =>
            editing === note.id ? (
              <StyledNote key={note.id}>
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
              </StyledNote>
            ) : (
              <StyledNote key={note.id}>
                <StyledNoteText>{note.text}</StyledNoteText>
                <StyledNoteMeta>
                  {note.updatedAt !== note.createdAt
                    ? t('linguists.notes.edited', { date: formatDate(note.updatedAt, true) })
                    : t('linguists.notes.written', { date: formatDate(note.createdAt, true) })}
                </StyledNoteMeta>
                <ButtonRow>
                  <Button variant="secondary" size="sm" onClick={() => setEditing(note.id)}>
                    {t('linguists.notes.edit')}
                  </Button>
                  <Button variant="danger" size="sm" onClick={() => setToDelete(note)}>
                    {t('linguists.notes.delete')}
                  </Button>
                </ButtonRow>
              </StyledNote>
            ),
          )}
        </StyledNoteList>
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
            if (!('error' in answer)) setToDelete(undefined);
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
