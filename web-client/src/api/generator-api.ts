import { injectGeneratorEndpoints } from '@inkwell/web-kit';
import { api } from './base-api';

/**
 * web-kit's generator calls under /client/generator (decision 044): the generator page and the Get started Tools
 * card, which asks for the usage to say "not configured". The page brings the generator's texts with its own code.
 */
export const generatorApi = injectGeneratorEndpoints(api, 'client');
