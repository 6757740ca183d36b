import type { NotificationRecipientBody, NotificationRecipientDto, Page } from '@inkwell/contracts';
import { api } from '../../../api/base-api';
import { CLIENT_API } from '../../../api/client-paths';
import { i18n } from '../../../locales/i18n';
import { registerNotificationRecipientTexts } from '../locales';

// The tab imports this module, so its texts arrive with its code.
registerNotificationRecipientTexts(i18n);

const LIST = { type: 'NotificationRecipient' as const, id: 'LIST' };

/** Decision 033: who besides the account gets the client's mails, by event (the spec's notifications-recipient[s]). */
export const notificationRecipientsApi = api.enhanceEndpoints({ addTagTypes: ['NotificationRecipient'] }).injectEndpoints({
  endpoints: (build) => ({
    getNotificationRecipients: build.query<Page<NotificationRecipientDto>, void>({
      query: () => `${CLIENT_API}/notifications-recipients`,
      providesTags: [LIST],
    }),
    addNotificationRecipient: build.mutation<NotificationRecipientDto, NotificationRecipientBody>({
      query: (body) => ({ url: `${CLIENT_API}/notifications-recipient`, method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateNotificationRecipient: build.mutation<NotificationRecipientDto, { id: number; body: NotificationRecipientBody }>({
      query: ({ id, body }) => ({ url: `${CLIENT_API}/notifications-recipient/${id}`, method: 'PUT', body }),
      invalidatesTags: [LIST],
    }),
    removeNotificationRecipient: build.mutation<void, number>({
      query: (id) => ({ url: `${CLIENT_API}/notifications-recipient/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useGetNotificationRecipientsQuery,
  useAddNotificationRecipientMutation,
  useUpdateNotificationRecipientMutation,
  useRemoveNotificationRecipientMutation,
} = notificationRecipientsApi;
