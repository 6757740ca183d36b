import { useMemo, useState } from 'react';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Alert, Button, FormField, Select, useToast } from '@inkwell/ui-kit';
import { errorToText, fieldErrorsOf, FormikTextField, PageSpinner, Section, Stack } from '@inkwell/web-kit';
import { LINGUIST_AVAILABILITY_STATUSES, type LinguistAvailability, type LinguistAvailabilityStatus } from '@inkwell/contracts';
import { useGetProfileQuery } from '../../../api/profile-api';
import { useUpdateAvailabilityMutation } from '../api/settings-api';

interface AvailabilityValues {
  status: LinguistAvailabilityStatus;
  until: string;
}

/** The first day she may name as her return: tomorrow, in her own time zone (YYYY-MM-DD). */
function tomorrow(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
}

const valuesOf = (availability: LinguistAvailability): AvailabilityValues => ({ status: availability.status, until: availability.until ?? '' });

function StatusField() {
  const { t } = useTranslation();
  const [field] = useField<LinguistAvailabilityStatus>('status');
  return (
    <FormField label={t('settings.availability.status')} htmlFor="availability-status">
      <Select
        id="availability-status"
        {...field}
        options={LINGUIST_AVAILABILITY_STATUSES.map((value) => ({ value, label: t(`settings.availability.statuses.${value}`) }))}
      />
    </FormField>
  );
}

/**
 * /settings/availability: while she is away (until the day she is back, if she knows it) clients cannot ask her for
 * direct orders and do not find her in their search (decision 031).
 */
export function AvailabilityForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const { data: profile, error, isLoading } = useGetProfileQuery();
  const [update] = useUpdateAvailabilityMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const firstDay = tomorrow();

  const schema = useMemo(
    () =>
      yup.object({
        status: yup.string().oneOf([...LINGUIST_AVAILABILITY_STATUSES]).required(t('validation.required')),
        until: yup
          .string()
          .matches(/^\d{4}-\d{2}-\d{2}$/, { message: t('settings.availability.untilInvalid'), excludeEmptyString: true })
          .test('future', t('settings.availability.untilPast'), (value) => !value || value >= firstDay),
      }),
    [t, firstDay],
  );

  if (isLoading) return <PageSpinner />;
  if (!profile) return <Alert variant="danger">{errorToText(error, t)}</Alert>;

  const submit = async (values: AvailabilityValues, helpers: FormikHelpers<AvailabilityValues>) => {
    setFailure(null);
    const away = values.status === 'unavailable';
    try {
      const saved = await update({ status: values.status, until: away && values.until ? values.until : null }).unwrap();
      helpers.resetForm({ values: valuesOf(saved.availability) });
      toast.show(t('settings.saved'), 'success');
    } catch (problem) {
      // core-api names the fields inside the PATCH body: availability.status, availability.until.
      const named = fieldErrorsOf(problem);
      const fields = named && !Array.isArray(named) ? Object.entries(named) : [];
      const ours = fields.filter(([field]) => field === 'availability.status' || field === 'availability.until');
      for (const [field, messages] of ours) {
        const name = field === 'availability.until' ? 'until' : 'status';
        helpers.setFieldTouched(name, true, false);
        helpers.setFieldError(name, ([] as unknown[]).concat(messages).join(' '));
      }
      if (ours.length === 0 || ours.length < fields.length) setFailure(errorToText(problem, t));
    }
  };

  return (
    <Section title={t('settings.availability.title')}>
      <p>{t('settings.availability.intro')}</p>
      <Formik initialValues={valuesOf(profile.availability)} validationSchema={schema} onSubmit={submit} enableReinitialize>
        {({ isSubmitting, dirty, values }) => (
          <Form noValidate aria-label={t('settings.availability.title')}>
            <Stack>
              {failure && <Alert variant="danger">{failure}</Alert>}
              <StatusField />
              {values.status === 'unavailable' && (
                <FormikTextField id="availability-until" name="until" type="date" min={firstDay} label={t('settings.availability.until')} hint={t('settings.availability.untilHint')} />
              )}
              <div>
                <Button type="submit" loading={isSubmitting} disabled={!dirty}>
                  {t('settings.availability.save')}
                </Button>
              </div>
            </Stack>
          </Form>
        )}
      </Formik>
    </Section>
  );
}
