import { Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { WizardImportRow } from '@inkwell/contracts';
import { OrderFileImport } from '../../imports/order-file-import';
import { nextStep, previousStep, selectWizardClient, selectWizardData, stepDataMerged, type DraftOrder, type ProcessingDays } from '../order-wizard-slice';
import { useOrderWizardSetup } from '../order-wizard-setup';
import { definitionSchema } from '../wizard-schemas';
import { DefinitionFields, type DefinitionValues } from './definition-fields';
import { StyledForm, StyledStepCard, StyledStepTitle } from './styled';
import { WizardButtons } from './wizard-buttons';

export const definitionDataOf = (values: DefinitionValues) => ({
  processingDays: Number(values.processingDays) as ProcessingDays,
  orders: values.orders,
});

/** A row the file gave, as the form edits it. */
const draftOf = (row: WizardImportRow): DraftOrder => ({
  title: row.title,
  minWords: String(row.minWords),
  maxWords: String(row.maxWords),
  keywords: row.keywords.join(', '),
  comment: row.comment,
});

/** Step 5: one or more orders and the processing time, typed or imported from a file. */
export function DefinitionStep() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { definition, project } = useSelector(selectWizardData);
  const { importsApi } = useOrderWizardSetup();
  const client = useSelector(selectWizardClient);
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
      {({ handleSubmit, values, setFieldValue }) => (
        <StyledStepCard aria-labelledby="wizard-step-title">
          <StyledStepTitle id="wizard-step-title">{t('wizard.steps.definition')}</StyledStepTitle>
          <StyledForm noValidate onSubmit={handleSubmit}>
            <OrderFileImport api={importsApi} projectId={project.projectId} clientId={client?.id} onRows={(rows) => void setFieldValue('orders', rows.map(draftOf))} />
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
