import type { FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import {
  CLIENT_NOTIFICATION_EVENTS,
  NOTIFICATION_RECIPIENT_NAME_MAX_LENGTH,
  type NotificationRecipientBody,
  type NotificationRecipientDto,
} from '@inkwell/contracts';
import { errorToText, toHttpError } from '../api/error-to-text';
import { applyServerFieldErrors } from '../api/server-field-errors';
import { FormModal } from '../forms/form-modal';
import { FormikCheckboxGroup } from '../forms/formik-checkbox-group';
import { FormikTextField } from '../forms/formik-text-field';
import { emailSchema } from '../forms/password-schema';
import { useRecipientText } from './recipient-texts';

const FIELDS = ['email', 'name', 'events'] as const;

interface RecipientModalProps {
  open: boolean;
  /** the recipient to edit; none to add one */
  recipient: NotificationRecipientDto | null;
  /** resolves when saved; rejects with the RTK Query error otherwise */
  save: (body: NotificationRecipientBody) => Promise<unknown>;
  onClose: () => void;
}

/** Adds or edits one recipient: name, address and the mails it gets; core-api's 400 and 409 land under the fields. */
export function RecipientModal({ open, recipient, save, onClose }: RecipientModalProps) {
  const { t } = useTranslation();
  const text = useRecipientText();
  const [serverError, setServerError] = useState<string | null>(null);
  const initial: NotificationRecipientBody = recipient
    ? { email: recipient.email, name: recipient.name, events: recipient.events }
    : { email: '', name: '', events: ['orderReady'] };
  const schema = useMemo(
    () =>
      yup.object({
        email: emailSchema(t).max(254, t('validation.email')),
        name: yup
          .string()
          .trim()
          .required(t('validation.required'))
          .max(NOTIFICATION_RECIPIENT_NAME_MAX_LENGTH, text('nameTooLong', { max: NOTIFICATION_RECIPIENT_NAME_MAX_LENGTH })),
        events: yup.array().of(yup.string().required()).min(1, text('eventsRequired')),
      }),
    [t, text],
  );

  const submit = async (values: NotificationRecipientBody, helpers: FormikHelpers<NotificationRecipientBody>) => {
    setServerError(null);
    try {
      await save({ email: values.email.trim(), name: values.name.trim(), events: values.events });
      onClose();
    } catch (error) {
      // core-api names `email` in its 409 for an address the client has already: it belongs under the field.
      const http = toHttpError(error);
      const asFieldErrors = http?.status === 409 ? { status: 400, data: http.data } : error;
      if (!applyServerFieldErrors(asFieldErrors, helpers, FIELDS)) setServerError(errorToText(error, t));
    }
  };

  const events = CLIENT_NOTIFICATION_EVENTS.map((event) => ({ value: event, id: `recipient-event-${event}`, label: text(`events.${event}`) }));

  return (
    <FormModal<NotificationRecipientBody>
      key={`${open}-${recipient?.id ?? 'new'}`}
      open={open}
      title={text(recipient ? 'editTitle' : 'addTitle')}
      formId="notification-recipient-form"
      initialValues={initial}
      validationSchema={schema}
      onSubmit={submit}
      onClose={() => {
        setServerError(null);
        onClose();
      }}
      submitLabel={text('save')}
      cancelLabel={text('cancel')}
      error={serverError}
    >
      <FormikTextField id="recipient-name" name="name" autoComplete="off" label={text('name')} required />
      <FormikTextField id="recipient-email" name="email" type="email" autoComplete="off" label={text('email')} required />
      <FormikCheckboxGroup name="events" id="recipient-events" legend={text('eventsLegend')} options={events} />
    </FormModal>
  );
}
