import { Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../../hooks/use-app-dispatch';
import { nextStep, previousStep, selectWizardData, stepDataMerged, type ProcessingDays } from '../order-wizard-slice';
import { definitionSchema } from '../wizard-schemas';
import { DefinitionFields, type DefinitionValues } from './definition-fields';
import { StyledForm, StyledStepCard, StyledStepTitle } from './styled';
import { WizardButtons } from './wizard-buttons';

export const definitionDataOf = (values: DefinitionValues) => ({
  processingDays: Number(values.processingDays) as ProcessingDays,
  orders: values.orders,
});

/** Step 5: one or more orders and the processing time. */
export function DefinitionStep() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { definition } = useSelector(selectWizardData);
  const schema = useMemo(() => definitionSchema(t), [t]);
  const initialValues: DefinitionValues = { processingDays: String(definition.processingDays), orders: definition.orders };

  return (
    <Formik<DefinitionValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={(values) => {
        dispatch(stepDataMerged({ section: 'definition', data: definitionDataOf(values) }));
        dispatch(nextStep());
      }}
    >
      {({ handleSubmit, values }) => (
        <StyledStepCard aria-labelledby="wizard-step-title">
          <StyledStepTitle id="wizard-step-title">{t('wizard.steps.definition')}</StyledStepTitle>
          <StyledForm noValidate onSubmit={handleSubmit}>
            <DefinitionFields multiple />
            <WizardButtons
              onBack={() => {
                // Going back keeps what was typed, valid or not; it is checked when the client comes forward again.
                dispatch(stepDataMerged({ section: 'definition', data: definitionDataOf(values) }));
                dispatch(previousStep());
              }}
            />
          </StyledForm>
        </StyledStepCard>
      )}
    </Formik>
  );
}
