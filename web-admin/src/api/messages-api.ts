import { injectMessageEndpoints, registerMessageTexts } from '@inkwell/web-kit';
import { i18n } from '../locales/i18n';
import { api } from './base-api';

// Only the pages that show messages import this, and each loads lazily: the texts come with their code.
registerMessageTexts(i18n);

/** web-kit's messages calls under /admin/… (decision 032): a client's mailbox on its page, and orders' conversations. */
export const messagesApi = injectMessageEndpoints(api, 'admin');
