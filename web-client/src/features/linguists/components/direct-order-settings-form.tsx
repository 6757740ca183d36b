import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Alert, Button, Spinner, useToast } from '@inkwell/ui-kit';
import { DIRECT_FALLBACKS, DIRECT_TAKE_HOURS_MAX, DIRECT_TAKE_HOURS_MIN, type ClientLinguistSettings, type DirectFallback } from '@inkwell/contracts';
import { applyServerFieldErrors, ButtonRow, errorToText, FormikSelectField, FormikTextField, Section } from '@inkwell/web-kit';
import { useGetLinguistSettingsQuery } from '../../../api/linguists-api';
import { useUpdateLinguistSettingsMutation } from '../api/linguists-api';
import { StyledSettingsForm } from './styled';

interface SettingsValues {
  directFallback: DirectFallback;
  directTakeHours: string;
}

const FIELDS = ['directFallback', 'directTakeHours'] as const;

const valuesOf = (settings: ClientLinguistSettings): SettingsValues => ({
  directFallback: settings.directFallback,
  directTakeHours: String(settings.directTakeHours),
});

/** PATCH /client/linguist/:id/settings: what becomes of the client's direct orders to her (decision 031). */
export function DirectOrderSettingsForm({ linguistId }: { linguistId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { data: settings, error, isLoading } = useGetLinguistSettingsQuery(linguistId);
  const [updateSettings] = useUpdateLinguistSettingsMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const label = (key: string, options?: Record<string, unknown>) => t(`linguists.settings.${key}`, options);

  const schema = useMemo(() => {
    const hours = t('linguists.settings.hoursInvalid', { min: DIRECT_TAKE_HOURS_MIN, max: DIRECT_TAKE_HOURS_MAX });
    return yup.object({
      directFallback: yup.string().oneOf([...DIRECT_FALLBACKS]).required(t('validation.required')),
      directTakeHours: yup
        .string()
        .required(t('validation.required'))
        .matches(/^\d+$/, hours)
        .test('range', hours, (value) => Number(value) >= DIRECT_TAKE_HOURS_MIN && Number(value) <= DIRECT_TAKE_HOURS_MAX),
    });
  }, [t]);

  const submit = async (values: SettingsValues, helpers: FormikHelpers<SettingsValues>) => {
    setFailure(null);
    try {
      const saved = await updateSettings({ id: linguistId, directFallback: values.directFallback, directTakeHours: Number(values.directTakeHours) }).unwrap();
      helpers.resetForm({ values: valuesOf(saved) });
      toast.show(label('saved'), 'success');
    } catch (problem) {
      if (!applyServerFieldErrors(problem, helpers, FIELDS)) setFailure(errorToText(problem, t));
    }
  };

  return (
    <Section title={label('title')}>
      <p>{label('intro')}</p>
      {isLoading && <Spinner label={t('common.loading')} />}
      {!isLoading && !settings && <Alert variant="danger">{errorToText(error, t)}</Alert>}
      {settings && (
        <Formik<SettingsValues> initialValues={valuesOf(settings)} validationSchema={schema} onSubmit={submit} enableReinitialize>
          {({ handleSubmit, isSubmitting, dirty }) => (
            <StyledSettingsForm noValidate onSubmit={handleSubmit} aria-label={label('title')}>
              {failure && <Alert variant="danger">{failure}</Alert>}
              <FormikSelectField
                id={`direct-fallback-${linguistId}`}
                name="directFallback"
                label={label('directFallback')}
                options={DIRECT_FALLBACKS.map((fallback) => ({ value: fallback, label: label(`fallbacks.${fallback}`) }))}
                required
              />
              <FormikTextField
                id={`direct-take-hours-${linguistId}`}
                name="directTakeHours"
                type="number"
                inputMode="numeric"
                min={DIRECT_TAKE_HOURS_MIN}
                max={DIRECT_TAKE_HOURS_MAX}
                label={label('directTakeHours')}
                hint={label('hoursHint', { min: DIRECT_TAKE_HOURS_MIN, max: DIRECT_TAKE_HOURS_MAX })}
                required
              />
              <ButtonRow>
                <Button type="submit" loading={isSubmitting} disabled={!dirty}>
                  {label('save')}
                </Button>
              </ButtonRow>
            </StyledSettingsForm>
          )}
        </Formik>
      )}
    </Section>
  );
}
