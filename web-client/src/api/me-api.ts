import { injectMeEndpoint } from '@inkwell/web-kit';
import { api } from './base-api';

/** GET /client/me: the client as core-api knows it now (legal check, currency, VAT, invoicing). */
export const meApi = injectMeEndpoint(api, 'client');

export const { useGetMeQuery } = meApi;
