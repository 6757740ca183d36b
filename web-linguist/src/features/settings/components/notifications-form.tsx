import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Alert, Button, useToast } from '@inkwell/ui-kit';
import { errorToText, FormikCheckbox, PageSpinner, Section, Stack } from '@inkwell/web-kit';
import type { SelfNotificationSettings } from '@inkwell/contracts';
import { useGetNotificationSettingsQuery, useUpdateNotificationSettingsMutation } from '../api/settings-api';

const CHOICES = ['directRequests', 'newAvailableOrders', 'orderUpdates', 'messages', 'newsletter'] as const satisfies readonly (keyof SelfNotificationSettings)[];

/** Which e-mails she wants, one checkbox each. */
export function NotificationsForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const { data: settings, error, isLoading } = useGetNotificationSettingsQuery();
  const [update] = useUpdateNotificationSettingsMutation();

  if (isLoading) return <PageSpinner />;
  if (!settings) return <Alert variant="danger">{errorToText(error, t)}</Alert>;

  const submit = async (values: SelfNotificationSettings) => {
    try {
      await update(values).unwrap();
      toast.show(t('settings.saved'), 'success');
    } catch (failure) {
      toast.show(errorToText(failure, t), 'danger');
    }
  };

  return (
    <Section title={t('settings.notifications.title')}>
      <p>{t('settings.notifications.intro')}</p>
      <Formik initialValues={settings} onSubmit={submit} enableReinitialize>
        {({ isSubmitting, dirty }) => (
          <Form noValidate aria-label={t('settings.notifications.title')}>
            <Stack>
              {CHOICES.map((choice) => (
                <FormikCheckbox key={choice} name={choice} label={t(`settings.notifications.${choice}`)} />
              ))}
              <div>
                <Button type="submit" loading={isSubmitting} disabled={!dirty}>
                  {t('settings.notifications.save')}
                </Button>
              </div>
            </Stack>
          </Form>
        )}
      </Formik>
    </Section>
  );
}
