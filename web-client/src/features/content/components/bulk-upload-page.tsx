import { Navigate, useParams } from 'react-router-dom';
import { ImportDetailScreen, useLocalizedPath } from '@inkwell/web-kit';
import { importsApi } from '../../../api/imports-api';

/** Spec §2 /projects/upload/:id: one bulk upload's preview, accept or cancel, and its live progress. */
export function BulkUploadPage() {
  const localized = useLocalizedPath();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={localized('/content/uploads')} replace />;
  return (
    <ImportDetailScreen
      api={importsApi}
      id={id}
      listPath="/content/uploads"
      orderPath={(orderId) => `/order/${orderId}`}
      projectPath={(projectId) => `/project/${projectId}`}
    />
  );
}
