import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, EmptyState, formatDate, Spinner } from '@inkwell/ui-kit';
import { errorToText } from '../api/error-to-text';
import { ButtonRow } from '../components/layout';
import { ConfirmModal } from '../orders/confirm-modal';
import { NoteForm } from './note-form';
import { NOTE_TEXTS_KEY } from './note-texts';
import { StyledNote, StyledNoteList, StyledNoteMeta, StyledNoteText } from './styled';

export interface NoteRecord {
  id: number;
  text: string;
  createdAt: string;
  updatedAt: string;
}

/** What a mutation trigger resolves with (RTK Query's result): an error, or none when it worked. */
export interface NoteOutcome {
  error?: unknown;
}

export interface NotesPanelProps<N extends NoteRecord> {
  notes: N[] | undefined;
  loading: boolean;
  error: unknown;
  /** at most this many characters per note, as core-api allows */
  maxLength: number;
  /** the list's accessible name */
  listLabel: string;
  emptyText: string;
  /** who may read the notes, under the new note's field */
  hint?: string;
  /** what deleting means, in the confirmation */
  deleteText: string;
  /** who wrote it and when; by default when it was written or edited */
  byline?: (note: N) => string;
  onAdd: (text: string) => Promise<NoteOutcome>;
  onUpdate: (note: N, text: string) => Promise<NoteOutcome>;
  onDelete: (note: N) => Promise<NoteOutcome>;
  onDeleted?: () => void;
}

/** Notes newest first, with a form for a new one, each editable in place and deleted after a confirmation. */
export function NotesPanel<N extends NoteRecord>({
  notes,
  loading,
  error,
  maxLength,
  listLabel,
  emptyText,
  hint,
  deleteText,
  byline,
  onAdd,
  onUpdate,
  onDelete,
  onDeleted,
}: NotesPanelProps<N>) {
  const { t } = useTranslation();
  const text = (key: string, options?: Record<string, unknown>) => t(`${NOTE_TEXTS_KEY}.${key}`, options);
  const [editing, setEditing] = useState<number>();
  const [toDelete, setToDelete] = useState<N>();
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();

  const failureOf = (outcome: NoteOutcome) => (outcome.error ? errorToText(outcome.error, t) : undefined);
  const dated = (note: N) =>
    note.updatedAt !== note.createdAt ? text('edited', { date: formatDate(note.updatedAt, true) }) : text('written', { date: formatDate(note.createdAt, true) });
  const closeDelete = () => {
    setDeleteError(undefined);
    setToDelete(undefined);
  };

  return (
    <>
      <NoteForm
        label={text('newNote')}
        hint={hint}
        maxLength={maxLength}
        submitLabel={text('add')}
        clearOnSave
        onSubmit={async (value) => failureOf(await onAdd(value))}
      />
      {loading && <Spinner />}
      {error !== undefined && error !== null && <Alert variant="danger">{errorToText(error, t)}</Alert>}
      {notes && notes.length === 0 && <EmptyState title={emptyText} />}
      {notes && notes.length > 0 && (
        <StyledNoteList aria-label={listLabel}>
          {notes.map((note) => {
            const written = formatDate(note.createdAt, true);
            return (
              <StyledNote key={note.id}>
                {editing === note.id ? (
                  <NoteForm
                    label={text('editNote')}
                    maxLength={maxLength}
                    initialText={note.text}
                    submitLabel={text('save')}
                    onCancel={() => setEditing(undefined)}
                    onSubmit={async (value) => {
                      const failure = failureOf(await onUpdate(note, value));
                      if (!failure) setEditing(undefined);
                      return failure;
                    }}
                  />
                ) : (
                  <>
                    <StyledNoteText>{note.text}</StyledNoteText>
                    <StyledNoteMeta>{byline ? byline(note) : dated(note)}</StyledNoteMeta>
                    <ButtonRow>
                      <Button variant="secondary" size="sm" aria-label={text('editNamed', { date: written })} onClick={() => setEditing(note.id)}>
                        {text('edit')}
                      </Button>
                      <Button variant="danger" size="sm" aria-label={text('deleteNamed', { date: written })} onClick={() => setToDelete(note)}>
                        {text('delete')}
                      </Button>
                    </ButtonRow>
                  </>
                )}
              </StyledNote>
            );
          })}
        </StyledNoteList>
      )}
      <ConfirmModal
        open={toDelete !== undefined}
        title={text('deleteTitle')}
        confirmLabel={text('delete')}
        cancelLabel={text('cancel')}
        danger
        loading={deleting}
        error={deleteError}
        onConfirm={() => {
          if (!toDelete) return;
          setDeleting(true);
          void onDelete(toDelete).then((outcome) => {
            setDeleting(false);
            const failure = failureOf(outcome);
            if (failure) {
              setDeleteError(failure);
              return;
            }
            closeDelete();
            onDeleted?.();
          });
        }}
        onClose={closeDelete}
      >
        {deleteText}
      </ConfirmModal>
    </>
  );
}
