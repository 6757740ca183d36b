import { Navigate, useParams } from 'react-router-dom';
import { ImportDetailScreen, useLocalizedPath } from '@inkwell/web-kit';
import { importsApi } from '../../../api/imports-api';

/** admin-and-linguist.md /projects/upload/:id: one client's bulk upload, its preview, accept or cancel and progress. */
export function ImportPage() {
  const localized = useLocalizedPath();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={localized('/projects/upload')} replace />;
  // The back office has no project page yet, so the project is named without a link.
  return <ImportDetailScreen api={importsApi} id={id} listPath="/projects/upload" orderPath={(orderId) => `/order/${orderId}`} />;
}
