import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Alert, Button, useToast } from '@inkwell/ui-kit';
import type { WordpressSettings } from '@inkwell/contracts';
import { applyServerFieldErrors, errorToText, FormikTextField, PageSpinner } from '@inkwell/web-kit';
import {
  useCheckWordpressConnectionMutation,
  useGetWordpressSettingsQuery,
  useRemoveWordpressSettingsMutation,
  useSaveWordpressSettingsMutation,
} from '../../../api/wordpress-api';

interface WordpressFormValues {
  siteUrl: string;
  username: string;
  applicationPassword: string;
}

const SERVER_FIELDS = ['siteUrl', 'username', 'applicationPassword'] as const;

function WordpressForm({ connection }: { connection: WordpressSettings | null }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [save] = useSaveWordpressSettingsMutation();
  const [check, checking] = useCheckWordpressConnectionMutation();
  const [remove, removing] = useRemoveWordpressSettingsMutation();
  const [message, setMessage] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);
  const initialValues: WordpressFormValues = { siteUrl: connection?.siteUrl ?? '', username: connection?.username ?? '', applicationPassword: '' };

  const schema = useMemo(
    () =>
      yup.object({
        siteUrl: yup
          .string()
          .trim()
          .required(t('validation.required'))
          .matches(/^https?:\/\/\S+$/, t('exports.wordpressSettings.invalidUrl')),
        username: yup.string().trim().required(t('validation.required')).max(200),
        // A saved connection keeps its password when the field is left blank.
        applicationPassword: connection ? yup.string().trim().max(200) : yup.string().trim().required(t('validation.required')).min(8).max(200),
      }),
    [t, connection],
  );

  const submit = async (values: WordpressFormValues, helpers: FormikHelpers<WordpressFormValues>) => {
    setMessage(null);
    try {
      await save({ siteUrl: values.siteUrl.trim(), username: values.username.trim(), applicationPassword: values.applicationPassword.trim() }).unwrap();
      helpers.setFieldValue('applicationPassword', '');
      toast.show(t('exports.wordpressSettings.saved'), 'success');
    } catch (error) {
      if (!applyServerFieldErrors(error, helpers, SERVER_FIELDS)) setMessage({ variant: 'danger', text: errorToText(error, t) });
    }
  };

  const runCheck = async (values: WordpressFormValues, helpers: Pick<FormikHelpers<WordpressFormValues>, 'setFieldError'>) => {
    setMessage(null);
    try {
      const result = await check({ siteUrl: values.siteUrl.trim(), username: values.username.trim(), applicationPassword: values.applicationPassword.trim() }).unwrap();
      setMessage({ variant: 'success', text: t('exports.wordpressSettings.ok', { name: result.userName }) });
    } catch (error) {
      const text = errorToText(error, t);
      if (!applyServerFieldErrors(error, helpers as FormikHelpers<WordpressFormValues>, SERVER_FIELDS)) setMessage({ variant: 'danger', text });
    }
  };

  return (
    <Formik<WordpressFormValues> initialValues={initialValues} validationSchema={schema} onSubmit={submit} enableReinitialize>
      {({ handleSubmit, isSubmitting, values, setFieldError, validateForm, setTouched }) => (
        <form noValidate onSubmit={handleSubmit} aria-labelledby="wordpress-settings-title">
          <h2 id="wordpress-settings-title">{t('exports.wordpressSettings.title')}</h2>
          <p>{t('exports.wordpressSettings.intro')}</p>
          {message && <Alert variant={message.variant}>{message.text}</Alert>}
          <FormikTextField id="wordpress-site" name="siteUrl" type="url" inputMode="url" label={t('exports.wordpressSettings.siteUrl')} placeholder="https://" required />
          <FormikTextField id="wordpress-user" name="username" label={t('exports.wordpressSettings.username')} autoComplete="off" required />
          <FormikTextField
            id="wordpress-password"
            name="applicationPassword"
            type="password"
            autoComplete="new-password"
            label={t('exports.wordpressSettings.password')}
            hint={connection ? t('exports.wordpressSettings.passwordKept', { hint: connection.passwordHint }) : undefined}
            required={!connection}
          />
          <Button type="submit" loading={isSubmitting}>
            {t('exports.wordpressSettings.save')}
          </Button>{' '}
          <Button
            variant="secondary"
            loading={checking.isLoading}
            onClick={async () => {
              const errors = await validateForm();
              if (Object.keys(errors).length) {
                void setTouched({ siteUrl: true, username: true, applicationPassword: true });
                return;
              }
              void runCheck(values, { setFieldError });
            }}
          >
            {t('exports.wordpressSettings.check')}
          </Button>{' '}
          {connection && (
            <Button
              variant="secondary"
              loading={removing.isLoading}
              onClick={() =>
                remove()
                  .unwrap()
                  .then(() => toast.show(t('exports.wordpressSettings.removed'), 'success'))
                  .catch((error: unknown) => setMessage({ variant: 'danger', text: errorToText(error, t) }))
              }
            >
              {t('exports.wordpressSettings.remove')}
            </Button>
          )}
        </form>
      )}
    </Formik>
  );
}

/** /settings/integrations: the WordPress connection the project export writes posts through. */
export function IntegrationsTab() {
  const { t } = useTranslation();
  const { data, error, isLoading } = useGetWordpressSettingsQuery();
  if (isLoading) return <PageSpinner />;
  if (error) return <Alert variant="danger">{errorToText(error, t)}</Alert>;
  return <WordpressForm connection={data?.connection ?? null} />;
}
