import { injectWordListEndpoints, registerWordListsTexts } from '@inkwell/web-kit';
import { api } from '../../../api/base-api';
import { i18n } from '../../../locales/i18n';

// The tabs import this module, so their texts arrive with their code.
registerWordListsTexts(i18n);

/** The client's own stopwords and dictionary per language (decision 046), on web-kit's endpoints staff share. */
export const wordListsApi = injectWordListEndpoints(api);
