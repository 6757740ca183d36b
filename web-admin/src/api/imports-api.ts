import { injectImportEndpoints, registerImportTexts } from '@inkwell/web-kit';
import { i18n } from '../locales/i18n';
import { api } from './base-api';

// Only the bulk-upload pages import this, and each loads lazily: the texts come with their code.
registerImportTexts(i18n);

/** web-kit's bulk-import calls under /admin/… (decision 038): every client's imports, one import, accept and cancel. */
export const importsApi = injectImportEndpoints(api, 'admin');
