import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Alert, Button, Modal, useToast } from '@inkwell/ui-kit';
import type { ProjectDto } from '@inkwell/contracts';
import { applyServerFieldErrors, errorToText, FormikTextField } from '@inkwell/web-kit';
import { toIsoDay } from '../../../utils/api-date';
import { useUpdateProjectMutation, type ProjectPatch } from '../api/project-api';
import { StyledForm } from './styled';

interface ProjectFormValues {
  name: string;
  purchaseOrder: string;
  quoteId: string;
  deadline: string;
}

const FORM_ID = 'project-edit-form';
const NAME_MAX = 255;
const REFERENCE_MAX = 100;
const SERVER_FIELDS = ['name', 'purchaseOrder', 'quoteId'] as const;

const valuesOf = (project: ProjectDto): ProjectFormValues => ({
  name: project.name,
  purchaseOrder: project.purchaseOrder ?? '',
  quoteId: project.quoteId ?? '',
  deadline: toIsoDay(project.deadlineAt),
});

/** The deadline is a day; it ends at the end of that day in the client's time zone. */
const deadlineOf = (day: string): string | null => (day ? new Date(`${day}T23:59:59`).toISOString() : null);

/** Only what changed goes into the PATCH; a cleared reference becomes null. */
function projectPatchOf(before: ProjectFormValues, after: ProjectFormValues): ProjectPatch {
  const patch: ProjectPatch = {};
  if (after.name.trim() !== before.name.trim()) patch.name = after.name.trim();
  if (after.purchaseOrder.trim() !== before.purchaseOrder.trim()) patch.purchaseOrder = after.purchaseOrder.trim() || null;
  if (after.quoteId.trim() !== before.quoteId.trim()) patch.quoteId = after.quoteId.trim() || null;
  if (after.deadline !== before.deadline) patch.deadlineAt = deadlineOf(after.deadline);
  return patch;
}

interface ProjectEditModalProps {
  project: ProjectDto;
  open: boolean;
  onClose: () => void;
}

export function ProjectEditModal({ project, open, onClose }: ProjectEditModalProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [updateProject] = useUpdateProjectMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const initialValues = useMemo(() => valuesOf(project), [project]);

  const schema = useMemo(
    () =>
      yup.object({
        name: yup
          .string()
          .trim()
          .required(t('validation.required'))
          .max(NAME_MAX, t('project.edit.tooLong', { max: NAME_MAX })),
        purchaseOrder: yup.string().trim().max(REFERENCE_MAX, t('project.edit.tooLong', { max: REFERENCE_MAX })),
        quoteId: yup.string().trim().max(REFERENCE_MAX, t('project.edit.tooLong', { max: REFERENCE_MAX })),
        deadline: yup.string().matches(/^(\d{4}-\d{2}-\d{2})?$/, t('project.edit.invalidDate')),
      }),
    [t],
  );

  const close = () => {
    setServerError(null);
    onClose();
  };

  const submit = async (values: ProjectFormValues, helpers: FormikHelpers<ProjectFormValues>) => {
    setServerError(null);
    const patch = projectPatchOf(initialValues, values);
    if (Object.keys(patch).length === 0) {
      close();
      return;
    }
    try {
      await updateProject({ id: project.id, patch }).unwrap();
      toast.show(t('project.edit.saved'), 'success');
      close();
    } catch (error) {
      if (!applyServerFieldErrors(error, helpers, SERVER_FIELDS)) setServerError(errorToText(error, t));
    }
  };

  return (
    <Formik<ProjectFormValues> initialValues={initialValues} validationSchema={schema} onSubmit={submit} enableReinitialize>
      {({ handleSubmit, isSubmitting, resetForm }) => (
        <Modal
          open={open}
          title={t('project.edit.title')}
          closeLabel={t('common.close')}
          onClose={() => {
            resetForm();
            close();
          }}
          footer={
            <>
              <Button
                variant="secondary"
                onClick={() => {
                  resetForm();
                  close();
                }}
              >
                {t('actions.cancel')}
              </Button>
              <Button type="submit" form={FORM_ID} loading={isSubmitting}>
                {t('actions.save')}
              </Button>
            </>
          }
        >
          {serverError && <Alert variant="danger">{serverError}</Alert>}
          <StyledForm id={FORM_ID} noValidate onSubmit={handleSubmit}>
            <FormikTextField id="project-name" name="name" label={t('project.fields.name')} required />
            <FormikTextField id="project-purchase-order" name="purchaseOrder" label={t('project.fields.purchaseOrder')} />
            <FormikTextField id="project-quote" name="quoteId" label={t('project.fields.quoteId')} />
            <FormikTextField id="project-deadline" name="deadline" type="date" label={t('project.fields.deadline')} />
          </StyledForm>
        </Modal>
      )}
    </Formik>
  );
}
