import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import { Alert, Button, FormField, Modal, Select, TextField, formatDate, useToast } from '@inkwell/ui-kit';
import { EXPORT_TYPES, WORDPRESS_POST_STATUSES, type ExportType, type ProjectExportRequest, type WordpressPostStatus } from '@inkwell/contracts';
import { applyServerFieldErrors, errorToText, FormikTextField, useLocalizedPath } from '@inkwell/web-kit';
import { useGetWordpressCategoriesQuery, useGetWordpressSettingsQuery } from '../../../api/wordpress-api';
import { useExportProjectMutation, useGetOnlineExportsQuery, useRevokeOnlineExportMutation } from '../api/project-api';
import { StyledForm } from './styled';

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

function WordpressFields({ values, setFieldValue, error }: { values: ExportFormValues; setFieldValue: (field: string, value: string) => void; error?: string }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const settings = useGetWordpressSettingsQuery();
  const connected = Boolean(settings.data?.connection);
  const categories = useGetWordpressCategoriesQuery(undefined, { skip: !connected });
  if (settings.isLoading) return <p role="status">{t('exports.loading')}</p>;
  if (!connected) {
    return (
      <Alert variant="info">
        {t('exports.wordpress.notConnected')} <Link to={localized('/settings/integrations')}>{t('exports.wordpress.connect')}</Link>
      </Alert>
    );
  }
  return (
    <>
      <p>{t('exports.wordpress.site', { site: settings.data?.connection?.siteUrl })}</p>
      {categories.error ? <Alert variant="danger">{errorToText(categories.error, t)}</Alert> : null}
      <FormField label={t('exports.wordpress.category')} htmlFor="export-category" error={error} required>
        <Select
          id="export-category"
          value={values.categoryId}
          invalid={Boolean(error)}
          placeholder={categories.isFetching ? t('exports.loading') : t('exports.wordpress.chooseCategory')}
          options={(categories.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          onChange={(event) => setFieldValue('categoryId', event.target.value)}
        />
      </FormField>
      <FormField label={t('exports.wordpress.status')} htmlFor="export-post-status">
        <Select
          id="export-post-status"
          value={values.postStatus}
          options={WORDPRESS_POST_STATUSES.map((status) => ({ value: status, label: t(`exports.wordpress.statuses.${status}`) }))}
          onChange={(event) => setFieldValue('postStatus', event.target.value)}
        />
      </FormField>
    </>
  );
}

function OnlineLinks({ projectId, newLink }: { projectId: number; newLink: string | null }) {
  const { t } = useTranslation();
  const toast = useToast();
  const links = useGetOnlineExportsQuery(projectId);
  const [revoke, revoking] = useRevokeOnlineExportMutation();
  const live = (links.data?.data ?? []).filter((link) => link.revokedAt === null);
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.show(t('exports.online.copied'), 'success');
    } catch {
      toast.show(t('exports.online.copyFailed'), 'danger');
    }
  };
  return (
    <section aria-label={t('exports.online.links')}>
      {newLink && (
        <>
          <FormField label={t('exports.online.newLink')} htmlFor="export-link" hint={t('exports.online.onlyOnce')}>
            <TextField id="export-link" value={newLink} readOnly onFocus={(event) => event.currentTarget.select()} />
          </FormField>
          <Button variant="secondary" onClick={() => void copy(newLink)}>
            {t('exports.online.copy')}
          </Button>
        </>
      )}
      {links.error ? <Alert variant="danger">{errorToText(links.error, t)}</Alert> : null}
      {live.length > 0 && (
        <ul aria-label={t('exports.online.links')}>
          {live.map((link) => (
            <li key={link.id}>
              {t('exports.online.linkItem', { date: formatDate(link.createdAt), count: link.ordersCount })}{' '}
              <Button
                variant="secondary"
                loading={revoking.isLoading}
                aria-label={t('exports.online.revokeLink', { date: formatDate(link.createdAt) })}
                onClick={() =>
                  revoke({ projectId, linkId: link.id })
                    .unwrap()
                    .then(() => toast.show(t('exports.online.revoked'), 'success'))
                    .catch((error: unknown) => toast.show(errorToText(error, t), 'danger'))
                }
              >
                {t('exports.online.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Spec §7 project export: the project's accepted texts by mail, as an online link, to WordPress or for the API. */
export function ProjectExportModal({ projectId, open, onClose }: { projectId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [exportProject] = useExportProjectMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [newLink, setNewLink] = useState<string | null>(null);

  const schema = useMemo(
    () =>
      yup.object({
        type: yup.string().oneOf([...EXPORT_TYPES]).required(t('validation.required')),
        email: yup.string().when('type', {
          is: 'mail',
          then: (s) => s.trim().required(t('validation.required')).email(t('exports.mail.invalidEmail')),
        }),
        categoryId: yup.string().when('type', { is: 'wordpress', then: (s) => s.required(t('exports.wordpress.chooseCategory')) }),
      }),
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
      toast.show(t('exports.done', { count: result.orderIds.length }), 'success');
      if (result.link?.path) setNewLink(`${window.location.origin}${result.link.path}`);
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
          title={t('exports.title')}
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
                {t('exports.submit')}
              </Button>
            </>
          }
        >
          {serverError && <Alert variant="danger">{serverError}</Alert>}
          <StyledForm id={FORM_ID} noValidate onSubmit={handleSubmit}>
            <p>{t('exports.intro')}</p>
            <FormField label={t('exports.type')} htmlFor="export-type" required>
              <Select
                id="export-type"
                value={values.type}
                options={EXPORT_TYPES.map((type) => ({ value: type, label: t(`exports.types.${type}`) }))}
                onChange={(event) => {
                  setNewLink(null);
                  void setFieldValue('type', event.target.value);
                }}
              />
            </FormField>
            {values.type === 'mail' && <FormikTextField id="export-email" name="email" type="email" label={t('exports.mail.email')} required autoComplete="email" />}
            {values.type === 'wordpress' && (
              <WordpressFields
                values={values}
                setFieldValue={(field, value) => void setFieldValue(field, value)}
                error={touched.categoryId ? errors.categoryId : undefined}
              />
            )}
            {values.type === 'api' && <p>{t('exports.api.hint')}</p>}
          </StyledForm>
          {values.type === 'online' && <OnlineLinks projectId={projectId} newLink={newLink} />}
        </Modal>
      )}
    </Formik>
  );
}
