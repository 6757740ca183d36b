import type { Page, ProjectPickerItem } from '@inkwell/contracts';
import { api } from './base-api';
import { ADMIN_API } from './clients-api';

/** Every project of one client at once, as pickers list them (client-portal spec §7: search, limit 99999). */
const PICKER_LIMIT = 99_999;

/** GET /admin/projects: staff's project list; the upload dialog picks a client's project from it. */
export const projectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClientProjectPicker: build.query<Page<ProjectPickerItem>, number>({
      query: (clientId) => ({ url: `${ADMIN_API}/projects`, params: { clientId, fields: 'picker', limit: PICKER_LIMIT } }),
    }),
  }),
});

export const { useGetClientProjectPickerQuery } = projectsApi;
