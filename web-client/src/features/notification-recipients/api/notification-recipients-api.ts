import { injectNotificationRecipientEndpoints, registerRecipientTexts } from '@inkwell/web-kit';
import { api } from '../../../api/base-api';
import { i18n } from '../../../locales/i18n';

// The tab imports this module, so its texts arrive with its code.
registerRecipientTexts(i18n);

/** Decision 033: who besides the account gets the client's mails, by event (the spec's notifications-recipient[s]). */
export const notificationRecipientsApi = injectNotificationRecipientEndpoints(api);
