import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, FormField, Select } from '@inkwell/ui-kit';
import { useAppDispatch } from '../../../app/store';
import { nextStep, previousStep, stepDataMerged } from '../order-wizard-slice';
import { StyledForm, StyledStepCard, StyledStepTitle } from './styled';
import { WizardButtons } from './wizard-buttons';

/**
 * Steps 3 (briefing) and 4 (layout). Until the client can keep briefings and layouts, "None" is the only
 * choice; the step stays so the wizard keeps the spec's six steps and the place where they will be chosen.
 */
export function TemplateStep({ kind }: { kind: 'briefing' | 'layout' }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const next = (event: FormEvent) => {
    event.preventDefault();
    dispatch(
      kind === 'briefing'
        ? stepDataMerged({ section: 'briefing', data: { briefingId: null } })
        : stepDataMerged({ section: 'layout', data: { layoutId: null } }),
    );
    dispatch(nextStep());
  };

  return (
    <StyledStepCard aria-labelledby="wizard-step-title">
      <StyledStepTitle id="wizard-step-title">{t(`wizard.steps.${kind}`)}</StyledStepTitle>
      <Alert variant="info">{t(`wizard.${kind}.unavailable`)}</Alert>
      <StyledForm noValidate onSubmit={next}>
        <FormField label={t(`wizard.${kind}.label`)} htmlFor={`wizard-${kind}`}>
          <Select id={`wizard-${kind}`} value="none" options={[{ value: 'none', label: t('wizard.none') }]} onChange={() => undefined} />
        </FormField>
        <WizardButtons onBack={() => dispatch(previousStep())} />
      </StyledForm>
    </StyledStepCard>
  );
}
