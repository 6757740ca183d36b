import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, FormField, TextArea } from '@inkwell/ui-kit';
import { ButtonRow } from '../components/layout';
import { NOTE_TEXTS_KEY } from './note-texts';
import { StyledCounter, StyledNoteForm } from './styled';

export interface NoteFormProps {
  label: string;
  /** at most this many characters, as core-api allows */
  maxLength: number;
  initialText?: string;
  submitLabel: string;
  /** resolves with an error text to show, or nothing when the note was saved */
  onSubmit: (text: string) => Promise<string | undefined>;
  onCancel?: () => void;
  /** a new note's form empties after saving, an edited one closes */
  clearOnSave?: boolean;
  hint?: string;
}

/** A plain-text note; the counter says how many characters are used before the server says no. */
export function NoteForm({ label, maxLength, initialText = '', submitLabel, onSubmit, onCancel, clearOnSave = false, hint }: NoteFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const counterId = `${id}-counter`;
  const [text, setText] = useState(initialText);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const over = text.length > maxLength;
  const blank = text.trim() === '';
  const error = over ? t(`${NOTE_TEXTS_KEY}.tooLong`, { max: maxLength }) : touched && blank ? t(`${NOTE_TEXTS_KEY}.required`) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (over || blank) return;
    setSaving(true);
    const failure = await onSubmit(text.trim());
    setSaving(false);
    setServerError(failure);
    if (!failure && clearOnSave) {
      setText('');
      setTouched(false);
    }
  };

  return (
    <StyledNoteForm onSubmit={(event) => void submit(event)} noValidate>
      <FormField label={label} htmlFor={id} error={error} hint={hint}>
        <TextArea id={id} value={text} rows={4} invalid={Boolean(error)} aria-describedby={counterId} onChange={(event) => setText(event.target.value)} />
      </FormField>
      <StyledCounter id={counterId} $over={over} aria-live="polite">
        {t(`${NOTE_TEXTS_KEY}.counter`, { count: text.length, max: maxLength })}
      </StyledCounter>
      {serverError && <Alert variant="danger">{serverError}</Alert>}
      <ButtonRow>
        <Button type="submit" loading={saving} disabled={over}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t(`${NOTE_TEXTS_KEY}.cancel`)}
          </Button>
        )}
      </ButtonRow>
    </StyledNoteForm>
  );
}
