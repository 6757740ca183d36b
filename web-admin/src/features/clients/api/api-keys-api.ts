import { injectApiKeyEndpoints, registerApiKeyTexts } from '@inkwell/web-kit';
import { api } from '../../../api/base-api';
import { i18n } from '../../../locales/i18n';

// The section imports this module, so its texts arrive with its code.
registerApiKeyTexts(i18n);

/** Decision 066: a client's API keys, which staff list and revoke on the client's settings tab. */
export const apiKeysApi = injectApiKeyEndpoints(api);
