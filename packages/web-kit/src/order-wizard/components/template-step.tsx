import type { ChangeEvent, FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, FormField, Select } from '@inkwell/ui-kit';
import { errorToText } from '../../api/error-to-text';
import { TemplatePreview } from '../../templates/template-preview';
import { useTemplateChoices, type TemplateKind } from '../use-template-choices';
import { nextStep, previousStep, selectWizardData, stepDataMerged } from '../order-wizard-slice';
import { StyledForm, StyledStepCard, StyledStepTitle } from './styled';
import { WizardButtons } from './wizard-buttons';

const NONE = 'none';

/** Steps 3 (briefing) and 4 (layout): "None" or one of the client's (for briefings also a system one), with a preview. */
export function TemplateStep({ kind }: { kind: TemplateKind }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { briefing, layout } = useSelector(selectWizardData);
  const chosenId = kind === 'briefing' ? briefing.briefingId : layout.layoutId;
  const { choices, isLoading, error } = useTemplateChoices(kind);
  const chosen = choices.find((choice) => choice.id === chosenId);

  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const id = event.target.value === NONE ? null : Number(event.target.value);
    dispatch(
      kind === 'briefing'
        ? stepDataMerged({ section: 'briefing', data: { briefingId: id } })
        : stepDataMerged({ section: 'layout', data: { layoutId: id } }),
    );
  };
  const next = (event: FormEvent) => {
    event.preventDefault();
    dispatch(nextStep());
  };

  return (
    <StyledStepCard aria-labelledby="wizard-step-title">
      <StyledStepTitle id="wizard-step-title">{t(`wizard.steps.${kind}`)}</StyledStepTitle>
      {error ? <Alert variant="danger">{errorToText(error, t)}</Alert> : null}
      {!isLoading && !error && choices.length === 0 ? <Alert variant="info">{t(`wizard.${kind}.empty`)}</Alert> : null}
      <StyledForm noValidate onSubmit={next}>
        <FormField label={t(`wizard.${kind}.label`)} htmlFor={`wizard-${kind}`}>
          <Select
            id={`wizard-${kind}`}
            value={chosenId === null ? NONE : String(chosenId)}
            options={[{ value: NONE, label: t('wizard.none') }, ...choices.map((choice) => ({ value: String(choice.id), label: choice.label }))]}
            onChange={choose}
          />
        </FormField>
        {chosen ? <TemplatePreview template={chosen.template} /> : null}
        <WizardButtons onBack={() => dispatch(previousStep())} />
      </StyledForm>
    </StyledStepCard>
  );
}
