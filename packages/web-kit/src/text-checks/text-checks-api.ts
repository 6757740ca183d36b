import { BFF_PATHS, type AiCheckResult, type OrderTextDto, type PlagiarismDismissRequest, type PlagiarismResult, type TextInformation, type TextPreview } from '@inkwell/contracts';
import type { AppBaseApi } from '../auth/auth-api';

/** Whose order page asks: the AI check is the client's and staff's, plagiarism everyone's, text information the linguist's and staff's. */
export type TextCheckRole = 'client' | 'linguist' | 'admin';

/** An order's text checks (decision 047), the same paths under each role. */
export function injectTextCheckEndpoints(base: AppBaseApi, role: TextCheckRole) {
  const path = (orderId: number, rest: string) => `${BFF_PATHS.apiPrefix}/${role}/order/${orderId}${rest}`;
  return base.enhanceEndpoints({ addTagTypes: ['AiCheck', 'Plagiarism'] }).injectEndpoints({
    endpoints: (build) => ({
      /** Every check of the order, newest first; a failed fetch shows as an error, never as old results (spec §8). */
      getAiChecks: build.query<AiCheckResult[], number>({
        query: (orderId) => path(orderId, '/ai-check'),
        providesTags: (_checks, _error, orderId) => [{ type: 'AiCheck', id: orderId }],
      }),
      createAiCheck: build.mutation<AiCheckResult, number>({
        query: (orderId) => ({ url: path(orderId, '/ai-check'), method: 'POST' }),
        invalidatesTags: (_check, _error, orderId) => [{ type: 'AiCheck', id: orderId }],
      }),
      getPlagiarism: build.query<PlagiarismResult, number>({
        query: (orderId) => path(orderId, '/plagiarism'),
        providesTags: (_result, _error, orderId) => [{ type: 'Plagiarism', id: orderId }],
      }),
      /** Staff's only: the latest text's hit judged harmless, with the reason (the order history records it). */
      dismissPlagiarism: build.mutation<PlagiarismResult, PlagiarismDismissRequest & { orderId: number }>({
        query: ({ orderId, reason }) => ({ url: path(orderId, '/plagiarism/dismiss'), method: 'PUT', body: { reason } }),
        invalidatesTags: (_result, _error, { orderId }) => [{ type: 'Plagiarism', id: orderId }],
      }),
      getTextInformation: build.query<TextInformation, number>({
        query: (orderId) => path(orderId, '/text/information'),
      }),
      /** The linguist's and staff's: the text rendered in its layout as escaped HTML, for a sandboxed frame only. */
      getTextPreview: build.query<TextPreview, number>({
        query: (orderId) => path(orderId, '/text/preview'),
      }),
      /** The submitted versions the caller may compare, first to last. */
      getTextVersions: build.query<OrderTextDto[], number>({
        query: (orderId) => path(orderId, '/text/versions'),
        transformResponse: (answer: { data: OrderTextDto[] }) => answer.data,
      }),
    }),
  });
}

export type TextCheckApi = ReturnType<typeof injectTextCheckEndpoints>;
