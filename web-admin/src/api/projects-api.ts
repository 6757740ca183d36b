import type { CreateClientProjectRequest, Page, ProjectPickerItem, ProjectStatus, StaffProjectDto } from '@inkwell/contracts';
import { api } from './base-api';
import { ADMIN_API } from './clients-api';

/** Every project of one client at once, as pickers list them (client-portal spec §7: search, limit 99999). */
const PICKER_LIMIT = 99_999;

/** GET /admin/projects filters the back office uses: a client, words of the name and the derived status. */
export interface StaffProjectsQuery {
  clientId?: number;
  name?: string;
  projectStatus?: ProjectStatus;
  limit: number;
  offset: number;
}

export const STAFF_PROJECT_TAG = 'StaffProject';

/**
 * GET /admin/projects: staff's project list, for the projects search, a client's projects tab and the upload
 * dialog's picker; POST /admin/project creates a client's project. The project pages' tag is added here, so the
 * app's tag list stays the app's.
 */
export const projectsApi = api.enhanceEndpoints({ addTagTypes: [STAFF_PROJECT_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getClientProjectPicker: build.query<Page<ProjectPickerItem>, number>({
      query: (clientId) => ({ url: `${ADMIN_API}/projects`, params: { clientId, fields: 'picker', limit: PICKER_LIMIT } }),
      providesTags: [{ type: STAFF_PROJECT_TAG, id: 'LIST' }],
    }),
    getStaffProjects: build.query<Page<StaffProjectDto>, StaffProjectsQuery>({
      query: ({ name, projectStatus, clientId, limit, offset }) => ({
        url: `${ADMIN_API}/projects`,
        params: {
          ...(name?.trim() ? { name: name.trim() } : {}),
          ...(projectStatus ? { projectStatus } : {}),
          ...(clientId !== undefined ? { clientId } : {}),
          limit,
          offset,
        },
      }),
      providesTags: [{ type: STAFF_PROJECT_TAG, id: 'LIST' }],
    }),
    createProject: build.mutation<{ id: number }, CreateClientProjectRequest>({
      query: (body) => ({ url: `${ADMIN_API}/project`, method: 'POST', body }),
      invalidatesTags: [{ type: STAFF_PROJECT_TAG, id: 'LIST' }],
    }),
  }),
});

export const { useGetClientProjectPickerQuery, useGetStaffProjectsQuery, useCreateProjectMutation } = projectsApi;
