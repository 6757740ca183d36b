import { useTranslation } from 'react-i18next';
import { WIZARD_STEPS, type WizardStep } from '../order-wizard-slice';
import { StyledStepItem, StyledStepNumber, StyledStepper } from './styled';

export const STEP_KEYS: Record<WizardStep, string> = {
  1: 'project',
  2: 'linguists',
  3: 'briefing',
  4: 'layout',
  5: 'definition',
  6: 'review',
};

/** Where the client is among the six steps. */
export function WizardStepper({ current }: { current: WizardStep }) {
  const { t } = useTranslation();
  return (
    <StyledStepper aria-label={t('wizard.stepsLabel')}>
      {WIZARD_STEPS.map((step) => {
        const state = step < current ? 'done' : step === current ? 'current' : 'next';
        return (
          <StyledStepItem key={step} $state={state} aria-current={step === current ? 'step' : undefined}>
            <StyledStepNumber $state={state} aria-hidden="true">
              {step}
            </StyledStepNumber>
            {t(`wizard.steps.${STEP_KEYS[step]}`)}
          </StyledStepItem>
        );
      })}
    </StyledStepper>
  );
}
