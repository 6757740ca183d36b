import type { FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Button, Modal } from '@inkwell/ui-kit';
import { API_KEY_NAME_MAX, API_KEY_SCOPES, type ApiKeyCreateBody, type ApiKeyCreated } from '@inkwell/contracts';
import { errorToText } from '../api/error-to-text';
import { applyServerFieldErrors } from '../api/server-field-errors';
import { FormModal } from '../forms/form-modal';
import { FormikCheckboxGroup } from '../forms/formik-checkbox-group';
import { FormikTextField } from '../forms/formik-text-field';
import { SecretOnce } from '../forms/secret-once';
import { useApiKeyText } from './api-key-texts';
import { SCOPE_TEXT_KEY } from './scope-text';

const FIELDS = ['name', 'scopes'] as const;

interface CreateApiKeyModalProps {
  open: boolean;
  /** resolves with the new key and its secret; rejects with the RTK Query error otherwise */
  create: (body: ApiKeyCreateBody) => Promise<ApiKeyCreated>;
  onClose: () => void;
}

/**
 * Creates a key: a name and its scopes, then the secret, once, in the same dialog (closing it forgets the secret).
 * core-api's 400 and 422 land under the fields.
 */
export function CreateApiKeyModal({ open, create, onClose }: CreateApiKeyModalProps) {
  const { t } = useTranslation();
  const text = useApiKeyText();
  const [serverError, setServerError] = useState<string | null>(null);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const schema = useMemo(
    () =>
      yup.object({
        name: yup.string().trim().required(t('validation.required')).max(API_KEY_NAME_MAX, text('nameTooLong', { max: API_KEY_NAME_MAX })),
        scopes: yup.array().of(yup.string().required()).min(1, text('scopesRequired')),
      }),
    [t, text],
  );
  const scopes = API_KEY_SCOPES.map((scope) => ({
    value: scope,
    id: `api-key-scope-${SCOPE_TEXT_KEY[scope]}`,
    label: text(`scopes.${SCOPE_TEXT_KEY[scope]}`),
    hint: text(`scopeHints.${SCOPE_TEXT_KEY[scope]}`),
  }));
  const close = () => {
    setCreated(null);
    setServerError(null);
    onClose();
  };

  const submit = async (values: ApiKeyCreateBody, helpers: FormikHelpers<ApiKeyCreateBody>) => {
    setServerError(null);
    try {
      setCreated(await create({ name: values.name.trim(), scopes: values.scopes }));
    } catch (error) {
      if (!applyServerFieldErrors(error, helpers, FIELDS)) setServerError(errorToText(error, t));
    }
  };

  if (created) {
    return (
      <Modal open={open} title={text('createdTitle')} closeLabel={t('common.close')} onClose={close} footer={<Button onClick={close}>{text('close')}</Button>}>
        <SecretOnce
          secret={created.secret}
          testId="api-key-secret"
          texts={{ warning: text('secretOnce'), label: text('secretLabel'), copy: text('copy'), copied: text('copied'), copyFailed: text('copyFailed') }}
        />
      </Modal>
    );
  }

  return (
    <FormModal<ApiKeyCreateBody>
      open={open}
      title={text('createTitle')}
      formId="api-key-form"
      initialValues={{ name: '', scopes: ['read'] }}
      validationSchema={schema}
      onSubmit={submit}
      onClose={close}
      submitLabel={text('submit')}
      cancelLabel={text('cancel')}
      error={serverError}
    >
      <FormikTextField id="api-key-name" name="name" autoComplete="off" label={text('name')} hint={text('nameHint')} maxLength={API_KEY_NAME_MAX} required />
      <FormikCheckboxGroup name="scopes" id="api-key-scopes" legend={text('scopesLegend')} options={scopes} />
    </FormModal>
  );
}
