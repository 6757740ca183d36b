import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Alert, Button } from '@inkwell/ui-kit';
import { PROJECT_NAME_MAX } from '@inkwell/contracts';
import { applyServerFieldErrors } from '../../api/server-field-errors';
import { errorToText } from '../../api/error-to-text';
import { FormikTextField } from '../../forms/formik-text-field';
import { FormikSelectField } from '../../forms/formik-select-field';
import type { NewProject } from '../order-wizard-api';
import { useOrderWizardSetup } from '../order-wizard-setup';
import { StyledButtonGroup, StyledForm, StyledSubPanel } from './styled';

export interface CreatedProject {
  id: number;
  name: string;
  language: string;
}

interface NewProjectFormProps {
  languageOptions: { value: string; label: string }[];
  onCreated: (project: CreatedProject) => void;
  onCancel: () => void;
}

/** Creates a project without leaving the wizard (POST /client/project); the new project becomes the choice. */
export function NewProjectForm({ languageOptions, onCreated, onCancel }: NewProjectFormProps) {
  const { t } = useTranslation();
  const [createProject] = useOrderWizardSetup().wizardApi.useCreateWizardProjectMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      yup.object({
        name: yup.string().trim().required(t('validation.required')).max(PROJECT_NAME_MAX, t('wizard.validation.tooLong', { max: PROJECT_NAME_MAX })),
        language: yup.string().required(t('validation.required')),
      }),
    [t],
  );

  const submit = async (values: NewProject, helpers: FormikHelpers<NewProject>) => {
    setServerError(null);
    const project = { name: values.name.trim(), language: values.language };
    try {
      const { id } = await createProject(project).unwrap();
      onCreated({ id, ...project });
    } catch (error) {
      if (!applyServerFieldErrors(error, helpers, ['name', 'language'])) setServerError(errorToText(error, t));
    }
  };

  return (
    <Formik<NewProject> initialValues={{ name: '', language: '' }} validationSchema={schema} onSubmit={submit}>
      {({ handleSubmit, isSubmitting }) => (
        <StyledSubPanel>
          {serverError && <Alert variant="danger">{serverError}</Alert>}
          <StyledForm noValidate onSubmit={handleSubmit} aria-label={t('wizard.project.newTitle')}>
            <FormikTextField id="new-project-name" name="name" label={t('wizard.project.newName')} required />
            <FormikSelectField
              id="new-project-language"
              name="language"
              label={t('wizard.project.newLanguage')}
              options={languageOptions}
              placeholder={t('wizard.choose')}
              required
            />
            <StyledButtonGroup>
              <Button variant="secondary" onClick={onCancel}>
                {t('wizard.actions.cancel')}
              </Button>
              <Button type="submit" loading={isSubmitting}>
                {t('wizard.project.create')}
              </Button>
            </StyledButtonGroup>
          </StyledForm>
        </StyledSubPanel>
      )}
    </Formik>
  );
}
