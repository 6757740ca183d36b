import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Alert, Button, useToast } from '@inkwell/ui-kit';
import { LINGUIST_ROLES, type AdminLinguistPatch, type AdminLinguistProfile } from '@inkwell/contracts';
import { applyServerFieldErrors, ButtonRow, errorToText, FormikTextField, Section } from '@inkwell/web-kit';
import { useUpdateLinguistMutation } from '../api/linguists-api';
import { FormikMultiSelect, FormikRoles, FormikSelect, NAME_MAX_LENGTH, NICKNAME_MAX_LENGTH } from './linguist-fields';
import { StyledFieldPair, StyledForm } from './styled';
import { useLinguistOptions } from './use-linguist-options';

interface ProfileValues {
  nickname: string;
  firstName: string;
  lastName: string;
  level: string;
  roles: string[];
  languages: string[];
}

const FIELDS = ['nickname', 'firstName', 'lastName', 'level', 'roles', 'languages'] as const;

function valuesOf(linguist: AdminLinguistProfile): ProfileValues {
  return {
    nickname: linguist.nickname ?? '',
    firstName: linguist.firstName ?? '',
    lastName: linguist.lastName ?? '',
    level: linguist.level ?? '',
    roles: [...linguist.roles],
    languages: linguist.languages.map((language) => language.culture),
  };
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((value) => b.includes(value));

/** Only what staff changed goes to PATCH, so an edit of her level cannot overwrite a name changed meanwhile. */
function patchOf(initial: ProfileValues, values: ProfileValues): AdminLinguistPatch {
  const patch: AdminLinguistPatch = {};
  if (values.nickname.trim() !== initial.nickname) patch.nickname = values.nickname.trim() || null;
  if (values.firstName.trim() !== initial.firstName) patch.firstName = values.firstName.trim();
  if (values.lastName.trim() !== initial.lastName) patch.lastName = values.lastName.trim();
  if (values.level !== initial.level) patch.level = values.level;
  if (!sameList(values.roles, initial.roles)) patch.roles = LINGUIST_ROLES.filter((role) => values.roles.includes(role));
  if (!sameList(values.languages, initial.languages)) patch.languages = values.languages;
  return patch;
}

/** PATCH /admin/linguist/:id: nickname, names, level, roles and languages. */
export function LinguistProfileForm({ linguist, onDone }: { linguist: AdminLinguistProfile; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const options = useLinguistOptions();
  const [updateLinguist] = useUpdateLinguistMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const initial = useMemo(() => valuesOf(linguist), [linguist]);

  const schema = useMemo(() => {
    const required = t('validation.required');
    const atLeastOne = t('linguists.create.atLeastOne');
    const tooLong = (max: number) => t('linguists.create.tooLong', { max });
    return yup.object({
      nickname: yup.string().trim().max(NICKNAME_MAX_LENGTH, tooLong(NICKNAME_MAX_LENGTH)),
      firstName: yup.string().trim().required(required).max(NAME_MAX_LENGTH, tooLong(NAME_MAX_LENGTH)),
      lastName: yup.string().trim().required(required).max(NAME_MAX_LENGTH, tooLong(NAME_MAX_LENGTH)),
      level: yup.string().required(required),
      roles: yup.array(yup.string()).min(1, atLeastOne),
      languages: yup.array(yup.string()).min(1, atLeastOne),
    });
  }, [t]);

  const submit = async (values: ProfileValues, helpers: FormikHelpers<ProfileValues>) => {
    setServerError(null);
    const patch = patchOf(initial, values);
    if (Object.keys(patch).length === 0) {
      onDone();
      return;
    }
    try {
      await updateLinguist({ id: linguist.id, ...patch }).unwrap();
      toast.show(t('linguists.profile.saved'), 'success');
      onDone();
    } catch (error) {
      if (!applyServerFieldErrors(error, helpers, FIELDS)) setServerError(errorToText(error, t));
    }
  };

  return (
    <Section title={t('linguists.profile.edit')}>
      <Formik<ProfileValues> initialValues={initial} validationSchema={schema} onSubmit={submit}>
        {({ handleSubmit, isSubmitting }) => (
          <StyledForm noValidate onSubmit={handleSubmit}>
            {serverError && <Alert variant="danger">{serverError}</Alert>}
            <FormikTextField id="linguist-nickname" name="nickname" autoComplete="off" label={t('linguists.profile.nickname')} />
            <StyledFieldPair>
              <FormikTextField id="linguist-first-name" name="firstName" autoComplete="off" label={t('linguists.profile.firstName')} required />
              <FormikTextField id="linguist-last-name" name="lastName" autoComplete="off" label={t('linguists.profile.lastName')} required />
            </StyledFieldPair>
            <FormikSelect id="linguist-level" name="level" label={t('linguists.profile.level')} hint={t('linguists.profile.levelHint')} options={options.levels} required />
            <FormikRoles name="roles" label={t('linguists.profile.roles')} hint={t('linguists.profile.rolesHint')} />
            <FormikMultiSelect id="linguist-languages" name="languages" label={t('linguists.profile.languages')} options={options.languages} required />
            <ButtonRow>
              <Button type="submit" loading={isSubmitting}>
                {t('linguists.profile.save')}
              </Button>
              <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
                {t('linguists.profile.cancel')}
              </Button>
            </ButtonRow>
          </StyledForm>
        )}
      </Formik>
    </Section>
  );
}
