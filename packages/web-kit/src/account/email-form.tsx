import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Alert, Button, useToast } from '@inkwell/ui-kit';
import { errorToText } from '../api/error-to-text';
import { placeServerErrors } from '../api/server-field-errors';
import { Stack } from '../components/layout';
import { Section } from '../components/section';
import { FormikTextField } from '../forms/formik-text-field';
import { emailSchema } from '../forms/password-schema';
import type { AccountApi } from './account-api';
import { useAccountText } from './account-texts';

interface EmailValues {
  email: string;
  currentPassword: string;
}

const EMPTY: EmailValues = { email: '', currentPassword: '' };

export interface EmailFormProps {
  api: AccountApi;
}

/** A new e-mail address, asked for with the current password; it counts once the link mailed to it is opened (decision 040). */
export function EmailForm({ api }: EmailFormProps) {
  const { t } = useTranslation();
  const text = useAccountText();
  const toast = useToast();
  const { data: settings } = api.useGetEmailSettingsQuery();
  const [changeEmail] = api.useChangeEmailMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = yup.object({ email: emailSchema(t), currentPassword: yup.string().required(t('validation.required')) });

  const submit = async (values: EmailValues, helpers: FormikHelpers<EmailValues>) => {
    setFailure(null);
    try {
      const { pendingEmail } = await changeEmail({ email: values.email.trim(), currentPassword: values.currentPassword }).unwrap();
      helpers.resetForm();
      toast.show(text('email.sent', { email: pendingEmail }), 'success');
    } catch (error) {
      // A taken address is about the address; any other refusal without fields is the wrong password.
      const taken = (error as { status?: unknown }).status === 409;
      if (!placeServerErrors(error, helpers, ['email', 'currentPassword'], taken ? 'email' : 'currentPassword')) {
        setFailure(errorToText(error, t));
      }
    }
  };

  return (
    <Section title={text('email.title')}>
      {settings && <p>{text('email.current', { email: settings.email })}</p>}
      {settings?.pendingEmail && <Alert variant="info">{text('email.pending', { email: settings.pendingEmail })}</Alert>}
      <Formik initialValues={EMPTY} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={text('email.title')}>
            <Stack>
              {failure && <Alert variant="danger">{failure}</Alert>}
              <FormikTextField name="email" type="email" autoComplete="email" label={text('email.newEmail')} hint={text('email.hint')} required />
              <FormikTextField
                name="currentPassword"
                id="email-current-password"
                type="password"
                autoComplete="current-password"
                label={text('email.currentPassword')}
                required
              />
              <div>
                <Button type="submit" loading={isSubmitting}>
                  {text('email.submit')}
                </Button>
              </div>
            </Stack>
          </Form>
        )}
      </Formik>
    </Section>
  );
}
