import { AUTH_PREFIX, BFF_PATHS, type InterfaceLanguage } from '@inkwell/web-kit';
import { api } from '../../../api/base-api';

export interface ClientRegistration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  companyName?: string;
  language: InterfaceLanguage;
}

export const registrationApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerClient: build.mutation<unknown, ClientRegistration>({
      query: (body) => ({ url: `${BFF_PATHS.apiPrefix}${AUTH_PREFIX.client}/registration`, method: 'POST', body }),
    }),
  }),
});

export const { useRegisterClientMutation } = registrationApi;
