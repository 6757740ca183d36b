import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@inkwell/ui-kit';
import { ButtonRow, ImportsTable, ImportUploadModal, Stack, useLocalizedPath } from '@inkwell/web-kit';
import { importsApi } from '../../../api/imports-api';
import { useGetProjectPickerQuery } from '../../../api/projects-api';


export const bulkUploadPath = (id: number) => `/projects/upload/${id}`;

/** Spec §2 Bulk-uploads tab: the client's uploads, and Upload (project, file; the template a link away). */
export function BulkUploadsTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [uploading, setUploading] = useState(false);
  const projects = useGetProjectPickerQuery({}, { skip: !uploading });
  return (
    <Stack>
      <ButtonRow>
        <Button onClick={() => setUploading(true)}>{t('importsCommon.upload')}</Button>
      </ButtonRow>
      <ImportsTable api={importsApi} importPath={bulkUploadPath} />
      <ImportUploadModal
        api={importsApi}
        open={uploading}
        onClose={() => setUploading(false)}
        onUploaded={(item) => {
          setUploading(false);
          navigate(localized(bulkUploadPath(item.id)));
        }}
        projectOptions={(projects.data?.data ?? []).map((project) => ({ value: String(project.id), label: project.name }))}
        projectsLoading={projects.isFetching}
      />
    </Stack>
  );
}
