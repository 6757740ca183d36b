import type { AdminClientDetailDto, AdminClientDto, Invoicing, Page } from '@inkwell/contracts';
import { BFF_PATHS } from '@inkwell/web-kit';
import { api } from './base-api';

export const ADMIN_API = `${BFF_PATHS.apiPrefix}/admin`;

/** The orders GET /admin/users/client sorts by; a leading '-' for descending. */
export const CLIENT_LIST_SORTS = ['created', '-created', 'id', '-id', 'email', '-email'] as const;
export type ClientListSort = (typeof CLIENT_LIST_SORTS)[number];

/** GET /admin/users/client filters and order. */
export type ClientListQuery = {
  search?: string;
  invoicing?: Invoicing;
  sort?: ClientListSort;
  limit: number;
  offset: number;
};

/** Query parameters without the filters left empty, so core-api applies its defaults. */
function definedParams(query: object): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;
}

// The store's tag list belongs to the app; the client reads add theirs here instead of editing it. The client
// pages and the billing lists' client filter find and name clients through them alike.
export const clientsApi = api.enhanceEndpoints({ addTagTypes: ['AdminClient'] }).injectEndpoints({
  endpoints: (build) => ({
    getClients: build.query<Page<AdminClientDto>, ClientListQuery>({
      query: (query) => ({ url: `${ADMIN_API}/users/client`, params: definedParams(query) }),
      providesTags: [{ type: 'AdminClient', id: 'LIST' }],
    }),
    getClient: build.query<AdminClientDetailDto, number>({
      query: (id) => `${ADMIN_API}/client/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'AdminClient', id }],
    }),
  }),
});

export const { useGetClientsQuery, useGetClientQuery } = clientsApi;
