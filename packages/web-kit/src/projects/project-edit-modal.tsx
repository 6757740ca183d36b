import type { FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { useToast } from '@inkwell/ui-kit';
import { PROJECT_NAME_MAX, PROJECT_REFERENCE_MAX, type ProjectDto, type ProjectPatch } from '@inkwell/contracts';
import { errorToText } from '../api/error-to-text';
import { applyServerFieldErrors } from '../api/server-field-errors';
import { FormModal } from '../forms/form-modal';
import { FormikTextField } from '../forms/formik-text-field';
import { dayOfTimestamp, deadlineOfDay } from './project-deadline';
import { useProjectEditText } from './project-edit-texts';

const REFERENCES = ['purchaseOrder', 'quoteId', 'externalId'] as const;
const SERVER_FIELDS = ['name', ...REFERENCES] as const;

interface ProjectFormValues {
  name: string;
  purchaseOrder: string;
  quoteId: string;
  externalId: string;
  /** YYYY-MM-DD from the date input, '' for none */
  deadline: string;
}

const valuesOf = (project: ProjectDto): ProjectFormValues => ({
  name: project.name,
  purchaseOrder: project.purchaseOrder ?? '',
  quoteId: project.quoteId ?? '',
  externalId: project.externalId ?? '',
  deadline: dayOfTimestamp(project.deadlineAt),
});

/** Only what changed goes into the PATCH; a cleared reference becomes null. */
function projectPatchOf(before: ProjectFormValues, after: ProjectFormValues): ProjectPatch {
  const patch: ProjectPatch = {};
  if (after.name.trim() !== before.name.trim()) patch.name = after.name.trim();
  for (const field of REFERENCES) {
    if (after[field].trim() !== before[field].trim()) patch[field] = after[field].trim() || null;
  }
  if (after.deadline !== before.deadline) patch.deadlineAt = deadlineOfDay(after.deadline);
  return patch;
}

export interface ProjectEditModalProps {
  project: ProjectDto;
  open: boolean;
  /** staff also keep the client's own reference; the client portal leaves it to its API and imports */
  withExternalId?: boolean;
  /** sends the PATCH; rejects with the RTK Query error */
  save: (patch: ProjectPatch) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Changes a project's name, references and deadline (PATCH /{role}/project/{id}), as the client may and staff may
 * for her. Nothing changed closes without a request; core-api's 400 lands under the field it names.
 */
export function ProjectEditModal({ project, open, withExternalId = false, save, onClose }: ProjectEditModalProps) {
  const { t } = useTranslation();
  const text = useProjectEditText();
  const toast = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const initialValues = useMemo(() => valuesOf(project), [project]);

  const schema = useMemo(() => {
    const reference = yup.string().trim().max(PROJECT_REFERENCE_MAX, text('tooLong', { max: PROJECT_REFERENCE_MAX }));
    return yup.object({
      name: yup.string().trim().required(t('validation.required')).max(PROJECT_NAME_MAX, text('tooLong', { max: PROJECT_NAME_MAX })),
      purchaseOrder: reference,
      quoteId: reference,
      externalId: reference,
      deadline: yup.string().matches(/^(\d{4}-\d{2}-\d{2})?$/, text('invalidDate')),
    });
  }, [t, text]);

  const close = () => {
    setServerError(null);
    onClose();
  };

  const submit = async (values: ProjectFormValues, helpers: FormikHelpers<ProjectFormValues>) => {
    setServerError(null);
    const patch = projectPatchOf(initialValues, values);
    if (Object.keys(patch).length === 0) return close();
    try {
      await save(patch);
      toast.show(text('saved'), 'success');
      close();
    } catch (error) {
      if (!applyServerFieldErrors(error, helpers, SERVER_FIELDS)) setServerError(errorToText(error, t));
    }
  };

  return (
    <FormModal<ProjectFormValues>
      open={open}
      title={text('title')}
      formId="project-edit-form"
      initialValues={initialValues}
      enableReinitialize
      validationSchema={schema}
      onSubmit={submit}
      onClose={close}
      submitLabel={text('save')}
      cancelLabel={text('cancel')}
      error={serverError}
    >
      <FormikTextField id="project-name" name="name" label={text('fields.name')} required />
      <FormikTextField id="project-purchase-order" name="purchaseOrder" label={text('fields.purchaseOrder')} />
      <FormikTextField id="project-quote" name="quoteId" label={text('fields.quoteId')} />
      {withExternalId && <FormikTextField id="project-external" name="externalId" label={text('fields.externalId')} />}
      <FormikTextField id="project-deadline" name="deadline" type="date" label={text('fields.deadline')} />
    </FormModal>
  );
}
