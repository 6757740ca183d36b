import type { AdminSearchResult } from '@inkwell/contracts';
import { api } from '../../../api/base-api';
import { ADMIN_API } from '../../../api/clients-api';

/** GET /admin/search (decision 054): the header box's hits, grouped by kind. */
export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminSearch: build.query<AdminSearchResult, string>({
      query: (q) => ({ url: `${ADMIN_API}/search`, params: { q } }),
      // Every keystroke is another term: keep few answers.
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useAdminSearchQuery } = searchApi;
