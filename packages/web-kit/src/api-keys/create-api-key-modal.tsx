import { Formik, useField, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Alert, Button, Checkbox, Modal, useToast } from '@inkwell/ui-kit';
import { API_KEY_NAME_MAX, API_KEY_SCOPES, type ApiKeyCreateBody, type ApiKeyCreated, type ApiKeyScope } from '@inkwell/contracts';
import { errorToText } from '../api/error-to-text';
import { applyServerFieldErrors } from '../api/server-field-errors';
import { FormikTextField } from '../forms/formik-text-field';
import { useApiKeyText } from './api-key-texts';
import { SCOPE_TEXT_KEY } from './scope-text';
import { StyledError, StyledForm, StyledIntro, StyledLegend, StyledScopes, StyledSecret } from './styled';

const FORM_ID = 'api-key-form';
const FIELDS = ['name', 'scopes'] as const;

interface CreateApiKeyModalProps {
  open: boolean;
  /** resolves with the new key and its secret; rejects with the RTK Query error otherwise */
  create: (body: ApiKeyCreateBody) => Promise<ApiKeyCreated>;
  onClose: () => void;
}

/** The scopes as checkboxes in a fieldset named by its legend, each with what it allows, the error tied to the group. */
function ScopesField() {
  const text = useApiKeyText();
  const [field, meta, helpers] = useField<ApiKeyScope[]>('scopes');
  const error = meta.touched ? meta.error : undefined;
  const toggle = (scope: ApiKeyScope, on: boolean) => {
    void helpers.setValue(on ? API_KEY_SCOPES.filter((s) => s === scope || field.value.includes(s)) : field.value.filter((s) => s !== scope));
    void helpers.setTouched(true, false);
  };
  return (
    <StyledScopes aria-describedby={error ? 'api-key-scopes-error' : undefined} aria-invalid={error ? true : undefined}>
      <StyledLegend>{text('scopesLegend')}</StyledLegend>
      {API_KEY_SCOPES.map((scope) => (
        <div key={scope}>
          <Checkbox
            id={`api-key-scope-${SCOPE_TEXT_KEY[scope]}`}
            name="scopes"
            value={scope}
            checked={field.value.includes(scope)}
            aria-describedby={`api-key-scope-${SCOPE_TEXT_KEY[scope]}-hint`}
            label={text(`scopes.${SCOPE_TEXT_KEY[scope]}`)}
            onChange={(change) => toggle(scope, change.target.checked)}
          />
          <StyledIntro id={`api-key-scope-${SCOPE_TEXT_KEY[scope]}-hint`}>{text(`scopeHints.${SCOPE_TEXT_KEY[scope]}`)}</StyledIntro>
        </div>
      ))}
      {error && (
        <StyledError id="api-key-scopes-error" role="alert">
          {error}
        </StyledError>
      )}
    </StyledScopes>
  );
}

/** The secret of the key just made, shown this once, with a copy button. */
function NewSecret({ secret }: { secret: string }) {
  const text = useApiKeyText();
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
      <p id="api-key-secret-label">{text('secretLabel')}</p>
      <StyledSecret aria-labelledby="api-key-secret-label" data-testid="api-key-secret">
        {secret}
      </StyledSecret>
      <div>
        <Button variant="secondary" onClick={() => void copy()}>
          {text('copy')}
        </Button>
      </div>
    </>
  );
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
        <NewSecret secret={created.secret} />
      </Modal>
    );
  }

  return (
    <Formik<ApiKeyCreateBody> key={String(open)} initialValues={{ name: '', scopes: ['read'] }} validationSchema={schema} onSubmit={submit}>
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
            <FormikTextField id="api-key-name" name="name" autoComplete="off" label={text('name')} hint={text('nameHint')} maxLength={API_KEY_NAME_MAX} required />
            <ScopesField />
          </StyledForm>
        </Modal>
      )}
    </Formik>
  );
}
