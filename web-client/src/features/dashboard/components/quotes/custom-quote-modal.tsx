import { Formik, type FormikHelpers } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { PROJECT_SCOPES, QUOTE_DESCRIPTION_MAX_LENGTH, QUOTE_FILE_MAX_BYTES, type ProjectScope, type QuoteKind } from '@inkwell/contracts';
import { Alert, Button, FormField, Modal, MultiSelect, Select, TextArea, useToast } from '@inkwell/ui-kit';
import { applyServerFieldErrors, errorToText, Stack, useCatalogueNames, useDisplayNames } from '@inkwell/web-kit';
import { useGetLanguagesQuery, useGetTextTopicsQuery } from '../../../../api/catalogue-api';
import { useGetTextTypesQuery, useRequestCopywritingQuoteMutation, useRequestTranslationQuoteMutation } from '../../api/quotes-api';
import { errorOf, useQuoteText } from './quote-fields';

interface CustomQuoteValues {
  textTopicId: string;
  textTypeId: string;
  /** the copywriting language */
  language: string;
  sourceLanguage: string;
  targetLanguages: string[];
  projectScope: ProjectScope | '';
  projectDescription: string;
  file: File | null;
}

/** The browser names a file's type when it knows it; the extension decides otherwise (core-api checks the content). */
const QUOTE_FILE = /\.(pdf|docx|xlsx|txt)$/i;
const QUOTE_FILE_ACCEPT =
  '.pdf,.docx,.xlsx,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/plain';

/** Form fields by the names core-api's 400 uses for them. */
const COPYWRITING_FIELDS = ['textTopicId', 'textTypeId', 'language', 'projectScope', 'projectDescription'] as const;
const TRANSLATION_FIELDS = ['textTopicId', 'textTypeId', 'sourceLanguage', 'targetLanguages', 'projectScope', 'projectDescription', 'file'] as const;

export interface CustomQuoteModalProps {
  kind: QuoteKind;
  open: boolean;
  onClose: () => void;
}

/**
 * Spec §5 custom copywriting and custom translation quotes: topic, text type, languages, scope and description (and
 * for a translation an optional file), sent to our success team, who answer by mail; the spec's toast thanks the client.
 */
export function CustomQuoteModal({ kind, open, onClose }: CustomQuoteModalProps) {
  const q = useQuoteText();
  const { languageOptions } = useDisplayNames();
  const { catalogueOptions } = useCatalogueNames();
  const { t } = useTranslation();
  const toast = useToast();
  const formId = useId();
  const translation = kind === 'translation';
  const languages = useGetLanguagesQuery(undefined, { skip: !open });
  const topics = useGetTextTopicsQuery(undefined, { skip: !open });
  const types = useGetTextTypesQuery(undefined, { skip: !open });
  const [requestCopywriting] = useRequestCopywritingQuoteMutation();
  const [requestTranslation] = useRequestTranslationQuoteMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const loadFailed = languages.isError || topics.isError || types.isError;

  const schema = useMemo(
    () =>
      yup.object({
        textTopicId: yup.string().required(q('required')),
        textTypeId: yup.string().required(q('required')),
        language: translation ? yup.string() : yup.string().required(q('required')),
        sourceLanguage: translation ? yup.string().required(q('required')) : yup.string(),
        targetLanguages: translation ? yup.array().of(yup.string().required()).min(1, q('required')) : yup.array(),
        projectScope: yup.string().required(q('required')),
        projectDescription: yup.string().trim().required(q('required')).max(QUOTE_DESCRIPTION_MAX_LENGTH),
        file: yup
          .mixed<File>()
          .nullable()
          .test('type', q('fileType'), (file) => !file || QUOTE_FILE.test(file.name))
          .test('size', q('fileSize'), (file) => !file || file.size <= QUOTE_FILE_MAX_BYTES),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, translation],
  );

  const submit = async (values: CustomQuoteValues, helpers: FormikHelpers<CustomQuoteValues>) => {
    setServerError(null);
    const common = {
      textTopicId: Number(values.textTopicId),
      textTypeId: Number(values.textTypeId),
      projectScope: values.projectScope as ProjectScope,
      projectDescription: values.projectDescription.trim(),
    };
    try {
      if (translation) {
        await requestTranslation({ data: { ...common, sourceLanguage: values.sourceLanguage, targetLanguages: values.targetLanguages }, file: values.file }).unwrap();
      } else {
        await requestCopywriting({ ...common, language: values.language }).unwrap();
      }
      toast.show(q('success'), 'success');
      helpers.resetForm();
      onClose();
    } catch (error) {
      if (applyServerFieldErrors(error, helpers, translation ? TRANSLATION_FIELDS : COPYWRITING_FIELDS)) return;
      if (translation) toast.show(errorToText(error, t), 'danger');
      else setServerError(errorToText(error, t));
    }
  };

  const languageChoices = languageOptions(languages.data ?? []);

  return (
    <Formik<CustomQuoteValues>
      initialValues={{ textTopicId: '', textTypeId: '', language: '', sourceLanguage: '', targetLanguages: [], projectScope: '', projectDescription: '', file: null }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {({ values, errors, touched, handleChange, handleBlur, handleSubmit, isSubmitting, resetForm, setFieldValue, setFieldTouched }) => {
        const select = (name: 'textTopicId' | 'textTypeId' | 'language' | 'sourceLanguage' | 'projectScope') => ({
          id: `${formId}-${name}`,
          name,
          value: values[name],
          onChange: handleChange,
          onBlur: handleBlur,
          invalid: Boolean(errorOf(errors, touched, name)),
          placeholder: q('choose'),
        });
        const dismiss = () => {
          resetForm();
          setServerError(null);
          onClose();
        };
        return (
          <Modal
            open={open}
            title={translation ? q('customTransTitle') : q('customCopyTitle')}
            onClose={dismiss}
            closeLabel={q('close')}
            footer={
              <>
                <Button variant="secondary" disabled={isSubmitting} onClick={dismiss}>
                  {q('close')}
                </Button>
                <Button type="submit" form={formId} loading={isSubmitting}>
                  {q('send')}
                </Button>
              </>
            }
          >
            <form id={formId} noValidate onSubmit={handleSubmit}>
              <Stack>
                {loadFailed && <Alert variant="danger">{q('loadError')}</Alert>}
                <FormField label={q('textTopic')} htmlFor={`${formId}-textTopicId`} error={errorOf(errors, touched, 'textTopicId')} required>
                  <Select {...select('textTopicId')} options={catalogueOptions('textTopics', topics.data ?? [])} />
                </FormField>
                <FormField label={q('textType')} htmlFor={`${formId}-textTypeId`} error={errorOf(errors, touched, 'textTypeId')} required>
                  <Select {...select('textTypeId')} options={catalogueOptions('textTypes', types.data ?? [])} />
                </FormField>
                {translation ? (
                  <FormField label={q('sourceLanguage')} htmlFor={`${formId}-sourceLanguage`} error={errorOf(errors, touched, 'sourceLanguage')} required>
                    <Select {...select('sourceLanguage')} options={languageChoices} />
                  </FormField>
                ) : (
                  <FormField label={q('language')} htmlFor={`${formId}-language`} error={errorOf(errors, touched, 'language')} required>
                    <Select {...select('language')} options={languageChoices} />
                  </FormField>
                )}
                {translation && (
                  <FormField label={q('targetLanguages')} htmlFor={`${formId}-targetLanguages`} error={touched.targetLanguages ? (errors.targetLanguages as string | undefined) : undefined} required>
                    <MultiSelect
                      id={`${formId}-targetLanguages`}
                      label={q('targetLanguages')}
                      options={languageChoices.filter((option) => option.value !== values.sourceLanguage)}
                      value={values.targetLanguages}
                      onChange={(cultures) => {
                        void setFieldValue('targetLanguages', cultures);
                        void setFieldTouched('targetLanguages', true, false);
                      }}
                      placeholder={q('choose')}
                      searchPlaceholder={q('searchLanguages')}
                      noOptionsText={q('noLanguages')}
                      selectedText={(count) => q('selectedLanguages', { count })}
                      clearLabel={q('clear')}
                      invalid={Boolean(touched.targetLanguages && errors.targetLanguages)}
                    />
                  </FormField>
                )}
                <FormField label={q('projectScope')} htmlFor={`${formId}-projectScope`} error={errorOf(errors, touched, 'projectScope')} required>
                  <Select {...select('projectScope')} options={PROJECT_SCOPES.map((scope) => ({ value: scope, label: q(`scopes.${scope}`) }))} />
                </FormField>
                <FormField label={q('projectDescription')} htmlFor={`${formId}-projectDescription`} error={errorOf(errors, touched, 'projectDescription')} required>
                  <TextArea
                    id={`${formId}-projectDescription`}
                    name="projectDescription"
                    rows={5}
                    maxLength={QUOTE_DESCRIPTION_MAX_LENGTH}
                    value={values.projectDescription}
                    onChange={handleChange}
                    onBlur={handleBlur}
                    invalid={Boolean(errorOf(errors, touched, 'projectDescription'))}
                  />
                </FormField>
                {translation && (
                  <FormField label={q('file')} htmlFor={`${formId}-file`} hint={q('fileHint')} error={touched.file ? (errors.file as string | undefined) : undefined}>
                    <input
                      id={`${formId}-file`}
                      type="file"
                      accept={QUOTE_FILE_ACCEPT}
                      onChange={(event) => {
                        void setFieldValue('file', event.currentTarget.files?.[0] ?? null);
                        void setFieldTouched('file', true, false);
                      }}
                    />
                  </FormField>
                )}
                {isSubmitting && <p role="status">{q('sending')}</p>}
                {serverError && <Alert variant="danger">{serverError}</Alert>}
              </Stack>
            </form>
          </Modal>
        );
      }}
    </Formik>
  );
}
