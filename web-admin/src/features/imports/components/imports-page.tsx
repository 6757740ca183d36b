import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Button, PageHeader } from '@inkwell/ui-kit';
import { ImportsTable, ImportUploadModal, useDisplayNames, useLocalizedPath } from '@inkwell/web-kit';
import { importsApi } from '../../../api/imports-api';
import { useGetClientProjectPickerQuery } from '../../../api/projects-api';
import { ClientPicker } from '../../../components/client-picker';

export const importPath = (id: number) => `/projects/upload/${id}`;

/** A positive whole number from the address, else undefined. */
function idParam(value: string | null): number | undefined {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

/**
 * admin-and-linguist.md /projects/upload: every client's bulk uploads, newest first, and Upload on a client's behalf
 * (client, then one of its projects, then the file; the template a click away). `?upload=1&clientId=N` (the client
 * page's Upload) opens the dialog for that client.
 */
export function ImportsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { languageName } = useDisplayNames();
  const [params, setParams] = useSearchParams();
  const fixedClientId = params.get('upload') ? idParam(params.get('clientId')) : undefined;
  const [open, setOpen] = useState(false);
  const uploading = open || fixedClientId !== undefined;
  const [pickedClientId, setPickedClientId] = useState<number | null>(null);
  const clientId = fixedClientId ?? pickedClientId;
  const projects = useGetClientProjectPickerQuery(uploading && clientId !== null ? clientId : skipToken);

  const close = () => {
    setOpen(false);
    setPickedClientId(null);
    if (fixedClientId !== undefined) setParams({}, { replace: true });
  };

  return (
    <>
      <PageHeader title={t('importsCommon.title')} actions={<Button onClick={() => setOpen(true)}>{t('importsCommon.upload')}</Button>} />
      <ImportsTable api={importsApi} importPath={importPath} clientPath={(id) => `/client/${id}`} />
      <ImportUploadModal
        api={importsApi}
        open={uploading}
        onClose={close}
        onUploaded={(item) => {
          close();
          navigate(localized(importPath(item.id)));
        }}
        fixedClientId={fixedClientId}
        renderClientPicker={({ id, value, onChange, invalid }) => <ClientPicker id={id} value={value} onChange={onChange} aria-invalid={invalid} />}
        onClientChange={setPickedClientId}
        projectOptions={clientId === null ? [] : (projects.currentData?.data ?? []).map((project) => ({ value: String(project.id), label: `${project.name} (${languageName(project.language)})` }))}
        projectsLoading={projects.isFetching}
      />
    </>
  );
}
