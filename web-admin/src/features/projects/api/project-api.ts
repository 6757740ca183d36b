import type {
  OrderDto,
  Page,
  ProjectLinguistStats,
  ProjectOrderStats,
  ProjectPatch,
  ProjectRevisionStats,
  StaffProjectDto,
} from '@inkwell/contracts';
import { ADMIN_API } from '../../../api/clients-api';
import { projectsApi, STAFF_PROJECT_TAG } from '../../../api/projects-api';

export interface ProjectOrdersQuery {
  projectId: number;
  search: string;
  limit: number;
  offset: number;
}

/** One project as staff see it (GET /admin/project/{id} and its statistics), and its PATCH. */
export const projectApi = projectsApi.injectEndpoints({
  endpoints: (build) => ({
    getStaffProject: build.query<StaffProjectDto, number>({
      query: (id) => `${ADMIN_API}/project/${id}`,
      providesTags: (_result, _error, id) => [{ type: STAFF_PROJECT_TAG, id }],
    }),
    getStaffProjectOrders: build.query<Page<OrderDto>, ProjectOrdersQuery>({
      query: ({ projectId, search, limit, offset }) => ({
        url: `${ADMIN_API}/project/${projectId}/orders`,
        params: { ...(search.trim() ? { search: search.trim() } : {}), limit, offset },
      }),
      providesTags: ['OrderList'],
    }),
    getStaffProjectOrderStats: build.query<ProjectOrderStats, number>({
      query: (id) => `${ADMIN_API}/project/${id}/orders-stats`,
      providesTags: ['OrderList'],
    }),
    getStaffProjectLinguistStats: build.query<ProjectLinguistStats, number>({
      query: (id) => `${ADMIN_API}/project/${id}/linguist-stats`,
      providesTags: ['OrderList'],
    }),
    getStaffProjectRevisionStats: build.query<ProjectRevisionStats, number>({
      query: (id) => `${ADMIN_API}/project/${id}/revisions`,
      providesTags: ['OrderList'],
    }),
    updateStaffProject: build.mutation<StaffProjectDto, { id: number; patch: ProjectPatch }>({
      query: ({ id, patch }) => ({ url: `${ADMIN_API}/project/${id}`, method: 'PATCH', body: patch }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: STAFF_PROJECT_TAG, id },
        { type: STAFF_PROJECT_TAG, id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useGetStaffProjectQuery,
  useGetStaffProjectOrdersQuery,
  useGetStaffProjectOrderStatsQuery,
  useGetStaffProjectLinguistStatsQuery,
  useGetStaffProjectRevisionStatsQuery,
  useUpdateStaffProjectMutation,
} = projectApi;
