import { skipToken } from '@reduxjs/toolkit/query';
import { Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Button, EMPTY_VALUE, formatMoney, formatNumber, Modal, Spinner, useDebouncedValue, useToast } from '@inkwell/ui-kit';
import type { TextPriceResponse } from '@inkwell/contracts';
import { DetailsCard } from '../../components/details-card';
import { errorToText, toHttpError } from '../../api/error-to-text';
import { useDisplayNames } from '../../i18n/display-names';
import { useLevelLabel } from '../../orders/use-order-labels';
import { useLocalizedPath } from '../../routing/language-prefix';
import { totalOf } from '../order-wizard-api';
import { useOrderWizardSetup } from '../order-wizard-setup';
import {
  previousStep,
  selectWizardClient,
  selectWizardData,
  selectWizardMode,
  stepDataMerged,
  wizardReset,
  type OrderWizardData,
} from '../order-wizard-slice';
import { useTemplateChoices, type TemplateKind } from '../use-template-choices';
import { definitionSchema } from '../wizard-schemas';
import { createOrdersRequestOf, keywordsOf, priceQueriesOf } from '../wizard-request';
import { DefinitionFields, type DefinitionValues } from './definition-fields';
import { definitionDataOf } from './definition-step';
import { StyledButtonGroup, StyledButtons, StyledForm, StyledMuted, StyledReviewTable, StyledStepCard, StyledStepTitle, StyledTotals } from './styled';
import { useIdempotencyKeys } from '../../api/idempotency-key';

/** Spec §9: the price is looked up 1000 ms after the orders last changed. */
export const PRICE_DEBOUNCE_MS = 1000;

const grossRange = (price: TextPriceResponse) =>
  `${formatMoney(price.min.amountGross, price.min.currency)} – ${formatMoney(price.max.amountGross, price.max.currency)}`;

/** The chosen briefing or layout by name; its number until the list has loaded. */
function useTemplateName(kind: TemplateKind, id: number | null): string {
  const { t } = useTranslation();
  const { choices } = useTemplateChoices(kind, { skip: id === null });
  if (id === null) return t('wizard.none');
  return choices.find((choice) => choice.id === id)?.label ?? t('wizard.review.templateNumber', { id });
}

function Summary({ data }: { data: OrderWizardData }) {
  const { t } = useTranslation();
  const levelLabel = useLevelLabel();
  const { languageName: nameOf } = useDisplayNames();
  const { catalogueApi, wizardApi } = useOrderWizardSetup();
  const client = useSelector(selectWizardClient);
  const clientId = client?.id ?? null;
  const { data: languages = [] } = catalogueApi.useGetLanguagesQuery();
  const { project, linguists, briefing, layout, definition } = data;
  const briefingName = useTemplateName('briefing', briefing.briefingId);
  const layoutName = useTemplateName('layout', layout.layoutId);
  const languageName = nameOf(languages.find((language) => language.culture === project.language) ?? { culture: project.language, name: project.language });
  const { data: groups = [] } = wizardApi.useGetWizardGroupsQuery({ clientId });
  const groupName = (id: string) => groups.find((group) => String(group.id) === id)?.name ?? t('wizard.review.groupNumber', { id });
  const writer =
    linguists.assignment === 'GO'
      ? groupName(linguists.groupId)
      : linguists.assignment === 'DO'
        ? `${linguists.linguistLabel || t('wizard.review.linguistNumber', { id: linguists.linguistId })} · ${t(`wizard.linguists.directFallbacks.${linguists.directFallback}`)}`
        : t('wizard.assignments.OO');
  const proofreader =
    linguists.proofreading === 'group' ? groupName(linguists.proofreadingGroupId) : t('wizard.proofreadingAssignments.open');

  return (
    <DetailsCard
      title={t('wizard.review.summary')}
      items={[
        ...(client ? [{ id: 'client', label: t('wizard.client.label'), value: client.name || EMPTY_VALUE }] : []),
        { id: 'project', label: t('wizard.project.project'), value: project.projectName || EMPTY_VALUE },
        { id: 'language', label: t('wizard.project.language'), value: languageName || EMPTY_VALUE },
        { id: 'service', label: t('wizard.project.service'), value: t(`wizard.services.${project.service}`) },
        { id: 'level', label: t('wizard.linguists.level'), value: linguists.level ? levelLabel(linguists.level) : EMPTY_VALUE },
        { id: 'copywriting', label: t('wizard.linguists.copywriting'), value: writer },
        ...(project.service === 'copywriting_proofreading'
          ? [{ id: 'proofreading', label: t('wizard.linguists.proofreading'), value: proofreader }]
          : []),
        {
          id: 'briefing',
          label: t('wizard.briefing.label'),
          value: briefingName,
        },
        {
          id: 'layout',
          label: t('wizard.layout.label'),
          value: layoutName,
        },
        { id: 'processing', label: t('wizard.definition.processingDays'), value: t('wizard.days', { count: definition.processingDays }) },
      ]}
    />
  );
}

/** The copy wizard's only way to change the order: the definition fields in a dialog. */
function EditCopyModal({ data, open, onClose }: { data: OrderWizardData; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const schema = useMemo(() => definitionSchema(t), [t]);
  const initialValues: DefinitionValues = {
    processingDays: String(data.definition.processingDays),
    orders: data.definition.orders,
  };
  return (
    <Formik<DefinitionValues>
      initialValues={initialValues}
      validationSchema={schema}
      enableReinitialize
      onSubmit={(values) => {
        dispatch(stepDataMerged({ section: 'definition', data: definitionDataOf(values) }));
        onClose();
      }}
    >
      {({ handleSubmit, resetForm }) => (
        <Modal
          open={open}
          title={t('wizard.copy.edit')}
          closeLabel={t('common.close')}
          onClose={() => {
            resetForm();
            onClose();
          }}
          footer={
            <Button type="submit" form="copy-order-form">
              {t('wizard.actions.save')}
            </Button>
          }
        >
          <StyledForm id="copy-order-form" noValidate onSubmit={handleSubmit}>
            <DefinitionFields multiple={false} />
          </StyledForm>
        </Modal>
      )}
    </Formik>
  );
}

/** Step 6 (and the copy wizard's only step): what will be ordered, its live price, and the order button. */
export function ReviewStep() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const toast = useToast();
  const data = useSelector(selectWizardData);
  const mode = useSelector(selectWizardMode);
  const { wizardApi, customer, role, createdPath } = useOrderWizardSetup();
  const client = useSelector(selectWizardClient);
  const clientId = client?.id ?? null;
  const staff = role === 'admin';
  const prepaid = customer?.invoicing === 'deposit';
  const [editing, setEditing] = useState(false);
  const [submitError, setSubmitError] = useState<unknown>(null);

  const queries = useMemo(() => priceQueriesOf(data), [data]);
  const debouncedQueries = useDebouncedValue(queries, PRICE_DEBOUNCE_MS);
  const prices = wizardApi.useGetWizardPricesQuery(debouncedQueries ? { clientId, queries: debouncedQueries } : skipToken);
  const balance = wizardApi.useGetWizardBalanceQuery({ clientId }, { skip: !prepaid });
  const [createOrders, { isLoading: submitting }] = wizardApi.useCreateWizardOrdersMutation();
  // A retry of the same orders (a lost answer, a timeout) reuses the key, so they are created once (decision 068).
  const attempts = useIdempotencyKeys();

  const current = queries === debouncedQueries ? prices.currentData : undefined;
  const calculating = queries !== null && current === undefined && !prices.error;
  const totalMin = current ? totalOf(current.map((price) => price.min)) : null;
  const totalMax = current ? totalOf(current.map((price) => price.max)) : null;
  const currency = current?.[0]?.max.currency;
  const balanceTooLow =
    prepaid && balance.data !== undefined && totalMax !== null && balance.data.availableAmount < totalMax;

  const submit = async () => {
    const { projectId } = data.project;
    if (projectId === null) return;
    setSubmitError(null);
    try {
      const request = createOrdersRequestOf(data);
      const { ids } = await createOrders({ clientId, projectId, request, idempotencyKey: attempts.keyFor({ clientId, projectId, request }) }).unwrap();
      attempts.settled();
      toast.show(t(staff ? 'wizard.staff.created' : 'wizard.review.created', { count: ids.length }), 'success');
      dispatch(wizardReset());
      navigate(localized(createdPath(ids, projectId)));
    } catch (error) {
      setSubmitError(error);
    }
  };

  const priceCell = (index: number) => {
    if (prices.error) return EMPTY_VALUE;
    const price = current?.[index];
    return price ? grossRange(price) : <Spinner label={t('wizard.review.calculating')} />;
  };

  return (
    <StyledStepCard aria-labelledby="wizard-step-title">
      <StyledStepTitle id="wizard-step-title">{t('wizard.steps.review')}</StyledStepTitle>
      <Summary data={data} />

      <StyledReviewTable aria-label={t('wizard.review.orders')}>
        <thead>
          <tr>
            <th scope="col">{t('wizard.definition.title')}</th>
            <th scope="col">{t('wizard.review.words')}</th>
            <th scope="col">{t('wizard.definition.keywords')}</th>
            <th scope="col">{t('wizard.review.price')}</th>
          </tr>
        </thead>
        <tbody>
          {data.definition.orders.map((order, index) => (
            <tr key={index}>
              <td>{order.title}</td>
              <td>
                {formatNumber(order.minWords, 0)} – {formatNumber(order.maxWords, 0)}
              </td>
              <td>{keywordsOf(order.keywords).join(', ') || EMPTY_VALUE}</td>
              <td>{priceCell(index)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={3}>{t('wizard.review.total')}</td>
            <td>
              {totalMin !== null && totalMax !== null && currency
                ? `${formatMoney(totalMin, currency)} – ${formatMoney(totalMax, currency)}`
                : EMPTY_VALUE}
            </td>
          </tr>
        </tfoot>
      </StyledReviewTable>
      <StyledMuted>{calculating ? t('wizard.review.calculating') : t('wizard.review.priceNote')}</StyledMuted>
      {prices.error !== undefined && <Alert variant="danger">{errorToText(prices.error, t)}</Alert>}

      {prepaid && (
        <StyledTotals>
          <dt>{t('wizard.review.available')}</dt>
          <dd>
            {balance.data
              ? formatMoney(balance.data.availableAmount, balance.data.currency)
              : balance.error
                ? errorToText(balance.error, t)
                : t('table.loading')}
          </dd>
        </StyledTotals>
      )}
      {balanceTooLow && balance.data && totalMax !== null && (
        <Alert variant="warning">
          {t(staff ? 'wizard.staff.balanceTooLow' : 'wizard.review.balanceTooLow', {
            available: formatMoney(balance.data.availableAmount, balance.data.currency),
            needed: formatMoney(totalMax, balance.data.currency),
          })}
        </Alert>
      )}

      {submitError !== null && (
        <Alert variant="danger">
          <strong>{t(toHttpError(submitError)?.status === 422 ? 'wizard.review.rejected' : 'wizard.review.failed')}</strong>{' '}
          {errorToText(submitError, t)}
        </Alert>
      )}

      <StyledButtons>
        {mode === 'create' ? (
          <Button variant="secondary" onClick={() => dispatch(previousStep())}>
            {t('wizard.actions.back')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('wizard.copy.edit')}
          </Button>
        )}
        <StyledButtonGroup>
          <Button onClick={() => void submit()} loading={submitting} disabled={data.project.projectId === null}>
            {t('wizard.review.submit', { count: data.definition.orders.length })}
          </Button>
        </StyledButtonGroup>
      </StyledButtons>
      {mode === 'copy' && <EditCopyModal data={data} open={editing} onClose={() => setEditing(false)} />}
    </StyledStepCard>
  );
}
