import { Formik, useField, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import * as yup from 'yup';
import { Alert, Button, FormField, PageHeader, Tabs, TextArea, useToast } from '@inkwell/ui-kit';
import {
  EMAIL_BODY_MAX_LENGTH,
  EMAIL_SUBJECT_MAX_LENGTH,
  EMAIL_TEMPLATE_IDS,
  templateTextProblems,
  type EmailPreview,
  type EmailTemplateDto,
  type EmailTemplateId,
  type EmailTemplatePlaceholder,
  type EmailTemplateUpdate,
  type TemplateTextProblem,
} from '@inkwell/contracts';
import {
  applyServerFieldErrors,
  ButtonRow,
  errorToText,
  fieldErrorsOf,
  FormikTextField,
  INTERFACE_LANGUAGES,
  PageSpinner,
  Section,
  TabPanel,
  useLocalizedPath,
  type InterfaceLanguage,
} from '@inkwell/web-kit';
import { useGetEmailTemplateQuery, usePreviewEmailTemplateMutation, useUpdateEmailTemplateMutation } from '../api/email-templates-api';
import { StyledBackLink, StyledChips, StyledForm, StyledHint, StyledPreviewFrame, StyledPreviewSubject } from './styled';

type TemplateValues = Record<InterfaceLanguage, { subject: string; body: string }>;

const FIELDS = INTERFACE_LANGUAGES.flatMap((language) => [`${language}.subject`, `${language}.body`]) as (keyof TemplateValues & string)[];
const isTemplateId = (value: string): value is EmailTemplateId => (EMAIL_TEMPLATE_IDS as readonly string[]).includes(value);

function valuesOf(template: EmailTemplateDto): TemplateValues {
  const values = {} as TemplateValues;
  for (const language of INTERFACE_LANGUAGES) {
    const text = template.translations.find((t) => t.language === language);
    values[language] = { subject: text?.subject ?? '', body: text?.body ?? '' };
  }
  return values;
}

function useProblemText() {
  const { t } = useTranslation();
  // Braces go in as values: i18next would read them in the texts as its own placeholders.
  return (problem: TemplateTextProblem) =>
    'placeholder' in problem
      ? t(`settings.emailTemplates.problems.${problem.kind}`, {
          placeholder: `{{${problem.placeholder}}}`,
          open: `{{#${problem.placeholder}}}`,
          close: `{{/${problem.placeholder}}}`,
        })
      : t('settings.emailTemplates.problems.malformed', { text: problem.text, example: '{{name}}' });
}

function useTemplateSchema(placeholders: EmailTemplatePlaceholder[]) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  return useMemo(() => {
    // One placeholder rule for both fields: the first thing that would keep the mail from rendering completely.
    const placeholdersHold = (schema: yup.StringSchema) =>
      schema.test('placeholders', (value = '', context) => {
        const [problem] = templateTextProblems(value, placeholders);
        return problem ? context.createError({ message: problemText(problem) }) : true;
      });
    const text = yup.object({
      subject: placeholdersHold(
        yup
          .string()
          .trim()
          .required(t('validation.required'))
          .max(EMAIL_SUBJECT_MAX_LENGTH, t('settings.emailTemplates.subjectTooLong', { max: EMAIL_SUBJECT_MAX_LENGTH }))
          .matches(/^[^\r\n]*$/, t('settings.emailTemplates.subjectOneLine')),
      ),
      body: placeholdersHold(
        yup
          .string()
          .trim()
          .required(t('validation.required'))
          .max(EMAIL_BODY_MAX_LENGTH, t('settings.emailTemplates.bodyTooLong', { max: EMAIL_BODY_MAX_LENGTH })),
      ),
    });
    return yup.object(Object.fromEntries(INTERFACE_LANGUAGES.map((language) => [language, text])));
  }, [t, placeholders, problemText]);
}

/** Buttons that put a placeholder where the cursor is in the body; one that may be empty comes with its section. */
function PlaceholderChips({ placeholders, language, body }: { placeholders: EmailTemplatePlaceholder[]; language: InterfaceLanguage; body: RefObject<HTMLTextAreaElement | null> }) {
  const { t } = useTranslation();
  const [field, , helpers] = useField<string>(`${language}.body`);
  const insert = (placeholder: EmailTemplatePlaceholder) => {
    const text = placeholder.optional ? `{{#${placeholder.name}}}{{${placeholder.name}}}{{/${placeholder.name}}}` : `{{${placeholder.name}}}`;
    const element = body.current;
    const start = element?.selectionStart ?? field.value.length;
    const end = element?.selectionEnd ?? field.value.length;
    void helpers.setValue(field.value.slice(0, start) + text + field.value.slice(end));
    // Back in the body, after what was inserted, so typing goes on where it was.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + text.length, start + text.length);
    });
  };
  return (
    <div>
      <StyledHint id="placeholder-hint">{t('settings.emailTemplates.placeholdersHint')}</StyledHint>
      <StyledChips role="group" aria-label={t('settings.emailTemplates.placeholders')} aria-describedby="placeholder-hint">
        {placeholders.map((placeholder) => (
          <Button
            key={placeholder.name}
            size="sm"
            variant="secondary"
            aria-label={t('settings.emailTemplates.insert', { placeholder: `{{${placeholder.name}}}` })}
            onClick={() => insert(placeholder)}
          >
            {`{{${placeholder.name}}}`}
          </Button>
        ))}
      </StyledChips>
    </div>
  );
}

function BodyField({ language, body }: { language: InterfaceLanguage; body: RefObject<HTMLTextAreaElement | null> }) {
  const { t } = useTranslation();
  const name = `${language}.body`;
  const [field, meta] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <FormField label={t('settings.emailTemplates.body')} htmlFor={`email-body-${language}`} error={error} hint={t('settings.emailTemplates.bodyHint', { link: '[label]({{link}})' })} required>
      <TextArea id={`email-body-${language}`} ref={body} rows={14} {...field} invalid={Boolean(error)} />
    </FormField>
  );
}

function PreviewPanel({ id, language }: { id: EmailTemplateId; language: InterfaceLanguage }) {
  const { t } = useTranslation();
  const { values } = useFormikContext<TemplateValues>();
  const [preview, { isLoading, error }] = usePreviewEmailTemplateMutation();
  const [shown, setShown] = useState<EmailPreview | null>(null);
  const show = () => void preview({ id, request: { language, ...values[language] } }).unwrap().then(setShown, () => setShown(null));
  return (
    <Section title={t('settings.emailTemplates.previewTitle')}>
      <ButtonRow>
        <Button variant="secondary" loading={isLoading} onClick={show}>
          {t('settings.emailTemplates.preview', { language: t(`settings.emailTemplates.languages.${language}`) })}
        </Button>
      </ButtonRow>
      <div aria-live="polite">
        {error && <Alert variant="danger">{errorToText(error, t)}</Alert>}
        {!error && !shown && <StyledHint>{t('settings.emailTemplates.previewEmpty')}</StyledHint>}
        {!error && shown && (
          <>
            <StyledPreviewSubject>{t('settings.emailTemplates.previewSubject', { subject: shown.subject })}</StyledPreviewSubject>
            {/* The mail's own HTML in an empty sandbox: no script, no form, no navigation of this page. */}
            <StyledPreviewFrame title={t('settings.emailTemplates.previewFrame')} sandbox="" srcDoc={shown.html} />
          </>
        )}
      </div>
    </Section>
  );
}

/** The first language a 400 answer names a field of (`de.body`), so the form shows that tab. */
function firstLanguageIn(error: unknown): InterfaceLanguage | undefined {
  const fields = fieldErrorsOf(error);
  if (!fields || Array.isArray(fields)) return undefined;
  const named = Object.keys(fields).map((field) => field.split('.')[0]);
  return INTERFACE_LANGUAGES.find((language) => named.includes(language));
}

function EmailTemplateForm({ template }: { template: EmailTemplateDto }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [update] = useUpdateEmailTemplateMutation();
  const [language, setLanguage] = useState<InterfaceLanguage>('en');
  const [serverError, setServerError] = useState<string | null>(null);
  const body = useRef<HTMLTextAreaElement>(null);
  const initial = useMemo(() => valuesOf(template), [template]);
  const schema = useTemplateSchema(template.placeholders);

  const submit = async (values: TemplateValues, helpers: FormikHelpers<TemplateValues>) => {
    setServerError(null);
    const changed: EmailTemplateUpdate = {};
    for (const l of INTERFACE_LANGUAGES) {
      if (values[l].subject !== initial[l].subject || values[l].body !== initial[l].body) changed[l] = { subject: values[l].subject.trim(), body: values[l].body };
    }
    try {
      const saved = await update({ id: template.id, update: changed }).unwrap();
      helpers.resetForm({ values: valuesOf(saved) });
      toast.show(t('settings.emailTemplates.saved'), 'success');
    } catch (error) {
      if (!applyServerFieldErrors(error, helpers, FIELDS)) setServerError(errorToText(error, t));
      const first = firstLanguageIn(error);
      if (first) setLanguage(first);
    }
  };

  return (
    <Formik<TemplateValues> initialValues={initial} validationSchema={schema} onSubmit={submit} enableReinitialize>
      {({ handleSubmit, isSubmitting, dirty, errors, touched, submitCount }) => {
        const shownErrors = (l: InterfaceLanguage) =>
          errors[l] ? Object.keys(errors[l] as object).filter((field) => submitCount > 0 || touched[l]?.[field as 'subject' | 'body']).length : 0;
        return (
          <StyledForm noValidate onSubmit={handleSubmit} aria-label={t(`settings.emailTemplates.names.${template.id}`)}>
            {serverError && <Alert variant="danger">{serverError}</Alert>}
            <Tabs
              aria-label={t('settings.emailTemplates.languages.label')}
              tabs={INTERFACE_LANGUAGES.map((l) => ({ id: l, label: t(`settings.emailTemplates.languages.${l}`), badge: shownErrors(l) }))}
              active={language}
              onChange={(next) => setLanguage(next as InterfaceLanguage)}
            />
            <TabPanel aria-label={t(`settings.emailTemplates.languages.${language}`)}>
              <FormikTextField key={`${language}-subject`} id={`email-subject-${language}`} name={`${language}.subject`} label={t('settings.emailTemplates.subject')} required />
              <PlaceholderChips placeholders={template.placeholders} language={language} body={body} />
              <BodyField key={`${language}-body`} language={language} body={body} />
              <ButtonRow>
                <Button type="submit" loading={isSubmitting} disabled={!dirty}>
                  {t('settings.emailTemplates.save')}
                </Button>
              </ButtonRow>
              <PreviewPanel id={template.id} language={language} />
            </TabPanel>
          </StyledForm>
        );
      }}
    </Formik>
  );
}

/** Spec /settings/email-template/:id: a template's subject and body per language, its placeholders and a preview. */
export function EmailTemplatePage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { id = '' } = useParams();
  const known = isTemplateId(id);
  const { data: template, error, isLoading } = useGetEmailTemplateQuery(id as EmailTemplateId, { skip: !known });
  if (!known) return <Navigate to={localized('/404')} replace />;
  const back = <StyledBackLink to={localized('/settings/email-templates')}>{t('settings.emailTemplates.back')}</StyledBackLink>;
  return (
    <>
      {back}
      <PageHeader title={t(`settings.emailTemplates.names.${id}`)} />
      {isLoading && <PageSpinner />}
      {error && <Alert variant="danger">{errorToText(error, t)}</Alert>}
      {template && <EmailTemplateForm template={template} />}
    </>
  );
}
