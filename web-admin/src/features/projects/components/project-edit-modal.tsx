import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Alert, Button, Modal, useToast } from '@inkwell/ui-kit';
import type { ProjectPatch, StaffProjectDto } from '@inkwell/contracts';
import { applyServerFieldErrors, errorToText, FormikTextField, Stack } from '@inkwell/web-kit';
import { deadlineOfDay, PROJECT_NAME_MAX, PROJECT_REFERENCE_MAX } from '../../../components/create-project-modal';
import { useUpdateStaffProjectMutation } from '../api/project-api';

interface ProjectFormValues {
  name: string;
  purchaseOrder: string;
  quoteId: string;
  externalId: string;
  deadline: string;
}

const FORM_ID = 'project-edit-form';
const SERVER_FIELDS = ['name', 'purchaseOrder', 'quoteId', 'externalId'] as const;

/** The deadline's day as a date input shows it, in the browser's time zone. */
function dayOf(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const valuesOf = (project: StaffProjectDto): ProjectFormValues => ({
  name: project.name,
  purchaseOrder: project.purchaseOrder ?? '',
  quoteId: project.quoteId ?? '',
  externalId: project.externalId ?? '',
  deadline: dayOf(project.deadlineAt),
});

/** Only what changed goes into the PATCH, as the client's own form sends it; a cleared reference becomes null. */
function projectPatchOf(before: ProjectFormValues, after: ProjectFormValues): ProjectPatch {
  const patch: ProjectPatch = {};
  if (after.name.trim() !== before.name.trim()) patch.name = after.name.trim();
  for (const field of ['purchaseOrder', 'quoteId', 'externalId'] as const) {
    if (after[field].trim() !== before[field].trim()) patch[field] = after[field].trim() || null;
  }
  if (after.deadline !== before.deadline) patch.deadlineAt = deadlineOfDay(after.deadline);
  return patch;
}

export interface ProjectEditModalProps {
  project: StaffProjectDto;
  open: boolean;
  onClose: () => void;
}

/** Staff change what the client may change of its project (PATCH /admin/project/{id}). */
export function ProjectEditModal({ project, open, onClose }: ProjectEditModalProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [updateProject] = useUpdateStaffProjectMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const initialValues = useMemo(() => valuesOf(project), [project]);

  const schema = useMemo(() => {
    const reference = yup.string().trim().max(PROJECT_REFERENCE_MAX, t('projectCommon.validation.tooLong', { max: PROJECT_REFERENCE_MAX }));
    return yup.object({
      name: yup
        .string()
        .trim()
        .required(t('projectCommon.validation.required'))
        .max(PROJECT_NAME_MAX, t('projectCommon.validation.tooLong', { max: PROJECT_NAME_MAX })),
      purchaseOrder: reference,
      quoteId: reference,
      externalId: reference,
      deadline: yup.string().matches(/^(\d{4}-\d{2}-\d{2})?$/, t('projectCommon.validation.invalidDate')),
    });
  }, [t]);

  const submit = async (values: ProjectFormValues, helpers: FormikHelpers<ProjectFormValues>) => {
    setServerError(null);
    const patch = projectPatchOf(initialValues, values);
    if (Object.keys(patch).length === 0) {
      onClose();
      return;
    }
    try {
      await updateProject({ id: project.id, patch }).unwrap();
      toast.show(t('projects.edit.saved'), 'success');
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(error, helpers, SERVER_FIELDS)) setServerError(errorToText(error, t));
    }
  };

  return (
    <Formik<ProjectFormValues> initialValues={initialValues} validationSchema={schema} onSubmit={submit} enableReinitialize>
      {({ handleSubmit, isSubmitting, resetForm }) => {
        const close = () => {
          resetForm();
          setServerError(null);
          onClose();
        };
        return (
          <Modal
            open={open}
            title={t('projects.edit.title')}
            closeLabel={t('common.close')}
            onClose={close}
            footer={
              <>
                <Button variant="secondary" onClick={close}>
                  {t('projects.edit.cancel')}
                </Button>
                <Button type="submit" form={FORM_ID} loading={isSubmitting}>
                  {t('projects.edit.save')}
                </Button>
              </>
            }
          >
            {serverError && <Alert variant="danger">{serverError}</Alert>}
            <form id={FORM_ID} noValidate onSubmit={handleSubmit}>
              <Stack>
                <FormikTextField id="project-name" name="name" label={t('projectCommon.fields.name')} required />
                <FormikTextField id="project-purchase-order" name="purchaseOrder" label={t('projectCommon.fields.purchaseOrder')} />
                <FormikTextField id="project-quote" name="quoteId" label={t('projectCommon.fields.quoteId')} />
                <FormikTextField id="project-external" name="externalId" label={t('projectCommon.fields.externalId')} />
                <FormikTextField id="project-deadline" name="deadline" type="date" label={t('projectCommon.fields.deadline')} />
              </Stack>
            </form>
          </Modal>
        );
      }}
    </Formik>
  );
}
