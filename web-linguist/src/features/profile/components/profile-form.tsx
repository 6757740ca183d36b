import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { Alert, Button, useToast } from '@inkwell/ui-kit';
import { applyServerFieldErrors, errorToText, FormikTextField, Section, Stack } from '@inkwell/web-kit';
import type { SelfProfile, SelfProfilePatch } from '@inkwell/contracts';
import { useUpdateProfileMutation } from '../api/profile-edit-api';

interface ProfileValues {
  nickname: string;
  firstName: string;
  lastName: string;
}

const FIELDS = ['nickname', 'firstName', 'lastName'] as const;

const valuesOf = (profile: SelfProfile): ProfileValues => ({
  nickname: profile.nickname ?? '',
  firstName: profile.firstName ?? '',
  lastName: profile.lastName ?? '',
});

// An emptied field clears the value on the server rather than storing an empty name.
const textOrNull = (value: string) => value.trim() || null;

function patchOf(values: ProfileValues): SelfProfilePatch {
  return { nickname: textOrNull(values.nickname), firstName: textOrNull(values.firstName), lastName: textOrNull(values.lastName) };
}

/** Nickname and names (her availability is a settings tab); core-api's field errors land on their fields. */
export function ProfileForm({ profile }: { profile: SelfProfile }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [updateProfile] = useUpdateProfileMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: ProfileValues, helpers: FormikHelpers<ProfileValues>) => {
    setFailure(null);
    try {
      const saved = await updateProfile(patchOf(values)).unwrap();
      helpers.resetForm({ values: valuesOf(saved) });
      toast.show(t('profile.form.saved'), 'success');
    } catch (error) {
      if (!applyServerFieldErrors(error, helpers, FIELDS)) setFailure(errorToText(error, t));
    }
  };

  return (
    <Section title={t('profile.form.title')}>
      <Formik initialValues={valuesOf(profile)} onSubmit={submit} enableReinitialize>
        {({ isSubmitting, dirty }) => (
          <Form noValidate aria-label={t('profile.form.title')}>
            <Stack>
              {failure && <Alert variant="danger">{failure}</Alert>}
              <FormikTextField name="nickname" label={t('profile.form.nickname')} hint={t('profile.form.nicknameHint')} autoComplete="nickname" />
              <FormikTextField name="firstName" label={t('profile.form.firstName')} autoComplete="given-name" />
              <FormikTextField name="lastName" label={t('profile.form.lastName')} autoComplete="family-name" />
              <div>
                <Button type="submit" loading={isSubmitting} disabled={!dirty}>
                  {t('profile.form.save')}
                </Button>
              </div>
            </Stack>
          </Form>
        )}
      </Formik>
    </Section>
  );
}
