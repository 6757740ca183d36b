import { useEffect, useRef, useState } from 'react';
import { Formik, useField, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Alert, Button, FormField, TextField } from '@inkwell/ui-kit';
import type { MessageDto, MessageParty } from '@inkwell/contracts';
import { applyServerFieldErrors } from '../api/server-field-errors';
import { errorToText } from '../api/error-to-text';
import { ButtonRow } from '../components/layout';
import { ChosenFiles, FileChooser } from './attachments';
import { useDraftDelivery } from './draft-delivery';
import { bodySchema, FormikBodyField, subjectSchema, useMessageText } from './message-parts';
import type { MailboxOwner, MessagesApi } from './messages-api';
import { RecipientPicker } from './recipient-picker';
import { StyledForm, StyledThreadTitle } from './styled';

interface ComposeValues {
  recipient: MessageParty | null;
  subject: string;
  body: string;
}

export interface ComposeFormProps {
  api: MessagesApi;
  owner: MailboxOwner;
  /** who a staff member writes to on a client's page; else the writer picks a recipient */
  fixedRecipient?: MessageParty;
  /** the writer's own mailbox keeps drafts; staff on a client's page only send */
  allowDrafts: boolean;
  /** staff write to clients and linguists; the others may also write to support */
  offersSupport: boolean;
  onDone: (message: MessageDto, sent: boolean) => void;
  onCancel: () => void;
}

function RecipientField({ api, offersSupport }: Pick<ComposeFormProps, 'api' | 'offersSupport'>) {
  const m = useMessageText();
  const [field, meta, helpers] = useField<MessageParty | null>('recipient');
  const error = meta.touched ? meta.error : undefined;
  return (
    <FormField label={m('compose.to')} htmlFor="message-recipient" error={error} required>
      <RecipientPicker
        api={api}
        id="message-recipient"
        offersSupport={offersSupport}
        value={field.value}
        onChange={(party) => {
          void helpers.setValue(party);
          void helpers.setTouched(true, false);
        }}
      />
    </FormField>
  );
}

/** A new message: recipient, subject, text and files; sent at once, or kept as a draft to finish later. */
export function ComposeForm({ api, owner, fixedRecipient, allowDrafts, offersSupport, onDone, onCancel }: ComposeFormProps) {
  const { t } = useTranslation();
  const m = useMessageText();
  const [createMessage] = api.useCreateMessageMutation();
  const deliver = useDraftDelivery(api);
  const [files, setFiles] = useState<File[]>([]);
  const [failure, setFailure] = useState<string>();
  const [fileFailure, setFileFailure] = useState<string>();
  const intent = useRef<'send' | 'draft'>('send');
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Opening the form moves the focus to it, so a screen reader says where the user is.
  useEffect(() => headingRef.current?.focus(), []);

  const schema = yup.object({
    recipient: yup.mixed<MessageParty>().nullable().test('chosen', m('compose.required.recipient'), (value) => Boolean(fixedRecipient ?? value)),
    subject: subjectSchema(m),
    body: bodySchema(m),
  });

  const submit = async (values: ComposeValues, helpers: FormikHelpers<ComposeValues>) => {
    setFailure(undefined);
    setFileFailure(undefined);
    const to = fixedRecipient ?? values.recipient;
    if (!to) return;
    let draft: MessageDto;
    try {
      draft = await createMessage({
        ...owner,
        recipient: to.role === 'support' ? { role: 'support' } : { role: to.role, id: to.id ?? undefined },
        subject: values.subject.trim(),
        body: values.body,
      }).unwrap();
    } catch (error) {
      if (!applyServerFieldErrors(error, helpers, ['subject', 'body'])) setFailure(errorToText(error, t));
      return;
    }
    const send = intent.current === 'send';
    const outcome = await deliver(draft, files, { send });
    if ('error' in outcome) {
      if (outcome.fileRefused) setFileFailure(outcome.error);
      else setFailure(outcome.error);
      return;
    }
    onDone(outcome.message, send);
  };

  return (
    <Formik<ComposeValues> initialValues={{ recipient: null, subject: '', body: '' }} validationSchema={schema} onSubmit={submit}>
      {(formik) => (
        <StyledForm onSubmit={formik.handleSubmit} noValidate aria-labelledby="compose-title">
          <StyledThreadTitle id="compose-title" ref={headingRef} tabIndex={-1}>
            {m('compose.title')}
          </StyledThreadTitle>
          {fixedRecipient ? (
            <FormField label={m('compose.to')} htmlFor="message-recipient">
              <TextField id="message-recipient" value={fixedRecipient.name} readOnly />
            </FormField>
          ) : (
            <RecipientField api={api} offersSupport={offersSupport} />
          )}
          <FormField
            label={m('compose.subject')}
            htmlFor="message-subject"
            error={formik.touched.subject ? formik.errors.subject : undefined}
            required
          >
            <TextField id="message-subject" {...formik.getFieldProps('subject')} invalid={Boolean(formik.touched.subject && formik.errors.subject)} />
          </FormField>
          <FormikBodyField name="body" id="message-body" label={m('compose.body')} rows={8} />
          <FileChooser count={files.length} error={fileFailure} onChoose={(chosen) => setFiles((all) => [...all, ...chosen])} />
          <ChosenFiles files={files} onRemove={(file) => setFiles((all) => all.filter((one) => one !== file))} />
          {failure && <Alert variant="danger">{failure}</Alert>}
          <ButtonRow>
            <Button type="submit" loading={formik.isSubmitting && intent.current === 'send'} disabled={formik.isSubmitting} onClick={() => {
                intent.current = 'send';
              }}>
              {m('compose.send')}
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
                {m('compose.saveDraft')}
              </Button>
            )}
            <Button variant="secondary" onClick={onCancel} disabled={formik.isSubmitting}>
              {m('compose.cancel')}
            </Button>
          </ButtonRow>
        </StyledForm>
      )}
    </Formik>
  );
}
