import {
  BFF_PATHS,
  IMPORT_FILE_FIELD,
  type ImportDetailDto,
  type ImportListResponse,
  type ImportRowState,
  type ImportStatus,
  type ImportSummaryDto,
  type WizardImportResponse,
} from '@inkwell/contracts';
import { downloadFileQueryFn } from '../api/file-download';
import type { AppBaseApi } from '../auth/auth-api';

/** The roles with bulk imports: a client's own, and staff's for every client (decision 038). */
export type ImportRole = 'client' | 'admin';

const path = (role: ImportRole, rest: string) => `${BFF_PATHS.apiPrefix}/${role}${rest}`;

export interface ImportListArgs {
  limit: number;
  offset: number;
  status?: ImportStatus;
  /** staff only: one client's imports */
  clientId?: number;
}
export interface ImportDetailArgs {
  id: number;
  limit: number;
  offset: number;
  state?: ImportRowState;
}
/** `clientId` is staff's upload on a client's behalf; a client uploads for itself. */
export interface ImportUploadArgs {
  clientId?: number;
  projectId: number;
  file: File;
}
export interface OrderFileArgs {
  clientId?: number;
  projectId: number;
  file: File;
}

const fileBody = (file: File) => {
  const body = new FormData();
  body.append(IMPORT_FILE_FIELD, file);
  return body;
};

/** Changing one import changes its page and every list it is in. */
const changedImport = (id: number) => [{ type: 'Import' as const, id }, 'Imports' as const];

/**
 * The bulk-import calls of the client portal and the back office (decision 038). The app's api needs the tag types
 * of IMPORT_TAG_TYPES; the live `import.progress` event invalidates them, so progress shows without a reload.
 */
export function injectImportEndpoints(base: AppBaseApi, role: ImportRole) {
  return base.injectEndpoints({
    endpoints: (build) => ({
      getImports: build.query<ImportListResponse, ImportListArgs>({
        query: (params) => ({ url: path(role, '/imports'), params }),
        providesTags: (result) => ['Imports', ...(result?.data ?? []).map((item) => ({ type: 'Import' as const, id: item.id }))],
      }),
      getImport: build.query<ImportDetailDto, ImportDetailArgs>({
        query: ({ id, ...params }) => ({ url: path(role, `/import/${id}`), params }),
        providesTags: (_result, _error, { id }) => [{ type: 'Import', id }],
      }),
      uploadImport: build.mutation<ImportDetailDto, ImportUploadArgs>({
        query: ({ clientId, projectId, file }) => ({
          url: role === 'admin' && clientId !== undefined ? path(role, `/client/${clientId}/import`) : path(role, '/import'),
          method: 'POST',
          params: { projectId },
          body: fileBody(file),
        }),
        invalidatesTags: ['Imports'],
      }),
      acceptImport: build.mutation<ImportSummaryDto, number>({
        query: (id) => ({ url: path(role, `/import/${id}/accept`), method: 'PUT' }),
        invalidatesTags: (_result, _error, id) => changedImport(id),
      }),
      cancelImport: build.mutation<ImportSummaryDto, number>({
        query: (id) => ({ url: path(role, `/import/${id}/cancel`), method: 'PUT' }),
        invalidatesTags: (_result, _error, id) => changedImport(id),
      }),
      downloadImportFile: build.mutation<null, { id: number; name: string }>({
        queryFn: downloadFileQueryFn(
          ({ id }) => path(role, `/import/${id}/download`),
          ({ name }) => name,
        ),
      }),
      downloadImportTemplate: build.mutation<null, { id: number }>({
        // The id is the template's version, so the download button of that version spins.
        queryFn: downloadFileQueryFn(
          ({ id }) => `${path(role, '/imports/template')}?version=${id}`,
          ({ id }) => `inkwell-import-template-v${id}.xlsx`,
        ),
      }),
      /** The order wizard's step 5: a file's rows and errors by position; nothing is created. */
      parseOrderFile: build.mutation<WizardImportResponse, OrderFileArgs>({
        query: ({ clientId, projectId, file }) => ({
          url:
            role === 'admin' && clientId !== undefined
              ? path(role, `/client/${clientId}/project/${projectId}/orders/parse`)
              : path(role, `/project/${projectId}/orders/parse`),
          method: 'POST',
          body: fileBody(file),
        }),
      }),
    }),
  });
}

export type ImportsApi = ReturnType<typeof injectImportEndpoints>;
