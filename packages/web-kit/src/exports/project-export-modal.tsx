import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import * as yup from 'yup';
import { Alert, Button, FormField, Modal, Select, TextField, formatDate, useToast } from '@inkwell/ui-kit';
import { EXPORT_TYPES, WORDPRESS_POST_STATUSES, type ExportType, type ProjectExportRequest, type WordpressPostStatus } from '@inkwell/contracts';
import { errorToText } from '../api/error-to-text';
import { applyServerFieldErrors } from '../api/server-field-errors';
import { FormikTextField } from '../forms/formik-text-field';
import { useLocalizedPath } from '../routing/language-prefix';
import type { ProjectExportApi } from './project-export-api';
import { PROJECT_EXPORT_TEXTS_KEY } from './project-export-texts';

type ExportText = (key: string, options?: Record<string, unknown>) => string;

function useExportText(): ExportText {
  const { t } = useTranslation();
  return (key, options) => t(`${PROJECT_EXPORT_TEXTS_KEY}.${key}`, options);
}

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
`;

interface ExportFormValues {
  type: ExportType;
  email: string;
  categoryId: string;
  postStatus: WordpressPostStatus;
}

const FORM_ID = 'project-export-form';
const INITIAL: ExportFormValues = { type: 'mail', email: '', categoryId: '', postStatus: 'draft' };

function requestOf(values: ExportFormValues): ProjectExportRequest {
  if (values.type === 'mail') return { type: 'mail', email: values.email.trim() };
  if (values.type === 'wordpress') return { type: 'wordpress', categoryId: Number(values.categoryId), postStatus: values.postStatus };
  return { type: values.type };
}

/** The client's WordPress site as the app knows it: the client portal reads its settings; staff do not know it beforehand. */
export interface WordpressSiteState {
  loading: boolean;
  siteUrl: string | null;
}

interface WordpressFieldsProps {
  api: ProjectExportApi;
  projectId: number;
  site?: WordpressSiteState;
  connectPath?: string;
  values: ExportFormValues;
  setFieldValue: (field: string, value: string) => void;
  error?: string;
}

function WordpressFields({ api, projectId, site, connectPath, values, setFieldValue, error }: WordpressFieldsProps) {
  const { t } = useTranslation();
  const x = useExportText();
  const localized = useLocalizedPath();
  // Without a known site (staff), the categories call itself says whether the client connected one.
  const connected = site === undefined || site.siteUrl !== null;
  const categories = api.useGetProjectWordpressCategoriesQuery(projectId, { skip: !connected || site?.loading });
  if (site?.loading) return <p role="status">{x('loading')}</p>;
  if (!connected) {
    return (
      <Alert variant="info">
        {x('wordpress.notConnected')} {connectPath && <Link to={localized(connectPath)}>{x('wordpress.connect')}</Link>}
      </Alert>
    );
  }
  return (
    <>
      {site?.siteUrl && <p>{x('wordpress.site', { site: site.siteUrl })}</p>}
      {categories.error ? <Alert variant="danger">{errorToText(categories.error, t)}</Alert> : null}
      <FormField label={x('wordpress.category')} htmlFor="export-category" error={error} required>
        <Select
          id="export-category"
          value={values.categoryId}
          invalid={Boolean(error)}
          placeholder={categories.isFetching ? x('loading') : x('wordpress.chooseCategory')}
          options={(categories.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          onChange={(event) => setFieldValue('categoryId', event.target.value)}
        />
      </FormField>
      <FormField label={x('wordpress.status')} htmlFor="export-post-status">
        <Select
          id="export-post-status"
          value={values.postStatus}
          options={WORDPRESS_POST_STATUSES.map((status) => ({ value: status, label: x(`wordpress.statuses.${status}`) }))}
          onChange={(event) => setFieldValue('postStatus', event.target.value)}
        />
      </FormField>
    </>
  );
}

function OnlineLinks({ api, projectId, newLink }: { api: ProjectExportApi; projectId: number; newLink: string | null }) {
  const { t } = useTranslation();
  const x = useExportText();
  const toast = useToast();
  const links = api.useGetProjectOnlineExportsQuery(projectId);
  const [revoke, revoking] = api.useRevokeProjectOnlineExportMutation();
  const live = (links.data?.data ?? []).filter((link) => link.revokedAt === null);
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.show(x('online.copied'), 'success');
    } catch {
      toast.show(x('online.copyFailed'), 'danger');
    }
  };
  return (
    <section aria-label={x('online.links')}>
      {newLink && (
        <>
          <FormField label={x('online.newLink')} htmlFor="export-link" hint={x('online.onlyOnce')}>
            <TextField id="export-link" value={newLink} readOnly onFocus={(event) => event.currentTarget.select()} />
          </FormField>
          <Button variant="secondary" onClick={() => void copy(newLink)}>
            {x('online.copy')}
          </Button>
        </>
      )}
      {links.error ? <Alert variant="danger">{errorToText(links.error, t)}</Alert> : null}
      {live.length > 0 && (
        <ul aria-label={x('online.links')}>
          {live.map((link) => (
            <li key={link.id}>
              {x('online.linkItem', { date: formatDate(link.createdAt), count: link.ordersCount })}{' '}
              <Button
                variant="secondary"
                loading={revoking.isLoading}
                aria-label={x('online.revokeLink', { date: formatDate(link.createdAt) })}
                onClick={() =>
                  revoke({ projectId, linkId: link.id })
                    .unwrap()
                    .then(() => toast.show(x('online.revoked'), 'success'))
                    .catch((error: unknown) => toast.show(errorToText(error, t), 'danger'))
                }
              >
                {x('online.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export interface ProjectExportModalProps {
  api: ProjectExportApi;
  projectId: number;
  open: boolean;
  onClose: () => void;
  /** the client portal: its WordPress settings, so an unconnected client is sent to connect first */
  wordpressSite?: WordpressSiteState;
  /** app path (without language prefix) where the client connects WordPress */
  connectPath?: string;
}

/** Spec §7 project export: the project's accepted texts by mail, as an online link, to WordPress or for the API. */
export function ProjectExportModal({ api, projectId, open, onClose, wordpressSite, connectPath }: ProjectExportModalProps) {
  const { t } = useTranslation();
  const x = useExportText();
  const toast = useToast();
  const [exportProject] = api.useExportProjectTextsMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [newLink, setNewLink] = useState<string | null>(null);

  const schema = useMemo(
    () =>
      yup.object({
        type: yup.string().oneOf([...EXPORT_TYPES]).required(t('validation.required')),
        email: yup.string().when('type', {
          is: 'mail',
          then: (s) => s.trim().required(t('validation.required')).email(x('mail.invalidEmail')),
        }),
        categoryId: yup.string().when('type', { is: 'wordpress', then: (s) => s.required(x('wordpress.chooseCategory')) }),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );

  const close = () => {
    setServerError(null);
    setNewLink(null);
    onClose();
  };

  const submit = async (values: ExportFormValues, helpers: FormikHelpers<ExportFormValues>) => {
    setServerError(null);
    try {
      const result = await exportProject({ projectId, request: requestOf(values) }).unwrap();
      toast.show(x('done', { count: result.orderIds.length }), 'success');
      // The link opens the client portal's page (core-api gives its address); an answer without it is the portal's own path.
      if (result.link?.path) setNewLink(result.link.url ?? `${window.location.origin}${result.link.path}`);
      else close();
    } catch (error) {
      if (!applyServerFieldErrors(error, helpers, ['email', 'categoryId'])) setServerError(errorToText(error, t));
    }
  };

  return (
    <Formik<ExportFormValues> initialValues={INITIAL} validationSchema={schema} onSubmit={submit}>
      {({ handleSubmit, isSubmitting, values, errors, touched, setFieldValue, resetForm }) => (
        <Modal
          open={open}
          title={x('title')}
          closeLabel={t('common.close')}
          onClose={() => {
            resetForm();
            close();
          }}
          footer={
            <>
              <Button
                variant="secondary"
                onClick={() => {
                  resetForm();
                  close();
                }}
              >
                {t('common.close')}
              </Button>
              <Button type="submit" form={FORM_ID} loading={isSubmitting}>
                {x('submit')}
              </Button>
            </>
          }
        >
          {serverError && <Alert variant="danger">{serverError}</Alert>}
          <StyledForm id={FORM_ID} noValidate onSubmit={handleSubmit}>
            <p>{x('intro')}</p>
            <FormField label={x('type')} htmlFor="export-type" required>
              <Select
                id="export-type"
                value={values.type}
                options={EXPORT_TYPES.map((type) => ({ value: type, label: x(`types.${type}`) }))}
                onChange={(event) => {
                  setNewLink(null);
                  void setFieldValue('type', event.target.value);
                }}
              />
            </FormField>
            {values.type === 'mail' && <FormikTextField id="export-email" name="email" type="email" label={x('mail.email')} required autoComplete="email" />}
            {values.type === 'wordpress' && (
              <WordpressFields
                api={api}
                projectId={projectId}
                site={wordpressSite}
                connectPath={connectPath}
                values={values}
                setFieldValue={(field, value) => void setFieldValue(field, value)}
                error={touched.categoryId ? errors.categoryId : undefined}
              />
            )}
            {values.type === 'api' && <p>{x('api.hint')}</p>}
          </StyledForm>
          {values.type === 'online' && <OnlineLinks api={api} projectId={projectId} newLink={newLink} />}
        </Modal>
      )}
    </Formik>
  );
}
