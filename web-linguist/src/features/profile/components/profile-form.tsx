import { useState } from 'react';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { Alert, Button, FormField, Select, useToast } from '@inkwell/ui-kit';
import { applyServerFieldErrors, errorToText, FormikTextField, Section, Stack } from '@inkwell/web-kit';
import {
  LINGUIST_AVAILABILITY_STATUSES,
  type LinguistAvailabilityStatus,
  type SelfProfile,
  type SelfProfilePatch,
} from '@inkwell/contracts';
import { useUpdateProfileMutation } from '../api/profile-edit-api';

interface ProfileValues {
  nickname: string;
  firstName: string;
  lastName: string;
  availabilityStatus: LinguistAvailabilityStatus;
  availabilityUntil: string;
}

const FIELDS = ['nickname', 'firstName', 'lastName', 'availabilityStatus', 'availabilityUntil'] as const;

const valuesOf = (profile: SelfProfile): ProfileValues => ({
  nickname: profile.nickname ?? '',
  firstName: profile.firstName ?? '',
  lastName: profile.lastName ?? '',
  availabilityStatus: profile.availability.status,
  availabilityUntil: profile.availability.until ?? '',
});

// An emptied field clears the value on the server rather than storing an empty name.
const textOrNull = (value: string) => value.trim() || null;

function patchOf(values: ProfileValues): SelfProfilePatch {
  const unavailable = values.availabilityStatus === 'unavailable';
  return {
    nickname: textOrNull(values.nickname),
    firstName: textOrNull(values.firstName),
    lastName: textOrNull(values.lastName),
    availability: { status: values.availabilityStatus, until: unavailable ? values.availabilityUntil || null : null },
  };
}

function AvailabilityFields() {
  const { t } = useTranslation();
  const [status] = useField<LinguistAvailabilityStatus>('availabilityStatus');
  return (
    <>
      <FormField label={t('profile.form.availability')} htmlFor="availabilityStatus">
        <Select
          id="availabilityStatus"
          {...status}
          options={LINGUIST_AVAILABILITY_STATUSES.map((value) => ({ value, label: t(`profile.availability.${value}`) }))}
        />
      </FormField>
      {status.value === 'unavailable' && (
        <FormikTextField name="availabilityUntil" type="date" label={t('profile.form.until')} hint={t('profile.form.untilHint')} />
      )}
    </>
  );
}

/** Nickname, names and availability; core-api's field errors land on their fields. */
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
              <AvailabilityFields />
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
