import { BFF_PATHS, type LinguistPaymentSettings, type LinguistPaymentSettingsBody } from '@inkwell/contracts';
import type { AppBaseApi } from '../auth/auth-api';

/** The linguist whose settings staff keep; none for the signed-in linguist's own. */
export type PaymentSettingsOwner = number | void;

export interface PaymentSettingsChange {
  linguistId?: number;
  body: LinguistPaymentSettingsBody;
}

/** The spec's paths: /linguist/payment for her, /admin/linguist/{id}/payment for staff (decision 060). */
const paymentPath = (linguistId: number | undefined | void) =>
  `${BFF_PATHS.apiPrefix}${linguistId === undefined ? '/linguist' : `/admin/linguist/${linguistId}`}/payment`;

const tagOf = (linguistId: number | undefined | void) => ({ type: 'PaymentSettings' as const, id: linguistId ?? 'OWN' });

/** Where a linguist's payouts go, read and replaced by her or by staff. */
export function injectPaymentSettingsEndpoints(base: AppBaseApi) {
  return base.enhanceEndpoints({ addTagTypes: ['PaymentSettings'] }).injectEndpoints({
    endpoints: (build) => ({
      getPaymentSettings: build.query<LinguistPaymentSettings, PaymentSettingsOwner>({
        query: (linguistId) => paymentPath(linguistId),
        providesTags: (_settings, _error, linguistId) => [tagOf(linguistId)],
      }),
      updatePaymentSettings: build.mutation<LinguistPaymentSettings, PaymentSettingsChange>({
        query: ({ linguistId, body }) => ({ url: paymentPath(linguistId), method: 'PUT', body }),
        invalidatesTags: (_result, _error, { linguistId }) => [tagOf(linguistId)],
      }),
    }),
  });
}

export type PaymentSettingsApi = ReturnType<typeof injectPaymentSettingsEndpoints>;
