import type { LinguistInvoicingSettings, LinguistLegalInfoBody } from '@inkwell/contracts';
import { injectPaymentSettingsEndpoints, registerLinguistPaymentTexts } from '@inkwell/web-kit';
import { api } from '../../../api/base-api';
import { LINGUIST_API } from '../../../api/linguist-paths';
import { catalogueApi } from '../../../api/catalogue-api';
import { i18n } from '../../../locales/i18n';

registerLinguistPaymentTexts(i18n);

/** Where her payouts go (/linguist/payment), through web-kit's form. */
export const paymentApi = injectPaymentSettingsEndpoints(api);

/** Her invoicing data and tax treatment under her settings (decision 060). */
export const invoicingApi = api.enhanceEndpoints({ addTagTypes: ['InvoicingSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    getInvoicingSettings: build.query<LinguistInvoicingSettings, void>({
      query: () => `${LINGUIST_API}/settings/invoicing`,
      providesTags: ['InvoicingSettings'],
    }),
    updateInvoicingSettings: build.mutation<LinguistInvoicingSettings, LinguistLegalInfoBody>({
      query: (legalInfo) => ({ url: `${LINGUIST_API}/settings/invoicing`, method: 'PATCH', body: { legalInfo } }),
      invalidatesTags: ['InvoicingSettings'],
    }),
  }),
});

export const { useGetInvoicingSettingsQuery, useUpdateInvoicingSettingsMutation } = invoicingApi;
export const { useGetCountriesQuery } = catalogueApi;
