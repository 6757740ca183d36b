import type {
  EmailPreview,
  EmailTemplateDto,
  EmailTemplateId,
  EmailTemplatePreviewRequest,
  EmailTemplateSummary,
  EmailTemplateUpdate,
  MailStatus,
  OutboxMailDto,
  Page,
} from '@inkwell/contracts';
import { BFF_PATHS } from '@inkwell/web-kit';
import { api } from '../../../api/base-api';
import { i18n } from '../../../locales/i18n';
import { registerSettingsTexts } from '../locales';

// Every settings page imports this module or the briefings' one, so their texts arrive with their code.
registerSettingsTexts(i18n);

const ADMIN_API = `${BFF_PATHS.apiPrefix}/admin`;
const TEMPLATES = { type: 'EmailTemplate' as const, id: 'LIST' };
const OUTBOX = { type: 'OutboxMail' as const, id: 'LIST' };

export interface OutboxQuery {
  limit: number;
  offset: number;
  status?: MailStatus;
}

/** Decision 033: the mail templates staff edit, and the outbox with each mail's delivery. */
export const emailTemplatesApi = api.enhanceEndpoints({ addTagTypes: ['EmailTemplate', 'OutboxMail'] }).injectEndpoints({
  endpoints: (build) => ({
    getEmailTemplates: build.query<EmailTemplateSummary[], void>({
      query: () => `${ADMIN_API}/email-templates`,
      providesTags: [TEMPLATES],
    }),
    getEmailTemplate: build.query<EmailTemplateDto, EmailTemplateId>({
      query: (id) => `${ADMIN_API}/email-template/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'EmailTemplate', id }],
    }),
    updateEmailTemplate: build.mutation<EmailTemplateDto, { id: EmailTemplateId; update: EmailTemplateUpdate }>({
      query: ({ id, update }) => ({ url: `${ADMIN_API}/email-template/${id}`, method: 'PUT', body: update }),
      invalidatesTags: (_result, _error, { id }) => [TEMPLATES, { type: 'EmailTemplate', id }],
    }),
    previewEmailTemplate: build.mutation<EmailPreview, { id: EmailTemplateId; request: EmailTemplatePreviewRequest }>({
      query: ({ id, request }) => ({ url: `${ADMIN_API}/email-template/${id}/preview`, method: 'POST', body: request }),
    }),
    getOutbox: build.query<Page<OutboxMailDto>, OutboxQuery>({
      query: (params) => ({ url: `${ADMIN_API}/outbox`, params: params.status ? params : { limit: params.limit, offset: params.offset } }),
      providesTags: [OUTBOX],
    }),
    retryOutboxMail: build.mutation<OutboxMailDto, number>({
      query: (id) => ({ url: `${ADMIN_API}/outbox/${id}/retry`, method: 'POST' }),
      invalidatesTags: [OUTBOX],
    }),
  }),
});

export const {
  useGetEmailTemplatesQuery,
  useGetEmailTemplateQuery,
  useUpdateEmailTemplateMutation,
  usePreviewEmailTemplateMutation,
  useGetOutboxQuery,
  useRetryOutboxMailMutation,
} = emailTemplatesApi;
