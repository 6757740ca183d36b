import { Formik, type FormikHelpers } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import * as yup from 'yup';
import { QUOTE_REPLY_MAX_LENGTH, type AdminQuoteDto } from '@inkwell/contracts';
import { Alert, Button, FormField, PageHeader, Spinner, TextArea, formatDate, useToast } from '@inkwell/ui-kit';
import {
  applyServerFieldErrors,
  DetailsCard,
  DownloadErrorAlert,
  errorToText,
  Stack,
  toHttpError,
  useCatalogueNames,
  useDisplayNames,
  useFileDownload,
  useLocalizedPath,
} from '@inkwell/web-kit';
import { useDownloadQuoteFileMutation, useGetAdminQuoteQuery, useReplyToQuoteMutation } from '../api/quotes-api';
import { languagesOf } from './quote-languages';
import { StyledWrittenText } from './styled';

function ReplyForm({ quote }: { quote: AdminQuoteDto }) {
  const { t } = useTranslation();
  const toast = useToast();
  const formId = useId();
  const [reply] = useReplyToQuoteMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      yup.object({
        reply: yup
          .string()
          .trim()
          .required(t('quotes.reply.required'))
          .max(QUOTE_REPLY_MAX_LENGTH, t('quotes.reply.tooLong', { max: QUOTE_REPLY_MAX_LENGTH })),
      }),
    [t],
  );
  const submit = async (values: { reply: string }, helpers: FormikHelpers<{ reply: string }>) => {
    setServerError(null);
    try {
      await reply({ id: quote.id, reply: values.reply.trim() }).unwrap();
      toast.show(t('quotes.reply.sent'), 'success');
      helpers.resetForm();
    } catch (error) {
      if (!applyServerFieldErrors(error, helpers, ['reply'])) setServerError(errorToText(error, t));
    }
  };
  return (
    <Formik initialValues={{ reply: '' }} validationSchema={schema} onSubmit={submit}>
      {({ values, errors, touched, handleChange, handleBlur, handleSubmit, isSubmitting }) => (
        <form id={formId} noValidate onSubmit={handleSubmit}>
          <Stack>
            <FormField
              label={t('quotes.reply.label')}
              htmlFor={`${formId}-reply`}
              hint={t('quotes.reply.hint')}
              error={touched.reply ? errors.reply : undefined}
              required
            >
              <TextArea
                id={`${formId}-reply`}
                name="reply"
                rows={6}
                value={values.reply}
                onChange={handleChange}
                onBlur={handleBlur}
                invalid={Boolean(touched.reply && errors.reply)}
              />
            </FormField>
            {serverError && <Alert variant="danger">{serverError}</Alert>}
            <div>
              <Button type="submit" loading={isSubmitting}>
                {t('quotes.reply.send')}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </Formik>
  );
}

function QuoteDetails({ quote }: { quote: AdminQuoteDto }) {
  const { t } = useTranslation();
  const { languageName } = useDisplayNames();
  const { catalogueName } = useCatalogueNames();
  const localized = useLocalizedPath();
  const file = useFileDownload(useDownloadQuoteFileMutation());
  const translation = quote.kind === 'translation';
  const fileName = quote.file?.fileName ?? `quote-${quote.id}`;
  return (
    <Stack>
      <DetailsCard
        title={t('quotes.detail.request')}
        items={[
          { id: 'client', label: t('quotes.detail.client'), value: <Link to={localized(`/client/${quote.clientId}`)}>{quote.clientName}</Link> },
          { id: 'email', label: t('quotes.detail.email'), value: quote.clientEmail },
          { id: 'status', label: t('quotes.detail.status'), value: t(`quotes.statuses.${quote.status}`) },
          { id: 'kind', label: t('quotes.detail.kind'), value: t(`quotes.kinds.${quote.kind}`) },
          { id: 'topic', label: t('quotes.detail.topic'), value: catalogueName('textTopics', quote.textTopic) },
          { id: 'textType', label: t('quotes.detail.textType'), value: catalogueName('textTypes', quote.textType) },
          translation
            ? { id: 'languages', label: `${t('quotes.detail.sourceLanguage')} → ${t('quotes.detail.targetLanguages')}`, value: languagesOf(quote, languageName) }
            : { id: 'languages', label: t('quotes.detail.language'), value: languageName(quote.language) },
          { id: 'scope', label: t('quotes.detail.scope'), value: t(`quotes.scopes.${quote.projectScope}`) },
          { id: 'receivedAt', label: t('quotes.detail.receivedAt'), value: formatDate(quote.createdAt, true) },
          {
            id: 'file',
            label: t('quotes.detail.file'),
            value: quote.file ? (
              <Button variant="secondary" size="sm" loading={file.downloadingId === quote.id} onClick={() => file.download({ id: quote.id, fileName })}>
                {t('quotes.detail.download', { name: fileName })}
              </Button>
            ) : (
              t('quotes.detail.noFile')
            ),
          },
        ]}
      />
      <DownloadErrorAlert download={file} />
      <DetailsCard title={t('quotes.detail.description')} items={[{ id: 'description', label: t('quotes.detail.description'), value: <StyledWrittenText>{quote.projectDescription}</StyledWrittenText> }]} />
      {quote.status === 'answered' ? (
        <DetailsCard
          title={t('quotes.detail.answer')}
          items={[
            { id: 'answeredAt', label: t('quotes.detail.answeredAt'), value: formatDate(quote.answeredAt, true) },
            { id: 'reply', label: t('quotes.detail.answer'), value: <StyledWrittenText>{quote.reply}</StyledWrittenText> },
          ]}
        />
      ) : (
        <ReplyForm quote={quote} />
      )}
    </Stack>
  );
}

/** decision 045, /quote/:id: one custom quote request with its file, and the reply that answers it by mail. */
export function QuotePage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const quote = useGetAdminQuoteQuery(id, { skip: !valid });
  if (!valid) return <Navigate to={localized('/quotes')} replace />;
  return (
    <>
      <PageHeader title={t('quotes.detail.title', { id })} actions={<Link to={localized('/quotes')}>{t('quotes.detail.back')}</Link>} />
      {quote.isLoading && <Spinner />}
      {quote.error !== undefined && (
        <Alert variant="danger">{toHttpError(quote.error)?.status === 404 ? t('quotes.detail.notFound') : errorToText(quote.error, t)}</Alert>
      )}
      {quote.data && <QuoteDetails quote={quote.data} />}
    </>
  );
}
