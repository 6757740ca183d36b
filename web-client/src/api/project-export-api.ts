import { injectProjectExportEndpoints, registerProjectExportTexts } from '@inkwell/web-kit';
import { i18n } from '../locales/i18n';
import { api } from './base-api';

// Only the project page imports this, and it loads lazily: the dialog's texts come with its code (decision 015).
registerProjectExportTexts(i18n);

/** web-kit's project export calls under /client/… (decision 037): texts by mail, online link, WordPress or API. */
export const projectExportApi = injectProjectExportEndpoints(api, 'client');
