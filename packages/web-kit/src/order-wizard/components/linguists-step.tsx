import { Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { DIRECT_FALLBACKS } from '@inkwell/contracts';
import { useLevelLabel } from '../../orders/use-order-labels';
import { useLocalizedPath } from '../../routing/language-prefix';
import { FormikSelectField } from '../../forms/formik-select-field';
import { nextStep, previousStep, selectWizardClient, selectWizardData, stepDataMerged, type OrderWizardData } from '../order-wizard-slice';
import { useOrderWizardSetup } from '../order-wizard-setup';
import { linguistsStepSchema } from '../wizard-schemas';
import { DirectFallbackFromSettings } from './direct-fallback-from-settings';
import { LinguistPicker } from './linguist-picker';
import { StyledForm, StyledStepCard, StyledStepTitle, StyledSubPanel } from './styled';
import { WizardButtons } from './wizard-buttons';

type LinguistsStepValues = OrderWizardData['linguists'];

const ASSIGNMENTS = ['OO', 'GO', 'DO'] as const;
const PROOFREADING_ASSIGNMENTS = ['open', 'group'] as const;

/** Step 2: the quality level and who may write (open, a group, one linguist) and proofread the orders. */
export function LinguistsStep() {
  const { t } = useTranslation();
  const levelLabel = useLevelLabel();
  const dispatch = useDispatch();
  const { linguists, project } = useSelector(selectWizardData);
  const localized = useLocalizedPath();
  const { catalogueApi, wizardApi, role, groupsPath } = useOrderWizardSetup();
  const clientId = useSelector(selectWizardClient)?.id ?? null;
  const { data: levels = [] } = catalogueApi.useGetLevelsQuery();
  const { data: groups = [] } = wizardApi.useGetWizardGroupsQuery({ clientId }, { skip: role === 'admin' && clientId === null });
  const staff = role === 'admin';
  const groupOptions = (type: 'copywriting' | 'proofreading') =>
    groups.filter((group) => group.type === type).map((group) => ({ value: String(group.id), label: group.name }));
  const noGroupsHint = (type: 'copywriting' | 'proofreading') =>
    groupOptions(type).length > 0 ? (
      type === 'copywriting' && t('wizard.linguists.groupHint')
    ) : (
      <>
        {t(staff ? `wizard.staff.noGroups.${type}` : `wizard.linguists.noGroups.${type}`)}{' '}
        <Link to={localized(groupsPath(clientId))}>{t(staff ? 'wizard.staff.manageGroups' : 'wizard.linguists.manageGroups')}</Link>
      </>
    );
  const schema = useMemo(() => linguistsStepSchema(t, project.service), [t, project.service]);
  const withProofreading = project.service === 'copywriting_proofreading';

  const save = (values: LinguistsStepValues) => dispatch(stepDataMerged({ section: 'linguists', data: values }));

  return (
    <Formik<LinguistsStepValues>
      initialValues={linguists}
      validationSchema={schema}
      onSubmit={(values) => {
        save(values);
        dispatch(nextStep());
      }}
    >
      {({ handleSubmit, values }) => (
        <StyledStepCard aria-labelledby="wizard-step-title">
          <StyledStepTitle id="wizard-step-title">{t('wizard.steps.linguists')}</StyledStepTitle>
          <StyledForm noValidate onSubmit={handleSubmit}>
            <FormikSelectField
              id="wizard-level"
              name="level"
              label={t('wizard.linguists.level')}
              options={levels.map((level) => ({ value: level.code, label: levelLabel(level.code) }))}
              placeholder={t('wizard.choose')}
              required
            />
            <FormikSelectField
              id="wizard-assignment"
              name="assignment"
              label={t('wizard.linguists.copywriting')}
              hint={t(`wizard.linguists.assignmentHint.${values.assignment}`)}
              options={ASSIGNMENTS.map((assignment) => ({ value: assignment, label: t(`wizard.assignments.${assignment}`) }))}
              required
            />
            {values.assignment === 'GO' && (
              <FormikSelectField
                id="wizard-group"
                name="groupId"
                label={t('wizard.linguists.groupId')}
                options={groupOptions('copywriting')}
                placeholder={t('wizard.choose')}
                hint={noGroupsHint('copywriting')}
                required
              />
            )}
            {values.assignment === 'DO' && (
              <>
                <LinguistPicker id="wizard-linguist" label={t('wizard.linguists.linguistId')} hint={t('wizard.linguists.linguistIdHint')} />
                <DirectFallbackFromSettings />
                <FormikSelectField
                  id="wizard-direct-fallback"
                  name="directFallback"
                  label={t('wizard.linguists.directFallback')}
                  options={DIRECT_FALLBACKS.map((fallback) => ({ value: fallback, label: t(`wizard.linguists.directFallbacks.${fallback}`) }))}
                  required
                />
              </>
            )}
            {withProofreading && (
              <StyledSubPanel>
                <FormikSelectField
                  id="wizard-proofreading"
                  name="proofreading"
                  label={t('wizard.linguists.proofreading')}
                  options={PROOFREADING_ASSIGNMENTS.map((assignment) => ({
                    value: assignment,
                    label: t(`wizard.proofreadingAssignments.${assignment}`),
                  }))}
                  required
                />
                {values.proofreading === 'group' && (
                  <FormikSelectField
                    id="wizard-proofreading-group"
                    name="proofreadingGroupId"
                    label={t('wizard.linguists.proofreadingGroupId')}
                    options={groupOptions('proofreading')}
                    placeholder={t('wizard.choose')}
                    hint={noGroupsHint('proofreading')}
                    required
                  />
                )}
              </StyledSubPanel>
            )}
            <WizardButtons
              onBack={() => {
                save(values);
                dispatch(previousStep());
              }}
            />
          </StyledForm>
        </StyledStepCard>
      )}
    </Formik>
  );
}
