import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Alert, Button, useToast } from '@inkwell/ui-kit';
import { errorToText, FormikTextField, passwordRepeatSchema, passwordSchema, Section, Stack } from '@inkwell/web-kit';
import { useChangePasswordMutation } from '../api/account-settings-api';
import { placeFieldErrors } from './field-errors';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  newPasswordRepeat: string;
}

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', newPasswordRepeat: '' };

/** Current password, the new one and its repetition; the new one follows core-api's rule of 8 to 128 characters. */
export function PasswordForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const [changePassword] = useChangePasswordMutation();
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
      toast.show(t('accountSettings.password.changed'), 'success');
    } catch (error) {
      if (!placeFieldErrors(error, helpers, ['currentPassword', 'newPassword'], 'currentPassword')) setFailure(errorToText(error, t));
    }
  };

  return (
    <Section title={t('accountSettings.password.title')}>
      <Formik initialValues={EMPTY} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t('accountSettings.password.title')}>
            <Stack>
              {failure && <Alert variant="danger">{failure}</Alert>}
              <FormikTextField
                name="currentPassword"
                type="password"
                autoComplete="current-password"
                label={t('accountSettings.password.currentPassword')}
                required
              />
              <FormikTextField name="newPassword" type="password" autoComplete="new-password" label={t('accountSettings.password.newPassword')} required />
              <FormikTextField
                name="newPasswordRepeat"
                type="password"
                autoComplete="new-password"
                label={t('accountSettings.password.repeat')}
                required
              />
              <div>
                <Button type="submit" loading={isSubmitting}>
                  {t('accountSettings.password.submit')}
                </Button>
              </div>
            </Stack>
          </Form>
        )}
      </Formik>
    </Section>
  );
}
