import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { Button, PageHeader } from '@inkwell/ui-kit';
import { useGetProjectQuery } from '../../../api/projects-api';
import { useAppDispatch } from '../../../hooks/use-app-dispatch';
import {
  initialOrderWizardState,
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

/** The project named by ?projectId= (the project page's "New order") becomes the first step's choice. */
function usePreselectedProject() {
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const { project } = useSelector(selectWizardData);
  const wanted = searchParams.get('projectId');
  const projectId = wanted && /^\d+$/.test(wanted) ? Number(wanted) : null;
  const skip = projectId === null || project.projectId !== null;
  const { data } = useGetProjectQuery(projectId ?? 0, { skip });

  useEffect(() => {
    if (skip || !data) return;
    dispatch(
      stepDataMerged({ section: 'project', data: { projectId: data.id, projectName: data.name, language: data.language.culture } }),
    );
  }, [dispatch, data, skip]);
}

/** Spec §2 /orders/create: six steps; the data stays in the store while the client moves between them. */
export function OrderWizardPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const step = useSelector(selectWizardStep);
  const mode = useSelector(selectWizardMode);
  const data = useSelector(selectWizardData);
  const started = step !== initialOrderWizardState.step || data !== initialOrderWizardState.data;
  usePreselectedProject();

  // A copy left behind by the copy wizard is not a draft of a new order.
  useEffect(() => {
    if (mode === 'copy') dispatch(wizardReset());
  }, [dispatch, mode]);

  if (mode === 'copy') return null;

  return (
    <>
      <PageHeader
        title={t('wizard.title')}
        actions={
          started && (
            <Button variant="secondary" onClick={() => dispatch(wizardReset())}>
              {t('wizard.startOver')}
            </Button>
          )
        }
      />
      <WizardStepper current={step} />
      {step === 1 && <ProjectStep />}
      {step === 2 && <LinguistsStep />}
      {step === 3 && <TemplateStep kind="briefing" />}
      {step === 4 && <TemplateStep kind="layout" />}
      {step === 5 && <DefinitionStep />}
      {step === 6 && <ReviewStep />}
    </>
  );
}
