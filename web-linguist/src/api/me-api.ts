import { injectMeEndpoint } from '@inkwell/web-kit';
import { api } from './base-api';

/** GET /linguist/me: the signed-in linguist as core-api knows them now. */
export const meApi = injectMeEndpoint(api, 'linguist');

export const { useGetMeQuery } = meApi;
