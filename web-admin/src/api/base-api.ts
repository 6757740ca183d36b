import { createAppApi, IMPORT_TAG_TYPES, injectAuthEndpoints, MESSAGE_TAG_TYPES, ORDER_WIZARD_TAG_TYPES, PROJECT_EXPORT_TAG_TYPES } from '@inkwell/web-kit';
import { i18n } from '../locales/i18n';

/**
 * The app's one RTK Query api; features add their endpoints with `api.injectEndpoints`, and `app/store` builds
 * the store from it. It sits below the features, so it imports none of them.
 */
export const api = createAppApi({ i18n, tagTypes: ['Me', 'OrderList', 'Order', 'OrderText', 'OrderHistory', ...MESSAGE_TAG_TYPES, ...IMPORT_TAG_TYPES, ...PROJECT_EXPORT_TAG_TYPES, ...ORDER_WIZARD_TAG_TYPES] });

/** The api with web-kit's session, login, logout and public auth calls. */
export const authApi = injectAuthEndpoints(api);
