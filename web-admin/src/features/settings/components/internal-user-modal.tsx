import type { FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { INTERFACE_LANGUAGES, type InterfaceLanguage, type InternalUserDto, type NewInternalUserBody } from '@inkwell/contracts';
import { emailSchema, errorToText, FormikCheckbox, FormikSelectField, FormikTextField, FormModal, placeServerErrors, toHttpError } from '@inkwell/web-kit';
import { StyledHint } from './styled';

const FORM_ID = 'internal-user-form';
const FIELDS = ['email', 'firstName', 'lastName', 'language', 'fakturaAccess'] as const;
const NAME_MAX_LENGTH = 100;

type UserValues = NewInternalUserBody;

interface InternalUserModalProps {
  open: boolean;
  /** the colleague to edit; none to invite a new one */
  user: InternalUserDto | null;
  /** whether `user` is the signed-in staff member, who cannot take their own invoice access */
  self: boolean;
  /** resolves when saved; rejects with the RTK Query error otherwise */
  save: (values: UserValues) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Invites a colleague or changes one: names, address, language of the interface and mails, invoice access.
 * core-api's 400, its 409 for a taken address and its 422 for the access rules land under their fields.
 */
export function InternalUserModal({ open, user, self, save, onClose }: InternalUserModalProps) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  const initial: UserValues = user
    ? { email: user.email, firstName: user.firstName ?? '', lastName: user.lastName ?? '', language: user.language, fakturaAccess: user.fakturaAccess }
    : { email: '', firstName: '', lastName: '', language: 'en', fakturaAccess: false };
  const schema = useMemo(() => {
    const name = yup.string().trim().required(t('validation.required')).max(NAME_MAX_LENGTH, t('settings.users.nameTooLong', { max: NAME_MAX_LENGTH }));
    return yup.object({ email: emailSchema(t).max(254, t('validation.email')), firstName: name, lastName: name });
  }, [t]);

  const submit = async (values: UserValues, helpers: FormikHelpers<UserValues>) => {
    setServerError(null);
    try {
      await save({ ...values, email: values.email.trim(), firstName: values.firstName.trim(), lastName: values.lastName.trim() });
      onClose();
    } catch (error) {
      // A 409 names `email` like a 400 does: it belongs under the field.
      const http = toHttpError(error);
      const asFieldErrors = http?.status === 409 ? { status: 400, data: http.data } : error;
      if (!placeServerErrors(asFieldErrors, helpers, FIELDS)) setServerError(errorToText(error, t));
    }
  };

  return (
    <FormModal<UserValues>
      key={`${open}-${user?.id ?? 'new'}`}
      open={open}
      title={t(user ? 'settings.users.editTitle' : 'settings.users.addTitle')}
      formId={FORM_ID}
      initialValues={initial}
      validationSchema={schema}
      onSubmit={submit}
      onClose={() => {
        setServerError(null);
        onClose();
      }}
      submitLabel={t(user ? 'settings.users.save' : 'settings.users.invite')}
      cancelLabel={t('settings.users.cancel')}
      error={serverError}
    >
      {!user && <StyledHint>{t('settings.users.inviteHint')}</StyledHint>}
      <FormikTextField id="internal-user-first-name" name="firstName" autoComplete="off" label={t('settings.users.firstName')} required />
      <FormikTextField id="internal-user-last-name" name="lastName" autoComplete="off" label={t('settings.users.lastName')} required />
      <FormikTextField id="internal-user-email" name="email" type="email" autoComplete="off" label={t('settings.users.email')} required />
      <FormikSelectField
        id="internal-user-language"
        name="language"
        label={t('settings.users.language')}
        hint={t('settings.users.languageHint')}
        options={INTERFACE_LANGUAGES.map((language: InterfaceLanguage) => ({ value: language, label: t(`settings.users.languages.${language}`) }))}
      />
      <FormikCheckbox id="internal-user-faktura" name="fakturaAccess" label={t('settings.users.fakturaAccess')} />
      <StyledHint>{t(self ? 'settings.users.fakturaSelfHint' : 'settings.users.fakturaHint')}</StyledHint>
    </FormModal>
  );
}
