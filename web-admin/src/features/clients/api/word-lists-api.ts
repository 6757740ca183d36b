import { injectWordListEndpoints, registerWordListsTexts } from '@inkwell/web-kit';
import { api } from '../../../api/base-api';
import { i18n } from '../../../locales/i18n';

// The settings tab imports this module, so its texts arrive with its code.
registerWordListsTexts(i18n);

/** Decision 046: a client's stopwords and dictionary per language; staff keep them on the client's settings tab. */
export const wordListsApi = injectWordListEndpoints(api);
