import { injectMessageEndpoints, registerMessageTexts } from '@inkwell/web-kit';
import { i18n } from '../locales/i18n';
import { api } from './base-api';

// Only the pages and the header menu that show messages import this, and each of them loads lazily: the texts come
// with their code, not with the first download (decision 015).
registerMessageTexts(i18n);

/** web-kit's messages calls under /linguist/… (decision 032): the mailbox, the header badge and orders. */
export const messagesApi = injectMessageEndpoints(api, 'linguist');
