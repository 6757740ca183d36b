import { injectTextCheckEndpoints, registerTextCheckTexts } from '@inkwell/web-kit';
import { i18n } from '../locales/i18n';
import { api } from './base-api';

// The checks' texts come with their calls, as the generator's do (decision 015).
registerTextCheckTexts(i18n);

/** web-kit's order text checks under /client/order/{id} (decision 047). */
export const textChecksApi = injectTextCheckEndpoints(api, 'client');
