import {
  BFF_PATHS,
  type GenerateAnswer,
  type GenerateRequest,
  type GeneratorResult,
  type GeneratorResultInput,
  type GeneratorResultPatch,
  type GeneratorUsage,
  type Page,
} from '@inkwell/contracts';
import type { AppBaseApi } from '../auth/auth-api';

/** Whose generator a screen uses: the client's own (/client/generator) or a staff member's (/admin/generator). */
export type GeneratorRole = 'client' | 'admin';

const LIST = { type: 'GeneratorResult' as const, id: 'LIST' };

/** The AI title and outline generator's calls (decision 044), the same paths under each role. */
export function injectGeneratorEndpoints(base: AppBaseApi, role: GeneratorRole) {
  const path = (rest: string) => `${BFF_PATHS.apiPrefix}/${role}/generator${rest}`;
  return base.enhanceEndpoints({ addTagTypes: ['GeneratorResult', 'GeneratorUsage'] }).injectEndpoints({
    endpoints: (build) => ({
      /** 503 while no AI provider is configured: the Tools card and the playground say so. */
      getGeneratorUsage: build.query<GeneratorUsage, void>({
        query: () => path('/usage'),
        providesTags: ['GeneratorUsage'],
      }),
      generateSuggestions: build.mutation<GenerateAnswer, GenerateRequest>({
        query: (body) => ({ url: path('/generate'), method: 'POST', body }),
        invalidatesTags: (_answer, error) => (error ? [] : ['GeneratorUsage']),
      }),
      getGeneratorResults: build.query<Page<GeneratorResult>, { limit: number; offset: number }>({
        query: (params) => ({ url: path('/results'), params }),
        providesTags: (page) => [LIST, ...(page?.data ?? []).map((result) => ({ type: 'GeneratorResult' as const, id: result.id }))],
      }),
      saveGeneratorResult: build.mutation<GeneratorResult, GeneratorResultInput>({
        query: (body) => ({ url: path('/result'), method: 'POST', body }),
        invalidatesTags: [LIST],
      }),
      updateGeneratorResult: build.mutation<GeneratorResult, { id: number; patch: GeneratorResultPatch }>({
        query: ({ id, patch }) => ({ url: path(`/result/${id}`), method: 'PUT', body: patch }),
        invalidatesTags: (_result, _error, { id }) => [{ type: 'GeneratorResult', id }],
      }),
      deleteGeneratorResult: build.mutation<void, number>({
        query: (id) => ({ url: path(`/result/${id}`), method: 'DELETE' }),
        invalidatesTags: [LIST],
      }),
    }),
  });
}

export type GeneratorApi = ReturnType<typeof injectGeneratorEndpoints>;
