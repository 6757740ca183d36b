import { Formik, useField, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Alert, Button, Checkbox, Modal, useToast } from '@inkwell/ui-kit';
import { WEBHOOK_DESCRIPTION_MAX, WEBHOOK_EVENT_TYPES, WEBHOOK_URL_MAX, type WebhookEndpointBody, type WebhookEndpointCreated, type WebhookEventType } from '@inkwell/contracts';
import { FormikTextField, applyServerFieldErrors, errorToText } from '@inkwell/web-kit';
import { useWebhookText } from './webhook-texts';
import { StyledCode, StyledError, StyledEvents, StyledForm, StyledLegend } from './styled';

const FORM_ID = 'webhook-form';
const FIELDS = ['url', 'events', 'description'] as const;

interface FormValues {
  url: string;
  description: string;
  events: WebhookEventType[];
}

/** The event types as checkboxes in a fieldset named by its legend, the error tied to the group. */
function EventsField() {
  const text = useWebhookText();
  const [field, meta, helpers] = useField<WebhookEventType[]>('events');
  const error = meta.touched ? meta.error : undefined;
  const toggle = (type: WebhookEventType, on: boolean) => {
    void helpers.setValue(on ? WEBHOOK_EVENT_TYPES.filter((t) => t === type || field.value.includes(t)) : field.value.filter((t) => t !== type));
    void helpers.setTouched(true, false);
  };
  return (
    <StyledEvents aria-describedby={error ? 'webhook-events-error' : undefined} aria-invalid={error ? true : undefined}>
      <StyledLegend>{text('eventsLegend')}</StyledLegend>
      {WEBHOOK_EVENT_TYPES.map((type) => (
        <Checkbox
          key={type}
          id={`webhook-event-${type.replace('.', '-')}`}
          name="events"
          value={type}
          checked={field.value.includes(type)}
          label={text(`events.${type}`)}
          onChange={(change) => toggle(type, change.target.checked)}
        />
      ))}
      {error && (
        <StyledError id="webhook-events-error" role="alert">
          {error}
        </StyledError>
      )}
    </StyledEvents>
  );
}

function NewSecret({ secret }: { secret: string }) {
  const text = useWebhookText();
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.show(text('copied'), 'success');
    } catch {
      toast.show(text('copyFailed'), 'danger');
    }
  };
  return (
    <>
      <Alert variant="warning">{text('secretOnce')}</Alert>
      <p id="webhook-secret-label">{text('secretLabel')}</p>
      <StyledCode aria-labelledby="webhook-secret-label" data-testid="webhook-secret">
        {secret}
      </StyledCode>
      <div>
        <Button variant="secondary" onClick={() => void copy()}>
          {text('copy')}
        </Button>
      </div>
    </>
  );
}

interface CreateWebhookModalProps {
  open: boolean;
  /** resolves with the endpoint and its secret; rejects with the RTK Query error otherwise */
  create: (body: WebhookEndpointBody) => Promise<WebhookEndpointCreated>;
  onClose: () => void;
}

/**
 * Registers an endpoint: its URL, an optional description and the events, then its signing secret, once, in the
 * same dialog. core-api's 400 and 422 (a private address in production) land under the fields.
 */
export function CreateWebhookModal({ open, create, onClose }: CreateWebhookModalProps) {
  const { t } = useTranslation();
  const text = useWebhookText();
  const [serverError, setServerError] = useState<string | null>(null);
  const [created, setCreated] = useState<WebhookEndpointCreated | null>(null);
  const schema = useMemo(
    () =>
      yup.object({
        url: yup
          .string()
          .trim()
          .required(t('validation.required'))
          .max(WEBHOOK_URL_MAX)
          .matches(/^https?:\/\/[^\s/$.?#].[^\s]*$/i, text('urlInvalid')),
        description: yup.string().trim().max(WEBHOOK_DESCRIPTION_MAX),
        events: yup.array().of(yup.string().required()).min(1, text('eventsRequired')),
      }),
    [t, text],
  );
  const close = () => {
    setCreated(null);
    setServerError(null);
    onClose();
  };
  const submit = async (values: FormValues, helpers: FormikHelpers<FormValues>) => {
    setServerError(null);
    try {
      setCreated(await create({ url: values.url.trim(), events: values.events, description: values.description.trim() || null }));
    } catch (error) {
      if (!applyServerFieldErrors(error, helpers, FIELDS)) setServerError(errorToText(error, t));
    }
  };

  if (created) {
    return (
      <Modal open={open} title={text('createdTitle')} closeLabel={t('common.close')} onClose={close} footer={<Button onClick={close}>{text('close')}</Button>}>
        <NewSecret secret={created.secret} />
      </Modal>
    );
  }
  return (
    <Formik<FormValues> key={String(open)} initialValues={{ url: '', description: '', events: ['order.ready', 'order.accepted'] }} validationSchema={schema} onSubmit={submit}>
      {({ handleSubmit, isSubmitting }) => (
        <Modal
          open={open}
          title={text('createTitle')}
          closeLabel={t('common.close')}
          onClose={isSubmitting ? () => undefined : close}
          footer={
            <>
              <Button variant="secondary" onClick={close} disabled={isSubmitting}>
                {text('cancel')}
              </Button>
              <Button type="submit" form={FORM_ID} loading={isSubmitting}>
                {text('submit')}
              </Button>
            </>
          }
        >
          <StyledForm id={FORM_ID} noValidate onSubmit={handleSubmit}>
            {serverError && <Alert variant="danger">{serverError}</Alert>}
            <FormikTextField id="webhook-url" name="url" type="url" inputMode="url" autoComplete="off" label={text('url')} hint={text('urlHint')} maxLength={WEBHOOK_URL_MAX} required />
            <FormikTextField id="webhook-description" name="description" autoComplete="off" label={text('description')} hint={text('descriptionHint')} maxLength={WEBHOOK_DESCRIPTION_MAX} />
            <EventsField />
          </StyledForm>
        </Modal>
      )}
    </Formik>
  );
}
