import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { INTERFACE_LANGUAGES, type ClientAccountSettings, type CurrencyIso, type InterfaceLanguage } from '@inkwell/contracts';
import { Alert, Button, useToast } from '@inkwell/ui-kit';
import { errorToText, FormikSelectField, FormikTextField, PageSpinner, Section, splitLanguagePrefix, Stack, useLanguagePrefix, withLanguagePrefix } from '@inkwell/web-kit';
import { useGetAccountSettingsQuery, useUpdateAccountSettingsMutation } from '../api/account-settings-api';
import { placeFieldErrors } from './field-errors';

interface ProfileValues {
  firstName: string;
  lastName: string;
  nickname: string;
  language: InterfaceLanguage;
  currency: string;
}

const CURRENCIES: CurrencyIso[] = ['EUR', 'GBP', 'USD'];
const NAME_MAX = 100;

function initialValues(account: ClientAccountSettings): ProfileValues {
  return {
    firstName: account.firstName ?? '',
    lastName: account.lastName ?? '',
    nickname: account.nickname ?? '',
    language: account.language,
    currency: account.currency ?? '',
  };
}

/** Names, nickname, the language of the portal and the mails, and the currency while no order or deposit fixed it. */
export function ProfileForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const prefix = useLanguagePrefix();
  const { data: account, error, isLoading, refetch } = useGetAccountSettingsQuery();
  const [update] = useUpdateAccountSettingsMutation();
  const [failure, setFailure] = useState<string | null>(null);

  if (isLoading) return <PageSpinner />;
  if (error || !account) {
    return (
      <Alert variant="danger">
        {t('accountSettings.profile.loadFailed')} {errorToText(error, t)}{' '}
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('accountSettings.profile.retry')}
        </Button>
      </Alert>
    );
  }

  const name = yup.string().trim().max(NAME_MAX, t('accountSettings.profile.tooLong', { max: NAME_MAX }));
  const schema = yup.object({ firstName: name, lastName: name, nickname: name });

  const submit = async (values: ProfileValues, helpers: FormikHelpers<ProfileValues>) => {
    setFailure(null);
    const patch = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      nickname: values.nickname.trim(),
      language: values.language,
      ...(account.currencyLocked || values.currency === account.currency ? {} : { currency: values.currency as CurrencyIso }),
    };
    try {
      const saved = await update(patch).unwrap();
      helpers.resetForm({ values: initialValues(saved) });
      toast.show(t('accountSettings.profile.saved'), 'success');
      // The portal follows the language the mails now use.
      if (saved.language !== (prefix ?? 'en')) {
        const { path } = splitLanguagePrefix(location.pathname);
        void navigate(withLanguagePrefix(path, saved.language === 'en' && prefix === null ? null : saved.language), { replace: true });
      }
    } catch (caught) {
      if (!placeFieldErrors(caught, helpers, ['firstName', 'lastName', 'nickname', 'language', 'currency'])) setFailure(errorToText(caught, t));
    }
  };

  return (
    <Section title={t('accountSettings.profile.title')}>
      <Formik initialValues={initialValues(account)} validationSchema={schema} onSubmit={submit} enableReinitialize>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t('accountSettings.profile.title')}>
            <Stack>
              {failure && <Alert variant="danger">{failure}</Alert>}
              <FormikTextField name="firstName" autoComplete="given-name" label={t('accountSettings.profile.firstName')} />
              <FormikTextField name="lastName" autoComplete="family-name" label={t('accountSettings.profile.lastName')} />
              <FormikTextField name="nickname" autoComplete="nickname" label={t('accountSettings.profile.nickname')} />
              <FormikSelectField
                name="language"
                label={t('accountSettings.profile.language')}
                hint={t('accountSettings.profile.languageHint')}
                options={INTERFACE_LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
              />
              <FormikSelectField
                name="currency"
                label={t('accountSettings.profile.currency')}
                hint={account.currencyLocked ? t('accountSettings.profile.currencyLocked') : undefined}
                options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
                disabled={account.currencyLocked}
              />
              <div>
                <Button type="submit" loading={isSubmitting}>
                  {t('accountSettings.profile.save')}
                </Button>
              </div>
            </Stack>
          </Form>
        )}
      </Formik>
    </Section>
  );
}
