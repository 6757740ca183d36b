import type { ApiRouter } from '../http/api-router.js';
import type { Runtime } from '../runtime.js';

/** A domain module contributes its routes to the one registry. */
export interface CoreModule {
  name: string;
  register(api: ApiRouter, runtime: Runtime): void;
}
