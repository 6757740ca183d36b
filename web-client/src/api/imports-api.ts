import { injectImportEndpoints, registerImportTexts } from '@inkwell/web-kit';
import { i18n } from '../locales/i18n';
import { api } from './base-api';

// Only the screens that show bulk uploads import this, and each loads lazily: the texts come with their code (decision 015).
registerImportTexts(i18n);

/** web-kit's bulk-import calls under /client/… (decision 038): the Bulk-uploads tab, /projects/upload/:id and the wizard's file import. */
export const importsApi = injectImportEndpoints(api, 'client');
