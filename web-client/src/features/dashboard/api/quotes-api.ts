import {
  QUOTE_DATA_FIELD,
  QUOTE_FILE_FIELD,
  type CopywritingQuoteRequest,
  type InstantQuoteRequest,
  type InstantQuoteResponse,
  type PaymentMethodsResponse,
  type QuoteDto,
  type TranslationQuoteRequest,
} from '@inkwell/contracts';
import { api } from '../../../api/base-api';
import { CLIENT_API } from '../../../api/client-paths';

/** A text type of the catalogue (GET /client/text-types). */
export interface TextTypeEntry {
  id: number;
  name: string;
}

export interface TranslationQuoteArgs {
  data: TranslationQuoteRequest;
  file: File | null;
}

/** The form as JSON in `data` and the optional file beside it, as POST /client/quote/translation reads them. */
const translationForm = ({ data, file }: TranslationQuoteArgs): FormData => {
  const body = new FormData();
  body.append(QUOTE_DATA_FIELD, JSON.stringify(data));
  if (file) body.append(QUOTE_FILE_FIELD, file);
  return body;
};

/** Spec §7 Quotes: the instant copywriting quote, the two custom quote requests and the payment methods offered. */
export const quotesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInstantQuote: build.mutation<InstantQuoteResponse, InstantQuoteRequest>({
      query: (body) => ({ url: `${CLIENT_API}/quote/copywriting/instant`, method: 'POST', body }),
    }),
    requestCopywritingQuote: build.mutation<QuoteDto, CopywritingQuoteRequest>({
      query: (body) => ({ url: `${CLIENT_API}/quote/copywriting`, method: 'POST', body }),
    }),
    requestTranslationQuote: build.mutation<QuoteDto, TranslationQuoteArgs>({
      query: (args) => ({ url: `${CLIENT_API}/quote/translation`, method: 'POST', body: translationForm(args) }),
    }),
    getQuotePaymentMethods: build.query<PaymentMethodsResponse, void>({
      query: () => `${CLIENT_API}/billing/payment/methods`,
    }),
    getTextTypes: build.query<TextTypeEntry[], void>({
      query: () => `${CLIENT_API}/text-types`,
      transformResponse: (answer: { data: TextTypeEntry[] }) => answer.data,
      // Catalogues change only with a migration (decision 005).
      keepUnusedDataFor: 60 * 60,
    }),
  }),
});

export const {
  useGetInstantQuoteMutation,
  useRequestCopywritingQuoteMutation,
  useRequestTranslationQuoteMutation,
  useGetQuotePaymentMethodsQuery,
  useGetTextTypesQuery,
} = quotesApi;
