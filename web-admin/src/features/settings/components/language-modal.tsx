import type { FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { LANGUAGE_NAME_MAX_LENGTH, type AdminLanguageBody, type AdminLanguageDto } from '@inkwell/contracts';
import { errorToText, FormikCheckbox, FormikTextField, FormModal, placeServerErrors, toHttpError } from '@inkwell/web-kit';
import { StyledHint } from './styled';

const FORM_ID = 'language-form';
const FIELDS = ['name', 'culture', 'active'] as const;
/** core-api's rules (decision 052): "Group - Variant", and language-REGION in any letter case or with '_'. */
const GROUPED_NAME = /^\S.* - \S.*$/;
const CULTURE = /^[a-zA-Z]{2,3}[-_][a-zA-Z]{2}$/;

interface LanguageModalProps {
  open: boolean;
  /** the language to change; none to add one */
  language: AdminLanguageDto | null;
  save: (body: AdminLanguageBody) => Promise<unknown>;
  onClose: () => void;
}

/** Adds a language or renames one, changes its culture or whether new orders may use it; core-api's 400 and 409 land under the fields. */
export function LanguageModal({ open, language, save, onClose }: LanguageModalProps) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  const initial: AdminLanguageBody = language ? { name: language.name, culture: language.culture, active: language.active } : { name: '', culture: '', active: true };
  const schema = useMemo(
    () =>
      yup.object({
        name: yup
          .string()
          .trim()
          .required(t('validation.required'))
          .max(LANGUAGE_NAME_MAX_LENGTH, t('settings.languages.nameTooLong', { max: LANGUAGE_NAME_MAX_LENGTH }))
          .matches(GROUPED_NAME, t('settings.languages.nameForm')),
        culture: yup.string().trim().required(t('validation.required')).matches(CULTURE, t('settings.languages.cultureForm')),
      }),
    [t],
  );

  const submit = async (values: AdminLanguageBody, helpers: FormikHelpers<AdminLanguageBody>) => {
    setServerError(null);
    try {
      await save({ name: values.name.trim(), culture: values.culture.trim(), active: values.active });
      onClose();
    } catch (error) {
      // core-api names `culture` or `name` in its 409 for one another language has: it belongs under the field.
      const http = toHttpError(error);
      const asFieldErrors = http?.status === 409 ? { status: 400, data: http.data } : error;
      if (!placeServerErrors(asFieldErrors, helpers, FIELDS)) setServerError(errorToText(error, t));
    }
  };

  return (
    <FormModal<AdminLanguageBody>
      key={`${open}-${language?.id ?? 'new'}`}
      open={open}
      title={t(language ? 'settings.languages.editTitle' : 'settings.languages.addTitle')}
      formId={FORM_ID}
      initialValues={initial}
      validationSchema={schema}
      onSubmit={submit}
      onClose={() => {
        setServerError(null);
        onClose();
      }}
      submitLabel={t('settings.languages.save')}
      cancelLabel={t('settings.languages.cancel')}
      error={serverError}
    >
      <FormikTextField id="language-name" name="name" autoComplete="off" label={t('settings.languages.name')} hint={t('settings.languages.nameHint')} required />
      <FormikTextField id="language-culture" name="culture" autoComplete="off" label={t('settings.languages.culture')} hint={t('settings.languages.cultureHint')} required />
      <FormikCheckbox id="language-active" name="active" label={t('settings.languages.activeLabel')} />
      <StyledHint>{t('settings.languages.activeHint')}</StyledHint>
    </FormModal>
  );
}
