import { BFF_PATHS, type OnlineExportLink, type ProjectExportRequest, type ProjectExportResult, type WordpressCategory } from '@inkwell/contracts';
import { downloadFileQueryFn } from '../api/file-download';
import type { AppBaseApi } from '../auth/auth-api';

/** The roles that export a project's texts: the client its own projects, staff any client's (decision 037). */
export type ProjectExportRole = 'client' | 'admin';

const path = (role: ProjectExportRole, rest: string) => `${BFF_PATHS.apiPrefix}/${role}${rest}`;

/**
 * The project export calls of the client portal and the back office: export the accepted texts, the online links,
 * the WordPress categories of the project's client and (staff) the orders sheet.
 */
export function injectProjectExportEndpoints(base: AppBaseApi, role: ProjectExportRole) {
  return base.injectEndpoints({
    endpoints: (build) => ({
      exportProjectTexts: build.mutation<ProjectExportResult, { projectId: number; request: ProjectExportRequest }>({
        query: ({ projectId, request }) => ({ url: path(role, `/project/${projectId}/export`), method: 'POST', body: request }),
        // Each exported order now shows its export type and date.
        invalidatesTags: ['OrderList', 'Order', 'OnlineExports'],
      }),
      getProjectOnlineExports: build.query<{ data: OnlineExportLink[] }, number>({
        query: (projectId) => path(role, `/project/${projectId}/online-exports`),
        providesTags: ['OnlineExports'],
      }),
      revokeProjectOnlineExport: build.mutation<void, { projectId: number; linkId: number }>({
        query: ({ projectId, linkId }) => ({ url: path(role, `/project/${projectId}/online-export/${linkId}`), method: 'DELETE' }),
        invalidatesTags: ['OnlineExports'],
      }),
      // A POST (spec "WordPress get categories"), read like a query: it changes nothing. Staff read the categories of
      // the site the project's client saved; a client without one answers 422 saying so.
      getProjectWordpressCategories: build.query<{ data: WordpressCategory[] }, number>({
        query: (projectId) => ({
          url: role === 'admin' ? path(role, `/project/${projectId}/wordpress/categories`) : path(role, '/wordpress/categories'),
          method: 'POST',
        }),
        providesTags: ['WordpressSettings'],
      }),
      /** Staff: every order of the project with every column, as .xlsx (POST …/orders/export, a blob). */
      downloadProjectOrders: build.mutation<null, { id: number }>({
        queryFn: downloadFileQueryFn(
          ({ id }) => path(role, `/project/${id}/orders/export`),
          ({ id }) => `project-${id}-orders.xlsx`,
          'POST',
        ),
      }),
    }),
  });
}

export type ProjectExportApi = ReturnType<typeof injectProjectExportEndpoints>;
