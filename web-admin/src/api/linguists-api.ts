import type { AdminCappedPage, AdminLinguistListItem, AdminLinguistSearchQuery } from '@inkwell/contracts';
import { ADMIN_API } from './clients-api';
import { api } from './base-api';

/** Query parameters without empty filters; lists go comma-separated, as core-api reads them. */
export function linguistSearchParams(query: AdminLinguistSearchQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params[key] = value.join(',');
    } else if (typeof value === 'string' || typeof value === 'number') {
      params[key] = value;
    }
  }
  return params;
}

// The linguist pages, the group page and the client page's linguist tabs change the same people, so the tags
// they share are added here, beneath all of them: a membership added on the group page refreshes her groups tab.
export const linguistReadsApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminLinguist', 'LinguistGroup', 'ClientLinguist'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getLinguists: build.query<AdminCappedPage<AdminLinguistListItem>, AdminLinguistSearchQuery>({
        query: (query) => ({ url: `${ADMIN_API}/linguists`, params: linguistSearchParams(query) }),
        providesTags: [{ type: 'AdminLinguist', id: 'LIST' }],
      }),
    }),
  });

export const { useGetLinguistsQuery } = linguistReadsApi;
