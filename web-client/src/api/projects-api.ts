import type { ClientOrderView, Page, ProjectDto, ProjectPickerItem, ProjectStatus } from '@inkwell/contracts';
import { api } from './base-api';
import { CLIENT_API } from './client-paths';
import { withQuery } from './query-string';

/** GET /client/projects filters (decision 010); the dates are DD.MM.YYYY. */
export interface ProjectsQuery {
  name?: string;
  /** cultures of the project language; the key repeats per culture */
  culture?: string[];
  level?: string;
  projectStatus?: ProjectStatus;
  orderStatus?: ClientOrderView;
  id?: number;
  orderId?: number;
  externalId?: string;
  service?: string;
  linguistId?: number;
  /** words of the name of a linguist group the project's orders went to */
  groupName?: string;
  createdFrom?: string;
  createdTo?: string;
  acceptedFrom?: string;
  acceptedTo?: string;
  limit: number;
  offset: number;
}

/** Spec §9: pickers load every project at once. */
export const PICKER_LIMIT = 99999;

/** What a project picker filters by: words of the name. */
export interface ProjectPickerQuery {
  name?: string;
}

export const projectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProjects: build.query<Page<ProjectDto>, ProjectsQuery>({
      query: (params) => withQuery(`${CLIENT_API}/projects`, { ...params }),
      providesTags: (result) => [
        { type: 'Project', id: 'LIST' },
        ...(result?.data ?? []).map((project) => ({ type: 'Project' as const, id: project.id })),
      ],
    }),
    // Only id, name and language (fields=picker): a client's thousand projects without their order summaries.
    getProjectPicker: build.query<Page<ProjectPickerItem>, ProjectPickerQuery>({
      query: ({ name }) => withQuery(`${CLIENT_API}/projects`, { fields: 'picker', name, limit: PICKER_LIMIT, offset: 0 }),
      providesTags: [{ type: 'Project', id: 'LIST' }],
    }),
    getProject: build.query<ProjectDto, number>({
      query: (id) => `${CLIENT_API}/project/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Project', id }],
    }),
  }),
});

export const { useGetProjectsQuery, useGetProjectPickerQuery, useGetProjectQuery } = projectsApi;
