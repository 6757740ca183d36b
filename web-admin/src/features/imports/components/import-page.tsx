import { useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@inkwell/ui-kit';
import { DownloadErrorAlert, ImportDetailScreen, ProjectExportModal, useFileDownload, useLocalizedPath } from '@inkwell/web-kit';
import { importsApi } from '../../../api/imports-api';
import { projectExportApi } from '../../../api/project-export-api';

/**
 * admin-and-linguist.md /projects/upload/:id: one client's bulk upload, its preview, accept or cancel and progress.
 * Until the back office has a project page (issue 15), the upload's project is exported from here (decision 042):
 * its accepted texts through the export dialog, and its orders as an .xlsx sheet.
 */
export function ImportPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const id = Number(useParams().id);
  const [exportingProject, setExportingProject] = useState<number | null>(null);
  const sheet = useFileDownload(projectExportApi.useDownloadProjectOrdersMutation());
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={localized('/projects/upload')} replace />;
  return (
    <>
      <DownloadErrorAlert download={sheet} />
      <ImportDetailScreen
        api={importsApi}
        id={id}
        listPath="/projects/upload"
        orderPath={(orderId) => `/order/${orderId}`}
        clientPath={(clientId) => `/client/${clientId}`}
        actions={(item) => (
          <>
            <Button variant="secondary" onClick={() => setExportingProject(item.project.id)}>
              {t('projectExport.title')}
            </Button>
            <Button variant="secondary" loading={sheet.downloadingId === item.project.id} onClick={() => sheet.download({ id: item.project.id })}>
              {t('projectExport.ordersSheet')}
            </Button>
          </>
        )}
      />
      {exportingProject !== null && <ProjectExportModal api={projectExportApi} projectId={exportingProject} open onClose={() => setExportingProject(null)} />}
    </>
  );
}
