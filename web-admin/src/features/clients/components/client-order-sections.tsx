import { Formik, useField, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Alert, Button, Checkbox, useToast } from '@inkwell/ui-kit';
import { CLIENT_AUTO_ACCEPT_DAYS_MAX, CLIENT_AUTO_ACCEPT_DAYS_MIN, CLIENT_SERVICES, type Service } from '@inkwell/contracts';
import { applyServerFieldErrors, ButtonRow, errorToText, FormikCheckboxGroup, FormikSelectField, FormikTextField, Section, useLevelLabel } from '@inkwell/web-kit';
import { useGetLevelsQuery } from '../../../api/catalogue-api';
import {
  useGetClientFeaturesQuery,
  useGetClientOrderSettingsQuery,
  useSetClientFeaturesMutation,
  useSetClientOrderSettingsMutation,
} from '../api/client-settings-api';
import { Loaded, type SectionProps } from './client-account-sections';
import { StyledModalForm } from './styled';

// The settings tab's sections about ordering: the services the client may use and how its orders start and end.

/** The services as checkboxes bound to one Formik array field. */
function ServiceCheckboxes() {
  const { t } = useTranslation();
  const services = CLIENT_SERVICES.map((service) => ({ value: service, id: `client-service-${service}`, label: t(`clientSettings.features.service.${service}`) }));
  return <FormikCheckboxGroup name="servicesAvailable" id="client-services" legend={t('clientSettings.features.services')} options={services} />;
}

/** PATCH /admin/client/:id/features: which services the client may order or use. */
export function FeaturesSection({ client }: SectionProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const features = useGetClientFeaturesQuery(client.id);
  const [save] = useSetClientFeaturesMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: { servicesAvailable: Service[] }) => {
    setFailure(null);
    try {
      await save({ clientId: client.id, servicesAvailable: values.servicesAvailable }).unwrap();
      toast.show(t('clientSettings.features.saved'), 'success');
    } catch (error) {
      setFailure(errorToText(error, t));
    }
  };
  return (
    <Section title={t('clientSettings.features.title')}>
      <Loaded loading={features.isLoading} error={features.error} retry={() => void features.refetch()}>
        {() => (
          <Formik initialValues={{ servicesAvailable: features.data?.servicesAvailable ?? [] }} onSubmit={submit} enableReinitialize>
            {({ handleSubmit, isSubmitting, dirty }) => (
              <StyledModalForm noValidate onSubmit={handleSubmit} aria-label={t('clientSettings.features.title')}>
                {failure && <Alert variant="danger">{failure}</Alert>}
                <ServiceCheckboxes />
                <ButtonRow>
                  <Button type="submit" loading={isSubmitting} disabled={!dirty}>
                    {t('clientSettings.save')}
                  </Button>
                </ButtonRow>
              </StyledModalForm>
            )}
          </Formik>
        )}
      </Loaded>
    </Section>
  );
}

interface OrderValues {
  defaultLevel: string;
  autoAcceptDays: string;
  proofreadingDefault: boolean;
}

function ProofreadingCheckbox() {
  const { t } = useTranslation();
  const [field, , helpers] = useField<boolean>('proofreadingDefault');
  return (
    <Checkbox
      id="client-proofreading-default"
      label={t('clientSettings.order.proofreadingDefault')}
      checked={field.value}
      onChange={(event) => void helpers.setValue(event.target.checked)}
    />
  );
}

/** PATCH /admin/client/:id/order: the wizard's default level and proofreading, and the auto-accept working days. */
export function OrderSettingsSection({ client }: SectionProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const settings = useGetClientOrderSettingsQuery(client.id);
  const levels = useGetLevelsQuery();
  const levelLabel = useLevelLabel();
  const [save] = useSetClientOrderSettingsMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => {
    const range = t('clientSettings.order.daysRange', { min: CLIENT_AUTO_ACCEPT_DAYS_MIN, max: CLIENT_AUTO_ACCEPT_DAYS_MAX });
    return yup.object({
      autoAcceptDays: yup
        .number()
        .typeError(range)
        .required(t('validation.required'))
        .integer(range)
        .min(CLIENT_AUTO_ACCEPT_DAYS_MIN, range)
        .max(CLIENT_AUTO_ACCEPT_DAYS_MAX, range),
    });
  }, [t]);
  const submit = async (values: OrderValues, helpers: FormikHelpers<OrderValues>) => {
    setFailure(null);
    try {
      await save({
        clientId: client.id,
        defaultLevel: values.defaultLevel || null,
        autoAcceptDays: Number(values.autoAcceptDays),
        proofreadingDefault: values.proofreadingDefault,
      }).unwrap();
      toast.show(t('clientSettings.order.saved'), 'success');
    } catch (error) {
      if (!applyServerFieldErrors(error, helpers, ['defaultLevel', 'autoAcceptDays', 'proofreadingDefault'])) setFailure(errorToText(error, t));
    }
  };
  const initial: OrderValues = {
    defaultLevel: settings.data?.defaultLevel ?? '',
    autoAcceptDays: String(settings.data?.autoAcceptDays ?? ''),
    proofreadingDefault: settings.data?.proofreadingDefault ?? false,
  };
  return (
    <Section title={t('clientSettings.order.title')}>
      <Loaded loading={settings.isLoading || levels.isLoading} error={settings.error} retry={() => void settings.refetch()}>
        {() => (
          <Formik<OrderValues> initialValues={initial} validationSchema={schema} onSubmit={submit} enableReinitialize>
            {({ handleSubmit, isSubmitting, dirty }) => (
              <StyledModalForm noValidate onSubmit={handleSubmit} aria-label={t('clientSettings.order.title')}>
                {failure && <Alert variant="danger">{failure}</Alert>}
                <FormikSelectField
                  id="client-default-level"
                  name="defaultLevel"
                  label={t('clientSettings.order.defaultLevel')}
                  placeholder={t('clientSettings.order.noDefaultLevel')}
                  options={(levels.data ?? []).map((level) => ({ value: level.code, label: levelLabel(level.code) }))}
                />
                <FormikTextField
                  id="client-auto-accept-days"
                  name="autoAcceptDays"
                  type="number"
                  inputMode="numeric"
                  min={CLIENT_AUTO_ACCEPT_DAYS_MIN}
                  max={CLIENT_AUTO_ACCEPT_DAYS_MAX}
                  label={t('clientSettings.order.autoAcceptDays')}
                  hint={t('clientSettings.order.autoAcceptHint')}
                  required
                />
                <ProofreadingCheckbox />
                <ButtonRow>
                  <Button type="submit" loading={isSubmitting} disabled={!dirty}>
                    {t('clientSettings.save')}
                  </Button>
                </ButtonRow>
              </StyledModalForm>
            )}
          </Formik>
        )}
      </Loaded>
    </Section>
  );
}
