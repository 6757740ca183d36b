import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Button, PageHeader } from '@inkwell/ui-kit';
import { useOrderWizardSetup } from '../order-wizard-setup';
import {
  clientChanged,
  initialOrderWizardState,
  selectWizardClient,
  selectWizardData,
  selectWizardMode,
  selectWizardStep,
  stepDataMerged,
  wizardReset,
} from '../order-wizard-slice';
import { DefinitionStep } from './definition-step';
import { LinguistsStep } from './linguists-step';
import { ProjectStep } from './project-step';
import { ReviewStep } from './review-step';
import { TemplateStep } from './template-step';
import { WizardStepper } from './wizard-stepper';

/** What a link may choose beforehand: the client page's or project page's "New order", or the admin route's parts. */
export interface WizardPreselection {
  /** culture */
  language?: string;
  /** staff only */
  clientId?: number;
  projectId?: number;
}

/** The preselection becomes the first step's choices once, when the page opens; a later choice is the user's. */
function usePreselection({ language, clientId, projectId }: WizardPreselection) {
  const dispatch = useDispatch();
  const { wizardApi, role } = useOrderWizardSetup();
  const client = useSelector(selectWizardClient);
  const { project } = useSelector(selectWizardData);
  const applied = useRef({ client: false, language: false, project: false });

  useEffect(() => {
    if (applied.current.client || role !== 'admin' || clientId === undefined) return;
    applied.current.client = true;
    if (client?.id !== clientId) dispatch(clientChanged({ id: clientId, name: '' }));
  }, [dispatch, role, clientId, client]);

  useEffect(() => {
    if (applied.current.language || !language || project.projectId !== null) return;
    applied.current.language = true;
    dispatch(stepDataMerged({ section: 'project', data: { language } }));
  }, [dispatch, language, project.projectId]);

  // The client reads its project; staff find it among the client's projects (there is no staff read of one project).
  const wanted = projectId !== undefined && project.projectId === null && !applied.current.project;
  const own = wizardApi.useGetWizardProjectQuery(projectId ?? 0, { skip: !wanted || role === 'admin' });
  const ofClient = wizardApi.useGetWizardProjectsQuery(
    { clientId: clientId ?? null, name: '' },
    { skip: !wanted || role !== 'admin' || clientId === undefined || client?.id !== clientId },
  );
  const found = role === 'admin' ? ofClient.data?.data.find((candidate) => candidate.id === projectId) : own.data;

  useEffect(() => {
    if (!wanted || !found) return;
    applied.current.project = true;
    dispatch(
      stepDataMerged({
        section: 'project',
        data: { projectId: found.id, projectName: found.name, language: language || found.language.culture },
      }),
    );
  }, [dispatch, wanted, found, language]);
}

/** Spec §2 /orders/create: six steps; the data stays in the store while the user moves between them. */
export function OrderWizardPage({ preselect = {} }: { preselect?: WizardPreselection }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const step = useSelector(selectWizardStep);
  const mode = useSelector(selectWizardMode);
  const data = useSelector(selectWizardData);
  const client = useSelector(selectWizardClient);
  // A step's form holds what it shows; after "Start over" or another client every step starts from the store again.
  const [generation, setGeneration] = useState(0);
  const started = step !== initialOrderWizardState.step || data !== initialOrderWizardState.data || client !== null;
  usePreselection(preselect);

  // A copy left behind by the copy wizard is not a draft of a new order.
  useEffect(() => {
    if (mode === 'copy') dispatch(wizardReset());
  }, [dispatch, mode]);

  if (mode === 'copy') return null;

  const startOver = () => {
    dispatch(wizardReset());
    setGeneration((current) => current + 1);
  };
  const key = `${generation}:${client?.id ?? ''}`;

  return (
    <>
      <PageHeader
        title={t('wizard.title')}
        actions={
          started && (
            <Button variant="secondary" onClick={startOver}>
              {t('wizard.startOver')}
            </Button>
          )
        }
      />
      <WizardStepper current={step} />
      {/* a preselection or the client's order settings arriving after the page opened show too */}
      {step === 1 && <ProjectStep key={`${key}:${data.project.projectId ?? ''}:${data.project.language}:${data.project.service}`} />}
      {step === 2 && <LinguistsStep key={key} />}
      {step === 3 && <TemplateStep key={key} kind="briefing" />}
      {step === 4 && <TemplateStep key={key} kind="layout" />}
      {step === 5 && <DefinitionStep key={key} />}
      {step === 6 && <ReviewStep key={key} />}
    </>
  );
}
