import type { OrderDto, Page, ProjectDto, ProjectOrderStats } from '@inkwell/contracts';
import { api } from '../../../api/base-api';
import { CLIENT_API } from '../../../api/client-paths';
import { withQuery } from '../../../api/query-string';

export interface ProjectOrdersQuery {
  projectId: number;
  search?: string;
  limit: number;
  offset: number;
}

/** PATCH /client/project/:id: only the fields that change; null clears one. */
export interface ProjectPatch {
  name?: string;
  purchaseOrder?: string | null;
  quoteId?: string | null;
  deadlineAt?: string | null;
}

export const projectApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProjectOrders: build.query<Page<OrderDto>, ProjectOrdersQuery>({
      query: ({ projectId, ...params }) => withQuery(`${CLIENT_API}/project/${projectId}/orders`, params),
      providesTags: ['OrderList'],
    }),
    getProjectOrderStats: build.query<ProjectOrderStats, number>({
      query: (projectId) => `${CLIENT_API}/project/${projectId}/orders-stats`,
      providesTags: (_result, _error, projectId) => [{ type: 'ProjectStats', id: projectId }],
    }),
    updateProject: build.mutation<ProjectDto, { id: number; patch: ProjectPatch }>({
      query: ({ id, patch }) => ({ url: `${CLIENT_API}/project/${id}`, method: 'PATCH', body: patch }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Project', id },
        { type: 'Project', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useGetProjectOrdersQuery,
  useGetProjectOrderStatsQuery,
  useUpdateProjectMutation,
} = projectApi;
