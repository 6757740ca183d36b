import { Formik, useField, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Alert, Button, Checkbox, Modal } from '@inkwell/ui-kit';
import {
  CLIENT_NOTIFICATION_EVENTS,
  NOTIFICATION_RECIPIENT_NAME_MAX_LENGTH,
  type ClientNotificationEvent,
  type NotificationRecipientBody,
  type NotificationRecipientDto,
} from '@inkwell/contracts';
import { errorToText, toHttpError } from '../api/error-to-text';
import { applyServerFieldErrors } from '../api/server-field-errors';
import { FormikTextField } from '../forms/formik-text-field';
import { emailSchema } from '../forms/password-schema';
import { useRecipientText } from './recipient-texts';
import { StyledError, StyledEvents, StyledForm, StyledLegend } from './styled';

const FORM_ID = 'notification-recipient-form';
const FIELDS = ['email', 'name', 'events'] as const;

interface RecipientModalProps {
  open: boolean;
  /** the recipient to edit; none to add one */
  recipient: NotificationRecipientDto | null;
  /** resolves when saved; rejects with the RTK Query error otherwise */
  save: (body: NotificationRecipientBody) => Promise<unknown>;
  onClose: () => void;
}

/** The events as checkboxes in a fieldset named by its legend, the error tied to the group. */
function EventsField() {
  const text = useRecipientText();
  const [field, meta, helpers] = useField<ClientNotificationEvent[]>('events');
  const error = meta.touched ? meta.error : undefined;
  const toggle = (event: ClientNotificationEvent, on: boolean) => {
    void helpers.setValue(on ? CLIENT_NOTIFICATION_EVENTS.filter((e) => e === event || field.value.includes(e)) : field.value.filter((e) => e !== event));
    void helpers.setTouched(true, false);
  };
  return (
    <StyledEvents aria-describedby={error ? 'recipient-events-error' : undefined} aria-invalid={error ? true : undefined}>
      <StyledLegend>{text('eventsLegend')}</StyledLegend>
      {CLIENT_NOTIFICATION_EVENTS.map((event) => (
        <Checkbox
          key={event}
          id={`recipient-event-${event}`}
          name="events"
          value={event}
          checked={field.value.includes(event)}
          label={text(`events.${event}`)}
          onChange={(change) => toggle(event, change.target.checked)}
        />
      ))}
      {error && (
        <StyledError id="recipient-events-error" role="alert">
          {error}
        </StyledError>
      )}
    </StyledEvents>
  );
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

  return (
    <Formik<NotificationRecipientBody> key={`${open}-${recipient?.id ?? 'new'}`} initialValues={initial} validationSchema={schema} onSubmit={submit}>
      {({ handleSubmit, isSubmitting }) => (
        <Modal
          open={open}
          title={text(recipient ? 'editTitle' : 'addTitle')}
          closeLabel={t('common.close')}
          onClose={isSubmitting ? () => undefined : onClose}
          footer={
            <>
              <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
                {text('cancel')}
              </Button>
              <Button type="submit" form={FORM_ID} loading={isSubmitting}>
                {text('save')}
              </Button>
            </>
          }
        >
          <StyledForm id={FORM_ID} noValidate onSubmit={handleSubmit}>
            {serverError && <Alert variant="danger">{serverError}</Alert>}
            <FormikTextField id="recipient-name" name="name" autoComplete="off" label={text('name')} required />
            <FormikTextField id="recipient-email" name="email" type="email" autoComplete="off" label={text('email')} required />
            <EventsField />
          </StyledForm>
        </Modal>
      )}
    </Formik>
  );
}
