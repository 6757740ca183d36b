import { Formik, type FormikHelpers } from 'formik';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Alert, Button, FormField, Modal, Select, useToast, type SelectOption } from '@inkwell/ui-kit';
import { CURRENT_IMPORT_TEMPLATE_VERSION, type ImportDetailDto } from '@inkwell/contracts';
import { errorToText } from '../api/error-to-text';
import { DownloadErrorAlert, useFileDownload } from '../api/use-file-download';
import { Stack } from '../components/layout';
import { useImportText } from './import-parts';
import type { ImportsApi } from './imports-api';

/** The browser says what a file is when it knows; the extension decides when it does not (core-api checks the content). */
const SPREADSHEET = /\.(xlsx|csv)$/i;
export const SPREADSHEET_ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';
export const isSpreadsheet = (file: File) => SPREADSHEET.test(file.name);

interface UploadValues {
  clientId: string;
  projectId: string;
  file: File | null;
}

/** What the upload form hands the app's client picker: the input's id (the field's label points at it) and the pick. */
export interface ClientPickerField {
  id: string;
  value: number | undefined;
  onChange: (clientId: number | undefined) => void;
  invalid: boolean;
}

export interface ImportUploadModalProps {
  api: ImportsApi;
  open: boolean;
  onClose: () => void;
  onUploaded: (item: ImportDetailDto) => void;
  /** the projects offered (staff: those of the chosen client) */
  projectOptions: SelectOption[];
  projectsLoading?: boolean;
  /**
   * staff uploading on a client's behalf pick the client first, with the app's client picker (the back office's
   * search-as-you-type ComboBox); `onClientChange` loads that client's projects
   */
  renderClientPicker?: (field: ClientPickerField) => ReactNode;
  onClientChange?: (clientId: number | null) => void;
  /** staff on a client's page: that client, not chosen */
  fixedClientId?: number;
}

/** Upload: choose project (staff: client and project) and file; the template of the current version is a download away. */
export function ImportUploadModal({
  api,
  open,
  onClose,
  onUploaded,
  projectOptions,
  projectsLoading = false,
  renderClientPicker,
  onClientChange,
  fixedClientId,
}: ImportUploadModalProps) {
  const i = useImportText();
  const { t } = useTranslation();
  const toast = useToast();
  const formId = useId();
  const [upload] = api.useUploadImportMutation();
  const template = useFileDownload(api.useDownloadImportTemplateMutation());
  const [serverError, setServerError] = useState<string | null>(null);
  const choosesClient = renderClientPicker !== undefined && fixedClientId === undefined;

  const schema = useMemo(
    () =>
      yup.object({
        clientId: choosesClient ? yup.string().required(i('clientRequired')) : yup.string(),
        projectId: yup.string().required(i('projectRequired')),
        file: yup
          .mixed<File>()
          .nullable()
          .required(i('fileRequired'))
          .test('type', i('fileType'), (file) => !file || isSpreadsheet(file)),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [choosesClient, t],
  );

  const close = () => {
    setServerError(null);
    onClose();
  };

  const submit = async (values: UploadValues, helpers: FormikHelpers<UploadValues>) => {
    setServerError(null);
    const clientId = fixedClientId ?? (values.clientId ? Number(values.clientId) : undefined);
    try {
      const item = await upload({ clientId, projectId: Number(values.projectId), file: values.file as File }).unwrap();
      toast.show(i('uploaded'), 'success');
      helpers.resetForm();
      onUploaded(item);
    } catch (error) {
      setServerError(errorToText(error, t));
    }
  };

  return (
    <Formik<UploadValues> initialValues={{ clientId: '', projectId: '', file: null }} validationSchema={schema} onSubmit={submit}>
      {({ values, errors, touched, setFieldValue, setFieldTouched, handleSubmit, isSubmitting, resetForm }) => (
        <Modal
          open={open}
          title={i('uploadTitle')}
          onClose={() => {
            resetForm();
            close();
          }}
          closeLabel={t('common.close')}
          footer={
            <>
              <Button
                variant="secondary"
                disabled={isSubmitting}
                onClick={() => {
                  resetForm();
                  close();
                }}
              >
                {t('common.close')}
              </Button>
              <Button type="submit" form={formId} loading={isSubmitting}>
                {i('upload')}
              </Button>
            </>
          }
        >
          <form id={formId} noValidate onSubmit={handleSubmit}>
            <Stack>
              {/* Above the fields, so their messages appearing on blur never move it from under the pointer. */}
              <div>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  loading={template.downloadingId === CURRENT_IMPORT_TEMPLATE_VERSION}
                  onClick={() => template.download({ id: CURRENT_IMPORT_TEMPLATE_VERSION })}
                >
                  {i('template', { version: CURRENT_IMPORT_TEMPLATE_VERSION })}
                </Button>
              </div>
              <DownloadErrorAlert download={template} />
              {choosesClient && renderClientPicker && (
                <FormField label={i('client')} htmlFor={`${formId}-client`} error={touched.clientId ? errors.clientId : undefined} required>
                  {renderClientPicker({
                    id: `${formId}-client`,
                    value: values.clientId ? Number(values.clientId) : undefined,
                    invalid: Boolean(touched.clientId && errors.clientId),
                    onChange: (clientId) => {
                      void setFieldValue('clientId', clientId === undefined ? '' : String(clientId));
                      void setFieldValue('projectId', '');
                      void setFieldTouched('clientId', true, false);
                      onClientChange?.(clientId ?? null);
                    },
                  })}
                </FormField>
              )}
              <FormField label={i('project')} htmlFor={`${formId}-project`} error={touched.projectId ? errors.projectId : undefined} required>
                <Select
                  id={`${formId}-project`}
                  value={values.projectId}
                  invalid={Boolean(touched.projectId && errors.projectId)}
                  placeholder={projectsLoading ? i('loading') : i('chooseProject')}
                  options={projectOptions}
                  onBlur={() => void setFieldTouched('projectId')}
                  onChange={(event) => void setFieldValue('projectId', event.target.value)}
                />
              </FormField>
              <FormField label={i('file')} htmlFor={`${formId}-file`} hint={i('fileHint')} error={touched.file ? (errors.file as string | undefined) : undefined} required>
                <input
                  id={`${formId}-file`}
                  type="file"
                  accept={SPREADSHEET_ACCEPT}
                  onChange={(event) => {
                    void setFieldValue('file', event.currentTarget.files?.[0] ?? null);
                    void setFieldTouched('file', true, false);
                  }}
                />
              </FormField>
              {isSubmitting && <p role="status">{i('uploading')}</p>}
              {serverError && <Alert variant="danger">{serverError}</Alert>}
            </Stack>
          </form>
        </Modal>
      )}
    </Formik>
  );
}
