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
import { passwordRepeatSchema, passwordSchema } from '../forms/password-schema';
import type { AccountApi } from './account-api';
import { useAccountText } from './account-texts';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  newPasswordRepeat: string;
}

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', newPasswordRepeat: '' };

export interface PasswordFormProps {
  api: AccountApi;
}

/** Current password, the new one and its repetition; the new one follows core-api's rule of 8 to 128 characters. */
export function PasswordForm({ api }: PasswordFormProps) {
  const { t } = useTranslation();
  const text = useAccountText();
  const toast = useToast();
  const [changePassword] = api.useChangePasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = yup.object({
    currentPassword: yup.string().required(t('validation.required')),
    newPassword: passwordSchema(t),
    newPasswordRepeat: passwordRepeatSchema(t, 'newPassword'),
  });

  const submit = async (values: PasswordValues, helpers: FormikHelpers<PasswordValues>) => {
    setFailure(null);
    try {
      await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }).unwrap();
      helpers.resetForm();
      toast.show(text('password.changed'), 'success');
    } catch (error) {
      if (!placeServerErrors(error, helpers, ['currentPassword', 'newPassword'], 'currentPassword')) setFailure(errorToText(error, t));
    }
  };

  return (
    <Section title={text('password.title')}>
      <Formik initialValues={EMPTY} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={text('password.title')}>
            <Stack>
              {failure && <Alert variant="danger">{failure}</Alert>}
              <FormikTextField name="currentPassword" type="password" autoComplete="current-password" label={text('password.currentPassword')} required />
              <FormikTextField name="newPassword" type="password" autoComplete="new-password" label={text('password.newPassword')} required />
              <FormikTextField name="newPasswordRepeat" type="password" autoComplete="new-password" label={text('password.repeat')} required />
              <div>
                <Button type="submit" loading={isSubmitting}>
                  {text('password.submit')}
                </Button>
              </div>
            </Stack>
          </Form>
        )}
      </Formik>
    </Section>
  );
}
