import { Formik, useFormikContext } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Button, FormField, Select, TextField, useDebouncedValue } from '@inkwell/ui-kit';
import { errorToText } from '../../api/error-to-text';
import { FormikSelectField } from '../../forms/formik-select-field';
import { useDisplayNames } from '../../i18n/display-names';
import { clientChanged, nextStep, selectWizardClient, selectWizardData, stepDataMerged, type OrderWizardData, type WizardService } from '../order-wizard-slice';
import { useOrderWizardSetup } from '../order-wizard-setup';
import { projectStepSchema } from '../wizard-schemas';
import { NewProjectForm } from './new-project-form';
import { StyledForm, StyledMuted, StyledStepCard, StyledStepTitle } from './styled';
import { WizardButtons } from './wizard-buttons';

type ProjectStepValues = OrderWizardData['project'];

/** Spec §9: the project search of the picker waits 300 ms after typing. */
export const PROJECT_SEARCH_DEBOUNCE_MS = 300;

function ProjectPicker({ languageOptions }: { languageOptions: { value: string; label: string }[] }) {
  const { t } = useTranslation();
  const { values, setValues, errors, touched } = useFormikContext<ProjectStepValues>();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const name = useDebouncedValue(search, PROJECT_SEARCH_DEBOUNCE_MS);
  const { languageName } = useDisplayNames();
  const { wizardApi, role, createsProjects } = useOrderWizardSetup();
  const client = useSelector(selectWizardClient);
  // Staff see a client's projects once the client is picked.
  const noClient = role === 'admin' && client === null;
  const { data, error, isFetching } = wizardApi.useGetWizardProjectsQuery({ clientId: client?.id ?? null, name }, { skip: noClient });
  const projects = data?.data ?? [];

  const options = projects.map((project) => ({ value: String(project.id), label: `${project.name} (${languageName(project.language)})` }));
  // The chosen project stays choosable while a search hides it.
  if (values.projectId !== null && !projects.some((project) => project.id === values.projectId)) {
    options.unshift({ value: String(values.projectId), label: values.projectName });
  }
  const projectError = touched.projectId ? errors.projectId : undefined;

  return (
    <>
      {error && <Alert variant="danger">{errorToText(error, t)}</Alert>}
      <FormField label={t('wizard.project.search')} htmlFor="wizard-project-search">
        <TextField
          id="wizard-project-search"
          type="search"
          value={search}
          placeholder={t('wizard.project.searchPlaceholder')}
          onChange={(event) => setSearch(event.target.value)}
        />
      </FormField>
      <FormField label={t('wizard.project.project')} htmlFor="wizard-project" error={projectError} required>
        <Select
          id="wizard-project"
          value={values.projectId === null ? '' : String(values.projectId)}
          options={options}
          placeholder={isFetching ? t('table.loading') : t('wizard.project.choose')}
          invalid={Boolean(projectError)}
          onChange={(event) => {
            const project = projects.find((candidate) => String(candidate.id) === event.target.value);
            setCreated(null);
            void setValues({
              ...values,
              projectId: project?.id ?? null,
              projectName: project?.name ?? '',
              // Orders are usually written in their project's language; the client may still pick another.
              language: project?.language.culture ?? values.language,
            });
          }}
        />
      </FormField>
      {noClient && <StyledMuted>{t('wizard.client.required')}</StyledMuted>}
      {!noClient && !isFetching && projects.length === 0 && name === '' && (
        <StyledMuted>{t(createsProjects ? 'wizard.project.none' : 'wizard.staff.noProjects')}</StyledMuted>
      )}
      {created && <Alert variant="success">{t('wizard.project.created', { name: created })}</Alert>}
      {!createsProjects ? null : creating ? (
        <NewProjectForm
          languageOptions={languageOptions}
          onCancel={() => setCreating(false)}
          onCreated={(project) => {
            setCreating(false);
            setCreated(project.name);
            void setValues({ ...values, projectId: project.id, projectName: project.name, language: project.language });
          }}
        />
      ) : (
        <div>
          <Button variant="link" onClick={() => setCreating(true)}>
            {t('wizard.project.new')}
          </Button>
        </div>
      )}
    </>
  );
}

/** Step 1: the project the orders belong to, their language and the service. */
export function ProjectStep() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { project } = useSelector(selectWizardData);
  const { catalogueApi, customer, ClientPicker } = useOrderWizardSetup();
  const client = useSelector(selectWizardClient);
  const { data: languages = [] } = catalogueApi.useGetLanguagesQuery();
  const { languageOptions: namedLanguages } = useDisplayNames();
  const schema = useMemo(() => projectStepSchema(t), [t]);
  const languageOptions = useMemo(() => namedLanguages(languages), [namedLanguages, languages]);
  const offersProofreading = customer?.servicesAvailable ? customer.servicesAvailable.includes('proofreading') : true;
  const services: WizardService[] = offersProofreading ? ['copywriting', 'copywriting_proofreading'] : ['copywriting'];

  return (
    <Formik<ProjectStepValues>
      initialValues={project}
      validationSchema={schema}
      onSubmit={(values) => {
        dispatch(stepDataMerged({ section: 'project', data: values }));
        dispatch(nextStep());
      }}
    >
      {({ handleSubmit, values }) => (
        <StyledStepCard aria-labelledby="wizard-step-title">
          <StyledStepTitle id="wizard-step-title">{t('wizard.steps.project')}</StyledStepTitle>
          {ClientPicker && (
            <FormField label={t('wizard.client.label')} htmlFor="wizard-client" hint={t('wizard.client.hint')} required>
              <ClientPicker
                id="wizard-client"
                label={t('wizard.client.label')}
                value={client?.id}
                onChange={(picked) => {
                  // Another client keeps the language and service on screen, not only those saved by Next.
                  if (picked?.id !== client?.id) {
                    dispatch(stepDataMerged({ section: 'project', data: { language: values.language, service: values.service } }));
                  }
                  dispatch(clientChanged(picked));
                }}
              />
            </FormField>
          )}
          <ProjectPicker languageOptions={languageOptions} />
          <StyledForm noValidate onSubmit={handleSubmit}>
            <FormikSelectField
              id="wizard-language"
              name="language"
              label={t('wizard.project.language')}
              options={languageOptions}
              placeholder={t('wizard.choose')}
              required
            />
            <FormikSelectField
              id="wizard-service"
              name="service"
              label={t('wizard.project.service')}
              options={services.map((service) => ({ value: service, label: t(`wizard.services.${service}`) }))}
              required
            />
            <WizardButtons />
          </StyledForm>
        </StyledStepCard>
      )}
    </Formik>
  );
}
