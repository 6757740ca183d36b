import { useField, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { Alert, FormField, useToast } from '@inkwell/ui-kit';
import { PROJECT_NAME_MAX, PROJECT_REFERENCE_MAX, type CreateClientProjectRequest } from '@inkwell/contracts';
import { applyServerFieldErrors, deadlineOfDay, errorToText, FormikSelectField, FormikTextField, FormModal, useDisplayNames, useLocalizedPath } from '@inkwell/web-kit';
import { useGetLanguagesQuery } from '../api/catalogue-api';
import { useCreateProjectMutation } from '../api/projects-api';
import { i18n } from '../locales/i18n';
import { registerProjectCommonTexts } from '../locales/project-common';
import { ClientPicker } from './client-picker';

registerProjectCommonTexts(i18n);


interface CreateProjectValues {
  clientId: number | undefined;
  name: string;
  language: string;
  purchaseOrder: string;
  quoteId: string;
  externalId: string;
  deadline: string;
}

const SERVER_FIELDS = ['clientId', 'name', 'language', 'purchaseOrder', 'quoteId', 'externalId'] as const;

function requestOf(values: CreateProjectValues): CreateClientProjectRequest {
  return {
    clientId: values.clientId!,
    name: values.name.trim(),
    language: values.language,
    purchaseOrder: values.purchaseOrder.trim() || null,
    quoteId: values.quoteId.trim() || null,
    externalId: values.externalId.trim() || null,
    deadlineAt: deadlineOfDay(values.deadline),
  };
}

/** The client picker as a form field: its error shows under it, and it is announced as invalid. */
function ClientField() {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<number | undefined>('clientId');
  const error = meta.touched ? meta.error : undefined;
  return (
    <FormField label={t('projectCommon.fields.client')} htmlFor="create-project-client" error={error} required>
      <ClientPicker
        id="create-project-client"
        label={t('projectCommon.fields.client')}
        value={field.value}
        aria-invalid={Boolean(error)}
        onChange={(clientId) => {
          void helpers.setValue(clientId);
          void helpers.setTouched(true, false);
        }}
      />
    </FormField>
  );
}

export interface CreateProjectModalProps {
  open: boolean;
  onClose: () => void;
  /** The client the project is for (the client page); staff pick one when absent. */
  clientId?: number;
}

/** Creates a project for a client (POST /admin/project) and opens it. */
export function CreateProjectModal({ open, onClose, clientId }: CreateProjectModalProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const languages = useGetLanguagesQuery(undefined, { skip: !open });
  const { languageOptions: namedLanguages } = useDisplayNames();
  const [createProject] = useCreateProjectMutation();
  const [serverError, setServerError] = useState<string | null>(null);

  const initialValues: CreateProjectValues = { clientId, name: '', language: '', purchaseOrder: '', quoteId: '', externalId: '', deadline: '' };
  const schema = useMemo(() => {
    const required = t('projectCommon.validation.required');
    const reference = yup.string().trim().max(PROJECT_REFERENCE_MAX, t('projectCommon.validation.tooLong', { max: PROJECT_REFERENCE_MAX }));
    return yup.object({
      clientId: yup.number().required(required),
      name: yup.string().trim().required(required).max(PROJECT_NAME_MAX, t('projectCommon.validation.tooLong', { max: PROJECT_NAME_MAX })),
      language: yup.string().required(required),
      purchaseOrder: reference,
      quoteId: reference,
      externalId: reference,
      deadline: yup.string().matches(/^(\d{4}-\d{2}-\d{2})?$/, t('projectCommon.validation.invalidDate')),
    });
  }, [t]);

  const submit = async (values: CreateProjectValues, helpers: FormikHelpers<CreateProjectValues>) => {
    setServerError(null);
    try {
      const { id } = await createProject(requestOf(values)).unwrap();
      toast.show(t('projectCommon.create.created'), 'success');
      onClose();
      navigate(localized(`/project/${id}`));
    } catch (error) {
      // A field core-api names goes under it; anything else (a lost connection) above the form, with what was typed kept.
      if (!applyServerFieldErrors(error, helpers, SERVER_FIELDS)) setServerError(errorToText(error, t));
    }
  };

  const languageOptions = namedLanguages(languages.data ?? []);

  const close = () => {
    setServerError(null);
    onClose();
  };

  return (
    <FormModal<CreateProjectValues>
      open={open}
      title={t('projectCommon.create.title')}
      formId="create-project-form"
      initialValues={initialValues}
      enableReinitialize
      validationSchema={schema}
      onSubmit={submit}
      onClose={close}
      submitLabel={t('projectCommon.create.submit')}
      cancelLabel={t('projectCommon.create.cancel')}
      error={serverError}
    >
      {languages.error ? <Alert variant="danger">{t('projectCommon.create.languagesFailed')}</Alert> : null}
      {clientId === undefined && <ClientField />}
      <FormikTextField id="create-project-name" name="name" label={t('projectCommon.fields.name')} required />
      <FormikSelectField
        id="create-project-language"
        name="language"
        label={t('projectCommon.fields.language')}
        placeholder={t('projectCommon.create.pickLanguage')}
        options={languageOptions}
        required
      />
      <FormikTextField id="create-project-purchase-order" name="purchaseOrder" label={t('projectCommon.fields.purchaseOrder')} />
      <FormikTextField id="create-project-quote" name="quoteId" label={t('projectCommon.fields.quoteId')} />
      <FormikTextField id="create-project-external" name="externalId" label={t('projectCommon.fields.externalId')} />
      <FormikTextField id="create-project-deadline" name="deadline" type="date" label={t('projectCommon.fields.deadline')} />
    </FormModal>
  );
}
