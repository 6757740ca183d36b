import { injectNotificationRecipientEndpoints, registerRecipientTexts } from '@inkwell/web-kit';
import { api } from '../../../api/base-api';
import { i18n } from '../../../locales/i18n';

// The settings tab imports this module, so its texts arrive with its code.
registerRecipientTexts(i18n);

/** Decision 033: who besides the account gets a client's mails, by event; staff manage them on the client's page. */
export const notificationRecipientsApi = injectNotificationRecipientEndpoints(api);
