import { injectOrderEndpoints } from '@inkwell/web-kit';
import { api } from './base-api';

/**
 * web-kit's order reads under /admin (order, text, briefing, layout, history), injected once: the order page adds
 * its actions to them and the copy wizard reads the order it copies through them.
 */
export const orderReadApi = injectOrderEndpoints(api, 'admin');
