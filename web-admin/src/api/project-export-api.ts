import { injectProjectExportEndpoints, registerProjectExportTexts } from '@inkwell/web-kit';
import { i18n } from '../locales/i18n';
import { api } from './base-api';

// Only the project page imports this, and it loads lazily: the dialog's texts come with its code.
registerProjectExportTexts(i18n);

/** web-kit's project export calls under /admin/… (decision 037): a client's texts exported by staff, and the orders sheet. */
export const projectExportApi = injectProjectExportEndpoints(api, 'admin');
