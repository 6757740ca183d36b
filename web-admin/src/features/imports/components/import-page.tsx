import { Navigate, useParams } from 'react-router-dom';
import { ImportDetailScreen, useLocalizedPath } from '@inkwell/web-kit';
import { importsApi } from '../../../api/imports-api';

/**
 * admin-and-linguist.md /projects/upload/:id: one client's bulk upload, its preview, accept or cancel and progress.
 * Its project links the project's page, where staff export the project's texts and download its orders (decision 042).
 */
export function ImportPage() {
  const localized = useLocalizedPath();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={localized('/projects/upload')} replace />;
  return (
    <ImportDetailScreen
      api={importsApi}
      id={id}
      listPath="/projects/upload"
      orderPath={(orderId) => `/order/${orderId}`}
      projectPath={(projectId) => `/project/${projectId}`}
      clientPath={(clientId) => `/client/${clientId}`}
    />
  );
}
