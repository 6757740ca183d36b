import { BFF_PATHS, type NotificationRecipientBody, type NotificationRecipientDto, type Page } from '@inkwell/contracts';
import type { AppBaseApi } from '../auth/auth-api';

/** Whose recipients a call reads: the client's own, or, for staff, the client on whose page they are (decision 033). */
export type RecipientsOwner = { clientId?: number };
export type RecipientChange = RecipientsOwner & { id: number; body: NotificationRecipientBody };
export type RecipientRemoval = RecipientsOwner & { id: number };

/** The spec's paths: /client/notifications-recipient[s], and the same under /admin/client/:id/ for staff. */
const recipientsPath = ({ clientId }: RecipientsOwner, rest: string) =>
  `${BFF_PATHS.apiPrefix}${clientId === undefined ? '/client' : `/admin/client/${clientId}`}${rest}`;

const listOf = ({ clientId }: RecipientsOwner) => ({ type: 'NotificationRecipient' as const, id: clientId ?? 'OWN' });

/** A client's notification recipients, listed, added, changed and removed by the client or by staff. */
export function injectNotificationRecipientEndpoints(base: AppBaseApi) {
  return base.enhanceEndpoints({ addTagTypes: ['NotificationRecipient'] }).injectEndpoints({
    endpoints: (build) => ({
      getNotificationRecipients: build.query<Page<NotificationRecipientDto>, RecipientsOwner>({
        query: (owner) => recipientsPath(owner, '/notifications-recipients'),
        providesTags: (_page, _error, owner) => [listOf(owner)],
      }),
      addNotificationRecipient: build.mutation<NotificationRecipientDto, RecipientsOwner & { body: NotificationRecipientBody }>({
        query: ({ body, ...owner }) => ({ url: recipientsPath(owner, '/notifications-recipient'), method: 'POST', body }),
        invalidatesTags: (_recipient, _error, owner) => [listOf(owner)],
      }),
      updateNotificationRecipient: build.mutation<NotificationRecipientDto, RecipientChange>({
        query: ({ id, body, ...owner }) => ({ url: recipientsPath(owner, `/notifications-recipient/${id}`), method: 'PUT', body }),
        invalidatesTags: (_recipient, _error, owner) => [listOf(owner)],
      }),
      removeNotificationRecipient: build.mutation<void, RecipientRemoval>({
        query: ({ id, ...owner }) => ({ url: recipientsPath(owner, `/notifications-recipient/${id}`), method: 'DELETE' }),
        invalidatesTags: (_result, _error, owner) => [listOf(owner)],
      }),
    }),
  });
}

export type NotificationRecipientsApi = ReturnType<typeof injectNotificationRecipientEndpoints>;
