import { useId } from 'react';
import { useField } from 'formik';
import * as yup from 'yup';
import { FormField, TextArea } from '@inkwell/ui-kit';
import { MESSAGE_BODY_MAX_LENGTH, MESSAGE_SUBJECT_MAX_LENGTH } from '@inkwell/contracts';
import { StyledCounter } from './styled';
import { useMessageText, type MessageText } from './use-message-text';

export { partyName, useMessageText, type MessageText } from './use-message-text';

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
