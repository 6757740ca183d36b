import { useId } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { FormField, TextArea } from '@inkwell/ui-kit';
import { MESSAGE_BODY_MAX_LENGTH, MESSAGE_SUBJECT_MAX_LENGTH, type MessageParty } from '@inkwell/contracts';
import { MESSAGE_TEXTS_KEY } from './message-texts';
import { StyledCounter } from './styled';

export type MessageText = (key: string, options?: Record<string, unknown>) => string;

/** The shared messages texts, by their key below MESSAGE_TEXTS_KEY. */
export function useMessageText(): MessageText {
  const { t } = useTranslation();
  return (key, options) => t(`${MESSAGE_TEXTS_KEY}.${key}`, options);
}

/** A side as the reader's app names it; core-api calls the shared staff side "Support" in English. */
export const partyName = (party: Pick<MessageParty, 'role' | 'name'>, m: MessageText) => (party.role === 'support' ? m('support') : party.name);

/** A body is kept exactly as written (decision 032): blank is refused, spaces and line breaks are the writer's. */
export const bodySchema = (m: MessageText) =>
  yup
    .string()
    .default('')
    .test('not-blank', m('compose.required.body'), (value) => /\S/.test(value ?? ''))
    .max(MESSAGE_BODY_MAX_LENGTH, m('compose.tooLong.body', { max: MESSAGE_BODY_MAX_LENGTH }));

export const subjectSchema = (m: MessageText) =>
  yup
    .string()
    .default('')
    .trim()
    .required(m('compose.required.subject'))
    .max(MESSAGE_SUBJECT_MAX_LENGTH, m('compose.tooLong.subject', { max: MESSAGE_SUBJECT_MAX_LENGTH }));

export interface FormikBodyFieldProps {
  name: string;
  label: string;
  /** unique on the page: a thread shows a draft and a reply at once */
  id?: string;
  rows?: number;
}

/** A message body bound to Formik, with a counter that tells how much room is left before core-api says no. */
export function FormikBodyField({ name, label, id, rows = 6 }: FormikBodyFieldProps) {
  const m = useMessageText();
  const generated = useId();
  const fieldId = id ?? generated;
  const [field, meta] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  const length = field.value.length;
  return (
    <>
      <FormField label={label} htmlFor={fieldId} error={error} required>
        <TextArea id={fieldId} {...field} rows={rows} invalid={Boolean(error)} aria-describedby={`${fieldId}-counter`} />
      </FormField>
      <StyledCounter id={`${fieldId}-counter`} $over={length > MESSAGE_BODY_MAX_LENGTH}>
        {m('compose.counter', { count: length, max: MESSAGE_BODY_MAX_LENGTH })}
      </StyledCounter>
    </>
  );
}
