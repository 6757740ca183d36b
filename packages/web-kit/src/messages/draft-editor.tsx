import { useRef, useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Alert, Button, formatDate, FormField, TextField, useToast } from '@inkwell/ui-kit';
import type { MessageAttachment, MessageDto, Role } from '@inkwell/contracts';
import { applyServerFieldErrors } from '../api/server-field-errors';
import { errorToText } from '../api/error-to-text';
import { ButtonRow } from '../components/layout';
import { ConfirmModal } from '../orders/confirm-modal';
import { AttachmentLinks, FileChooser } from './attachments';
import { bodySchema, FormikBodyField, subjectSchema, useMessageText } from './message-parts';
import type { MessagesApi } from './messages-api';
import { StyledForm, StyledMessage, StyledMessageHeader, StyledMuted, StyledSender } from './styled';

interface DraftValues {
  subject: string;
  body: string;
}

export interface DraftEditorProps {
  api: MessagesApi;
  role: Role;
  draft: MessageDto;
  /** a draft that opens its thread still has its subject to change */
  subject: string | null;
  onSent: (message: MessageDto) => void;
  onDiscarded: () => void;
}

/** The writer's own draft in its thread: change the text (and the subject of a new thread), add or remove files, send or discard it. */
export function DraftEditor({ api, role, draft, subject, onSent, onDiscarded }: DraftEditorProps) {
  const { t } = useTranslation();
  const m = useMessageText();
  const toast = useToast();
  const [editDraft] = api.useEditDraftMutation();
  const [sendDraft] = api.useSendDraftMutation();
  const [deleteMessage, deletion] = api.useDeleteMessageMutation();
  const [addAttachment, upload] = api.useAddAttachmentMutation();
  const [removeAttachment] = api.useRemoveAttachmentMutation();
  const [failure, setFailure] = useState<string>();
  const [fileFailure, setFileFailure] = useState<string>();
  const [removingId, setRemovingId] = useState<number>();
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [discardFailure, setDiscardFailure] = useState<string>();
  const intent = useRef<'send' | 'save'>('save');
  const ref = { id: draft.id, threadId: draft.threadId };
  const opensThread = subject !== null;

  const schema = yup.object({ subject: opensThread ? subjectSchema(m) : yup.string(), body: bodySchema(m) });

  const submit = async (values: DraftValues, helpers: FormikHelpers<DraftValues>) => {
    setFailure(undefined);
    const changed = values.body !== draft.body || (opensThread && values.subject.trim() !== subject);
    try {
      if (changed) await editDraft({ ...ref, body: values.body, subject: opensThread ? values.subject.trim() : undefined }).unwrap();
      if (intent.current === 'save') {
        toast.show(m('draft.saved'), 'success');
        helpers.resetForm({ values });
        return;
      }
      const sent = await sendDraft(ref).unwrap();
      toast.show(m('draft.sent'), 'success');
      onSent(sent);
    } catch (error) {
      if (!applyServerFieldErrors(error, helpers, ['subject', 'body'])) setFailure(errorToText(error, t));
    }
  };

  const attach = async (files: File[]) => {
    setFileFailure(undefined);
    for (const file of files) {
      try {
        await addAttachment({ messageId: draft.id, threadId: draft.threadId, file }).unwrap();
      } catch (error) {
        setFileFailure(m('files.uploadFailed', { name: file.name, reason: errorToText(error, t) }));
        return;
      }
    }
  };

  const detach = async (attachment: MessageAttachment) => {
    setFileFailure(undefined);
    setRemovingId(attachment.id);
    try {
      await removeAttachment({ messageId: draft.id, threadId: draft.threadId, attachmentId: attachment.id }).unwrap();
    } catch (error) {
      setFileFailure(errorToText(error, t));
    }
    setRemovingId(undefined);
  };

  const idPrefix = `draft-${draft.id}`;
  return (
    <StyledMessage $mine>
      <StyledMessageHeader>
        <StyledSender>{m('draft.title')}</StyledSender>
        <StyledMuted>{m('thread.savedAt', { date: formatDate(draft.createdAt, true) })}</StyledMuted>
      </StyledMessageHeader>
      <Formik<DraftValues> initialValues={{ subject: subject ?? '', body: draft.body }} validationSchema={schema} onSubmit={submit}>
        {(formik) => (
          <StyledForm onSubmit={formik.handleSubmit} noValidate aria-label={m('draft.title')}>
            {opensThread && (
              <FormField
                label={m('compose.subject')}
                htmlFor={`${idPrefix}-subject`}
                error={formik.touched.subject ? formik.errors.subject : undefined}
                required
              >
                <TextField
                  id={`${idPrefix}-subject`}
                  {...formik.getFieldProps('subject')}
                  invalid={Boolean(formik.touched.subject && formik.errors.subject)}
                />
              </FormField>
            )}
            <FormikBodyField name="body" id={`${idPrefix}-body`} label={m('compose.body')} rows={8} />
            <AttachmentLinks role={role} messageId={draft.id} attachments={draft.attachments} onRemove={(attachment) => void detach(attachment)} removingId={removingId} />
            <FileChooser count={draft.attachments.length} busy={upload.isLoading} error={fileFailure} onChoose={(files) => void attach(files)} />
            {failure && <Alert variant="danger">{failure}</Alert>}
            <ButtonRow>
              <Button
                type="submit"
                loading={formik.isSubmitting && intent.current === 'send'}
                disabled={formik.isSubmitting || upload.isLoading}
                onClick={() => {
                  intent.current = 'send';
                }}
              >
                {m('draft.send')}
              </Button>
              <Button
                type="submit"
                variant="secondary"
                loading={formik.isSubmitting && intent.current === 'save'}
                disabled={formik.isSubmitting}
                onClick={() => {
                  intent.current = 'save';
                }}
              >
                {m('draft.save')}
              </Button>
              <Button variant="danger" disabled={formik.isSubmitting} onClick={() => setConfirmDiscard(true)}>
                {m('draft.discard')}
              </Button>
            </ButtonRow>
          </StyledForm>
        )}
      </Formik>
      <ConfirmModal
        open={confirmDiscard}
        title={m('draft.discardTitle')}
        confirmLabel={m('draft.discard')}
        cancelLabel={m('thread.cancel')}
        danger
        loading={deletion.isLoading}
        error={discardFailure}
        onClose={() => {
          setDiscardFailure(undefined);
          setConfirmDiscard(false);
        }}
        onConfirm={() => {
          void deleteMessage(ref)
            .unwrap()
            .then(
              () => {
                setConfirmDiscard(false);
                toast.show(m('draft.discarded'), 'success');
                onDiscarded();
              },
              (error: unknown) => setDiscardFailure(errorToText(error, t)),
            );
        }}
      >
        {m('draft.discardText')}
      </ConfirmModal>
    </StyledMessage>
  );
}
