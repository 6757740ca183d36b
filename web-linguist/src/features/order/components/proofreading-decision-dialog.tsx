import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, TextArea, useToast } from '@inkwell/ui-kit';
import { ConfirmModal, errorToText } from '@inkwell/web-kit';
import { useRejectAsUnusableMutation, useSendBackForRevisionMutation } from '../api/order-api';

/** As core-api's revise and reject bodies allow. */
export const PROOFREADING_NOTE_MAX_LENGTH = 5000;

export type ProofreadingDecision = 'revise' | 'reject';

export interface ProofreadingDecisionDialogProps {
  orderId: number;
  /** Which decision the dialog asks for; null keeps it closed. */
  decision: ProofreadingDecision | null;
  onClose: () => void;
}

/**
 * The proofreader's two decisions on the writer's text (decision 048): send it back with a comment the writer
 * reads, or ask staff to reject it as unusable with a reason. Both need their text; a failure keeps the
 * dialog and what was typed, so she can try again.
 */
export function ProofreadingDecisionDialog({ orderId, decision, onClose }: ProofreadingDecisionDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const fieldId = useId();
  const [note, setNote] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [sendBack, sendBackState] = useSendBackForRevisionMutation();
  const [reject, rejectState] = useRejectAsUnusableMutation();
  const key = decision === 'reject' ? 'reject' : 'sendBack';

  const close = () => {
    setNote('');
    setFieldError(undefined);
    setError(null);
    onClose();
  };

  const confirm = async () => {
    const text = note.trim();
    if (!text) {
      setFieldError(t(`order.actions.${key}Required`));
      return;
    }
    setFieldError(undefined);
    try {
      if (decision === 'reject') await reject({ id: orderId, reason: text }).unwrap();
      else await sendBack({ id: orderId, comment: text }).unwrap();
      toast.show(t(`order.actions.${key}Done`), 'success');
      close();
    } catch (failure) {
      setError(errorToText(failure, t));
    }
  };

  return (
    <ConfirmModal
      open={decision !== null}
      title={t(`order.actions.${key}Title`)}
      confirmLabel={t(`order.actions.${key}`)}
      danger={decision === 'reject'}
      onConfirm={confirm}
      onClose={close}
      loading={sendBackState.isLoading || rejectState.isLoading}
      error={error}
    >
      <p>{t(`order.actions.${key}Text`)}</p>
      <FormField
        label={t(`order.actions.${key}Note`)}
        htmlFor={fieldId}
        required
        error={fieldError}
        hint={t('order.actions.proofreadingNoteHint', { max: PROOFREADING_NOTE_MAX_LENGTH })}
      >
        <TextArea
          id={fieldId}
          rows={5}
          value={note}
          maxLength={PROOFREADING_NOTE_MAX_LENGTH}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormField>
    </ConfirmModal>
  );
}
