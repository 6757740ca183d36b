import type {
  AdminClientAccount,
  AdminClientAccountBody,
  AdminClientCreated,
  AdminClientEmail,
  AdminClientFeatures,
  AdminClientOrderSettings,
  AdminClientPayment,
  ClientPriceListDto,
  NewAdminClientBody,
} from '@inkwell/contracts';
import { ADMIN_API, clientsApi } from '../../../api/clients-api';
import { i18n } from '../../../locales/i18n';
import { registerClientSettingsTexts } from '../locales/settings';

// The settings tab and the new-client page import this module, so their texts arrive with their code.
registerClientSettingsTexts(i18n);

type ClientChange<T> = T & { clientId: number };

/**
 * Decision 056: staff create a client and keep its settings, one section each. A change refreshes the client's
 * header (tag AdminClient: invoicing, status and e-mail show there) and the list of clients.
 */
export const clientSettingsApi = clientsApi.enhanceEndpoints({ addTagTypes: ['ClientSettings'] }).injectEndpoints({
  endpoints: (build) => {
    const changed = (clientId: number) => [{ type: 'ClientSettings' as const, id: clientId }, { type: 'AdminClient' as const, id: clientId }, { type: 'AdminClient' as const, id: 'LIST' }];
    return {
      createClient: build.mutation<AdminClientCreated, NewAdminClientBody>({
        query: (body) => ({ url: `${ADMIN_API}/users/client`, method: 'POST', body }),
        invalidatesTags: (result) => (result ? [{ type: 'AdminClient', id: 'LIST' }] : []),
      }),
      /** A new client's own price list, empty: it prices as the system list until staff schedule positions. */
      createClientPriceList: build.mutation<ClientPriceListDto, number>({
        query: (clientId) => ({ url: `${ADMIN_API}/pricing/client`, method: 'POST', body: { clientId } }),
      }),
      getClientPayment: build.query<AdminClientPayment, number>({
        query: (clientId) => `${ADMIN_API}/client/${clientId}/payment`,
        providesTags: (_result, _error, clientId) => [{ type: 'ClientSettings', id: clientId }],
      }),
      setClientPayment: build.mutation<AdminClientPayment, ClientChange<AdminClientPayment>>({
        query: ({ clientId, ...body }) => ({ url: `${ADMIN_API}/client/${clientId}/payment`, method: 'PATCH', body }),
        invalidatesTags: (result, _error, { clientId }) => (result ? changed(clientId) : []),
      }),
      setClientEmail: build.mutation<AdminClientEmail, ClientChange<{ email: string }>>({
        query: ({ clientId, ...body }) => ({ url: `${ADMIN_API}/client/${clientId}/email`, method: 'PUT', body }),
        invalidatesTags: (result, _error, { clientId }) => (result ? changed(clientId) : []),
      }),
      sendClientPasswordMail: build.mutation<void, number>({
        query: (clientId) => ({ url: `${ADMIN_API}/client/${clientId}/password`, method: 'POST' }),
      }),
      getClientAccount: build.query<AdminClientAccount, number>({
        query: (clientId) => `${ADMIN_API}/client/${clientId}/account`,
        providesTags: (_result, _error, clientId) => [{ type: 'ClientSettings', id: clientId }],
      }),
      setClientAccount: build.mutation<AdminClientAccount, ClientChange<AdminClientAccountBody>>({
        query: ({ clientId, ...body }) => ({ url: `${ADMIN_API}/client/${clientId}/account`, method: 'PATCH', body }),
        invalidatesTags: (result, _error, { clientId }) => (result ? changed(clientId) : []),
      }),
      getClientFeatures: build.query<AdminClientFeatures, number>({
        query: (clientId) => `${ADMIN_API}/client/${clientId}/features`,
        providesTags: (_result, _error, clientId) => [{ type: 'ClientSettings', id: clientId }],
      }),
      setClientFeatures: build.mutation<AdminClientFeatures, ClientChange<AdminClientFeatures>>({
        query: ({ clientId, ...body }) => ({ url: `${ADMIN_API}/client/${clientId}/features`, method: 'PATCH', body }),
        invalidatesTags: (result, _error, { clientId }) => (result ? changed(clientId) : []),
      }),
      getClientOrderSettings: build.query<AdminClientOrderSettings, number>({
        query: (clientId) => `${ADMIN_API}/client/${clientId}/order`,
        providesTags: (_result, _error, clientId) => [{ type: 'ClientSettings', id: clientId }],
      }),
      setClientOrderSettings: build.mutation<AdminClientOrderSettings, ClientChange<AdminClientOrderSettings>>({
        query: ({ clientId, ...body }) => ({ url: `${ADMIN_API}/client/${clientId}/order`, method: 'PATCH', body }),
        invalidatesTags: (result, _error, { clientId }) => (result ? [{ type: 'ClientSettings', id: clientId }] : []),
      }),
    };
  },
});

export const {
  useCreateClientMutation,
  useCreateClientPriceListMutation,
  useGetClientPaymentQuery,
  useSetClientPaymentMutation,
  useSetClientEmailMutation,
  useSendClientPasswordMailMutation,
  useGetClientAccountQuery,
  useSetClientAccountMutation,
  useGetClientFeaturesQuery,
  useSetClientFeaturesMutation,
  useGetClientOrderSettingsQuery,
  useSetClientOrderSettingsMutation,
} = clientSettingsApi;
