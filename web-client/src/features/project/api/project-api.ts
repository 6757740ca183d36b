import type { OrderDto, Page, ProjectDto, ProjectOrderStats, ProjectPatch } from '@inkwell/contracts';
import { registerProjectEditTexts } from '@inkwell/web-kit';
import { api } from '../../../api/base-api';
import { CLIENT_API } from '../../../api/client-paths';
import { withQuery } from '../../../api/query-string';
import { i18n } from '../../../locales/i18n';

registerProjectEditTexts(i18n);

export interface ProjectOrdersQuery {
  projectId: number;
  search?: string;
  limit: number;
  offset: number;
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
