import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Alert, Button, Spinner, useToast } from '@inkwell/ui-kit';
import { ACCOUNTING_CHARTS, type AccountingSettingsDto } from '@inkwell/contracts';
import { errorToText, FormikSelectField, FormikTextField, placeServerErrors, Section, Stack } from '@inkwell/web-kit';
import { useGetAccountingSettingsQuery, useUpdateAccountingSettingsMutation } from '../api/accounting-api';
import { StyledSettingsGrid } from './styled';

interface SettingsValues {
  consultantNumber: string;
  clientNumber: string;
  chart: string;
  fiscalYearStartMonth: string;
  accountLength: string;
}

const FIELDS = ['consultantNumber', 'clientNumber', 'chart', 'fiscalYearStartMonth', 'accountLength'] as const;

/** core-api's limits (migration 0052), so a wrong number is named before the round trip. */
const LIMITS = {
  consultantNumber: [1001, 9_999_999],
  clientNumber: [1, 99_999],
  fiscalYearStartMonth: [1, 12],
  accountLength: [4, 8],
} as const;

const toValues = (settings: AccountingSettingsDto): SettingsValues => ({
  consultantNumber: String(settings.consultantNumber),
  clientNumber: String(settings.clientNumber),
  chart: settings.chart,
  fiscalYearStartMonth: String(settings.fiscalYearStartMonth),
  accountLength: String(settings.accountLength),
});

/** The numbers the accountant gave: every DATEV file carries them in its first line. */
export function DatevSettingsForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const { data: settings, error, isLoading } = useGetAccountingSettingsQuery();
  const [update] = useUpdateAccountingSettingsMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const whole = (field: keyof typeof LIMITS) => {
    const [min, max] = LIMITS[field];
    return yup
      .string()
      .trim()
      .required(t('accounting.settings.wholeNumber'))
      .matches(/^\d+$/, t('accounting.settings.wholeNumber'))
      .test('range', t('accounting.settings.between', { min, max }), (value) => value === undefined || (Number(value) >= min && Number(value) <= max));
  };
  const schema = yup.object({
    consultantNumber: whole('consultantNumber'),
    clientNumber: whole('clientNumber'),
    chart: yup.string().oneOf([...ACCOUNTING_CHARTS]).required(),
    fiscalYearStartMonth: whole('fiscalYearStartMonth'),
    accountLength: whole('accountLength'),
  });

  const submit = async (values: SettingsValues, helpers: FormikHelpers<SettingsValues>) => {
    setFailure(null);
    try {
      await update({
        consultantNumber: Number(values.consultantNumber),
        clientNumber: Number(values.clientNumber),
        chart: values.chart as AccountingSettingsDto['chart'],
        fiscalYearStartMonth: Number(values.fiscalYearStartMonth),
        accountLength: Number(values.accountLength),
      }).unwrap();
      toast.show(t('accounting.settings.saved'), 'success');
    } catch (err) {
      if (!placeServerErrors(err, helpers, [...FIELDS])) setFailure(errorToText(err, t));
    }
  };

  if (isLoading) return <Spinner label={t('common.loading')} />;
  if (!settings) return <Alert variant="danger">{errorToText(error, t)}</Alert>;
  const months = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
  return (
    <Section title={t('accounting.settings.title')}>
      <p>{t('accounting.settings.intro')}</p>
      <Formik initialValues={toValues(settings)} validationSchema={schema} onSubmit={submit} enableReinitialize>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t('accounting.settings.title')}>
            <Stack>
              {failure && <Alert variant="danger">{failure}</Alert>}
              <StyledSettingsGrid>
                <FormikTextField name="consultantNumber" inputMode="numeric" label={t('accounting.settings.consultantNumber')} required />
                <FormikTextField name="clientNumber" inputMode="numeric" label={t('accounting.settings.clientNumber')} required />
                <FormikSelectField
                  name="chart"
                  label={t('accounting.settings.chart')}
                  options={ACCOUNTING_CHARTS.map((chart) => ({ value: chart, label: chart }))}
                  required
                />
                <FormikSelectField name="fiscalYearStartMonth" label={t('accounting.settings.fiscalYearStartMonth')} options={months} required />
                <FormikTextField
                  name="accountLength"
                  inputMode="numeric"
                  label={t('accounting.settings.accountLength')}
                  hint={t('accounting.settings.accountLengthHint')}
                  required
                />
              </StyledSettingsGrid>
              <div>
                <Button type="submit" loading={isSubmitting}>
                  {t('accounting.settings.save')}
                </Button>
              </div>
            </Stack>
          </Form>
        )}
      </Formik>
    </Section>
  );
}
