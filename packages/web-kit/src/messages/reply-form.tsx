import { useRef, useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Alert, Button, useToast } from '@inkwell/ui-kit';
import type { MessageDto } from '@inkwell/contracts';
import { applyServerFieldErrors } from '../api/server-field-errors';
import { errorToText } from '../api/error-to-text';
import { ButtonRow } from '../components/layout';
import { ChosenFiles, FileChooser } from './attachments';
import { useDraftDelivery } from './draft-delivery';
import { bodySchema, FormikBodyField, useMessageText } from './message-parts';
import type { MailboxOwner, MessagesApi } from './messages-api';
import { StyledForm } from './styled';

export interface ReplyFormProps {
  api: MessagesApi;
  owner: MailboxOwner;
  /** any message of the thread: the reply goes into its thread */
  messageId: number;
  allowDrafts: boolean;
  onSent?: (reply: MessageDto) => void;
}

/**
 * A reply, sent at once; with files it is written as a draft, gets them and is then sent (decision 032). "Save as
 * draft" keeps it in the thread to finish later.
 */
export function ReplyForm({ api, owner, messageId, allowDrafts, onSent }: ReplyFormProps) {
  const { t } = useTranslation();
  const m = useMessageText();
  const toast = useToast();
  const [reply] = api.useReplyToMessageMutation();
  const deliver = useDraftDelivery(api);
  const [files, setFiles] = useState<File[]>([]);
  const [failure, setFailure] = useState<string>();
  const [fileFailure, setFileFailure] = useState<string>();
  const intent = useRef<'send' | 'draft'>('send');

  const submit = async (values: { body: string }, helpers: FormikHelpers<{ body: string }>) => {
    setFailure(undefined);
    setFileFailure(undefined);
    const send = intent.current === 'send';
    const asDraft = !send || files.length > 0;
    let written: MessageDto;
    try {
      written = await reply({ ...owner, id: messageId, body: values.body, draft: asDraft }).unwrap();
    } catch (error) {
      if (!applyServerFieldErrors(error, helpers, ['body'])) setFailure(errorToText(error, t));
      return;
    }
    if (asDraft) {
      const outcome = await deliver(written, files, { send });
      if ('error' in outcome) {
        if (outcome.fileRefused) setFileFailure(outcome.error);
        else setFailure(outcome.error);
        return;
      }
      written = outcome.message;
    }
    helpers.resetForm();
    setFiles([]);
    toast.show(send ? m('reply.sent') : m('draft.saved'), 'success');
    if (send) onSent?.(written);
  };

  return (
    <Formik initialValues={{ body: '' }} validationSchema={yup.object({ body: bodySchema(m) })} onSubmit={submit}>
      {(formik) => (
        <StyledForm onSubmit={formik.handleSubmit} noValidate aria-label={m('reply.label')}>
          <FormikBodyField name="body" id={`reply-${messageId}`} label={m('reply.label')} rows={5} />
          <FileChooser count={files.length} error={fileFailure} onChoose={(chosen) => setFiles((all) => [...all, ...chosen])} />
          <ChosenFiles files={files} onRemove={(file) => setFiles((all) => all.filter((one) => one !== file))} />
          {failure && <Alert variant="danger">{failure}</Alert>}
          <ButtonRow>
            <Button
              type="submit"
              loading={formik.isSubmitting && intent.current === 'send'}
              disabled={formik.isSubmitting}
              onClick={() => {
                intent.current = 'send';
              }}
            >
              {m('reply.send')}
            </Button>
            {allowDrafts && (
              <Button
                type="submit"
                variant="secondary"
                loading={formik.isSubmitting && intent.current === 'draft'}
                disabled={formik.isSubmitting}
                onClick={() => {
                  intent.current = 'draft';
                }}
              >
                {m('reply.saveDraft')}
              </Button>
            )}
          </ButtonRow>
        </StyledForm>
      )}
    </Formik>
  );
}
