import type { FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Button, Modal } from '@inkwell/ui-kit';
import { WEBHOOK_DESCRIPTION_MAX, WEBHOOK_EVENT_TYPES, WEBHOOK_URL_MAX, type WebhookEndpointBody, type WebhookEndpointCreated, type WebhookEventType } from '@inkwell/contracts';
import { FormModal, FormikCheckboxGroup, FormikTextField, SecretOnce, applyServerFieldErrors, errorToText } from '@inkwell/web-kit';
import { useWebhookText } from './webhook-texts';

const FIELDS = ['url', 'events', 'description'] as const;

interface FormValues {
  url: string;
  description: string;
  events: WebhookEventType[];
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
  const events = WEBHOOK_EVENT_TYPES.map((type) => ({ value: type, id: `webhook-event-${type.replace('.', '-')}`, label: text(`events.${type}`) }));
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
        <SecretOnce
          secret={created.secret}
          testId="webhook-secret"
          texts={{ warning: text('secretOnce'), label: text('secretLabel'), copy: text('copy'), copied: text('copied'), copyFailed: text('copyFailed') }}
        />
      </Modal>
    );
  }
  return (
    <FormModal<FormValues>
      open={open}
      title={text('createTitle')}
      formId="webhook-form"
      initialValues={{ url: '', description: '', events: ['order.ready', 'order.accepted'] }}
      validationSchema={schema}
      onSubmit={submit}
      onClose={close}
      submitLabel={text('submit')}
      cancelLabel={text('cancel')}
      error={serverError}
    >
      <FormikTextField id="webhook-url" name="url" type="url" inputMode="url" autoComplete="off" label={text('url')} hint={text('urlHint')} maxLength={WEBHOOK_URL_MAX} required />
      <FormikTextField id="webhook-description" name="description" autoComplete="off" label={text('description')} hint={text('descriptionHint')} maxLength={WEBHOOK_DESCRIPTION_MAX} />
      <FormikCheckboxGroup name="events" id="webhook-events" legend={text('eventsLegend')} options={events} columns />
    </FormModal>
  );
}
