import { BFF_PATHS, type BillingSettings, type BillingSettingsInput } from '@inkwell/contracts';
import type { AppBaseApi } from '../auth/auth-api';

/** The client whose settings staff keep; none for the signed-in client's own (decision 058). */
export type BillingSettingsOwner = number | void;
export interface BillingSettingsChange {
  clientId?: number;
  body: BillingSettingsInput;
}

/** The spec's paths: /client/billing for the client, /admin/client/{id}/billing for staff (decision 056). */
const billingPath = (clientId: number | undefined | void) =>
  `${BFF_PATHS.apiPrefix}${clientId === undefined ? '/client' : `/admin/client/${clientId}`}/billing`;

const tagOf = (clientId: number | undefined | void) => ({ type: 'BillingSettings' as const, id: clientId ?? 'OWN' });

/**
 * A client's billing settings read and saved by the client or by staff. Saving runs the legal check, so the settings
 * are read again (their status changes); an app adds what else a save changes for it with `enhanceEndpoints`.
 */
export function injectBillingSettingsEndpoints(base: AppBaseApi) {
  return base.enhanceEndpoints({ addTagTypes: ['BillingSettings'] }).injectEndpoints({
    endpoints: (build) => ({
      getBillingSettings: build.query<BillingSettings, BillingSettingsOwner>({
        query: (clientId) => billingPath(clientId),
        providesTags: (_settings, _error, clientId) => [tagOf(clientId)],
      }),
      updateBillingSettings: build.mutation<void, BillingSettingsChange>({
        query: ({ clientId, body }) => ({ url: billingPath(clientId), method: 'PUT', body }),
        invalidatesTags: (_result, _error, { clientId }) => [tagOf(clientId)],
      }),
    }),
  });
}

export type BillingSettingsApi = ReturnType<typeof injectBillingSettingsEndpoints>;
