import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@inkwell/ui-kit';
import { ButtonRow, ConfirmModal } from '@inkwell/web-kit';
import type { OrderDto } from '@inkwell/contracts';
import { StyledEditorBar, StyledUnsaved } from './styled';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { WordCount } from './word-count';

export interface EditorActionsProps {
  order: OrderDto;
  /** id of the word count, for the text fields' aria-describedby */
  countId: string;
  words: number;
  countLabel?: string;
  dirty: boolean;
  saving: boolean;
  submitting: boolean;
  onSave: () => void;
  /** called once the linguist confirms; the dialog closes when it settles */
  onSubmit: () => Promise<void>;
}

/** What both editors share below the text: the live count, save, and a confirmed submit. */
export function EditorActions({ order, countId, words, countLabel, dirty, saving, submitting, onSave, onSubmit }: EditorActionsProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const { min, max } = order.words;
  const valid = words >= min && words <= max;

  const confirm = async () => {
    await onSubmit();
    setConfirming(false);
  };

  return (
    <>
      <StyledEditorBar>
        <WordCount id={countId} words={words} min={min} max={max} label={countLabel} />
        <ButtonRow>
          {dirty && <StyledUnsaved>{t('order.editor.unsaved')}</StyledUnsaved>}
          <Button variant="secondary" onClick={onSave} loading={saving} disabled={!dirty}>
            {t('order.editor.save')}
          </Button>
          <Button onClick={() => setConfirming(true)} disabled={submitting}>
            {t('order.editor.submit')}
          </Button>
        </ButtonRow>
      </StyledEditorBar>
      <ConfirmModal
        open={confirming}
        title={t('order.editor.submitTitle')}
        confirmLabel={t('order.editor.submit')}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
        loading={submitting}
      >
        <p>{t('order.editor.submitText', { count: words })}</p>
        {!valid && <Alert variant="warning">{t('order.editor.submitOutsideRange', { min, max })}</Alert>}
      </ConfirmModal>
      <UnsavedChangesGuard when={dirty} />
    </>
  );
}
