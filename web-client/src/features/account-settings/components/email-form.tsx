import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Alert, Button, useToast } from '@inkwell/ui-kit';
import { emailSchema, errorToText, FormikTextField, Section, Stack } from '@inkwell/web-kit';
import { useChangeEmailMutation, useGetEmailSettingsQuery } from '../api/account-settings-api';
import { placeFieldErrors } from './field-errors';

interface EmailValues {
  email: string;
  currentPassword: string;
}

const EMPTY: EmailValues = { email: '', currentPassword: '' };

/** A new e-mail address, asked for with the current password; it counts once the link mailed to it is opened (decision 040). */
export function EmailForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const { data: settings } = useGetEmailSettingsQuery();
  const [changeEmail] = useChangeEmailMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = yup.object({ email: emailSchema(t), currentPassword: yup.string().required(t('validation.required')) });

  const submit = async (values: EmailValues, helpers: FormikHelpers<EmailValues>) => {
    setFailure(null);
    try {
      const { pendingEmail } = await changeEmail({ email: values.email.trim(), currentPassword: values.currentPassword }).unwrap();
      helpers.resetForm();
      toast.show(t('accountSettings.email.sent', { email: pendingEmail }), 'success');
    } catch (error) {
      // A taken address is about the address; any other refusal without fields is the wrong password.
      const taken = (error as { status?: unknown }).status === 409;
      if (!placeFieldErrors(error, helpers, ['email', 'currentPassword'], taken ? 'email' : 'currentPassword')) {
        setFailure(errorToText(error, t));
      }
    }
  };

  return (
    <Section title={t('accountSettings.email.title')}>
      {settings && <p>{t('accountSettings.email.current', { email: settings.email })}</p>}
      {settings?.pendingEmail && (
        <Alert variant="info">
          {t('accountSettings.email.pending', { email: settings.pendingEmail })}
        </Alert>
      )}
      <Formik initialValues={EMPTY} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t('accountSettings.email.title')}>
            <Stack>
              {failure && <Alert variant="danger">{failure}</Alert>}
              <FormikTextField name="email" type="email" autoComplete="email" label={t('accountSettings.email.newEmail')} hint={t('accountSettings.email.hint')} required />
              <FormikTextField
                name="currentPassword"
                id="email-current-password"
                type="password"
                autoComplete="current-password"
                label={t('accountSettings.email.currentPassword')}
                required
              />
              <div>
                <Button type="submit" loading={isSubmitting}>
                  {t('accountSettings.email.submit')}
                </Button>
              </div>
            </Stack>
          </Form>
        )}
      </Formik>
    </Section>
  );
}
