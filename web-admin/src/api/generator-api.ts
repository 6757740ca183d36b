import { injectGeneratorEndpoints } from '@inkwell/web-kit';
import { api } from './base-api';

/** web-kit's generator calls under /admin/generator (decision 044): a staff member's own playground and results. */
export const generatorApi = injectGeneratorEndpoints(api, 'admin');
