import { injectMeEndpoint } from '@inkwell/web-kit';
import { api } from './base-api';

/** GET /admin/me: the signed-in staff member as core-api knows them now (faktura access included). */
export const meApi = injectMeEndpoint(api, 'admin');

export const { useGetMeQuery } = meApi;
