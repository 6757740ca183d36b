import { injectApiKeyEndpoints, registerApiKeyTexts } from '@inkwell/web-kit';
import { api } from '../../../api/base-api';
import { i18n } from '../../../locales/i18n';

// The tab imports this module, so its texts arrive with its code.
registerApiKeyTexts(i18n);

/** Decision 066: the client's API keys for the partner API, listed, created (the secret shown once) and revoked. */
export const apiKeysApi = injectApiKeyEndpoints(api);
