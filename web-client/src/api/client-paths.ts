import { BFF_PATHS } from '@inkwell/web-kit';

/** core-api's client paths (decision 010), reached through the BFF's /api proxy. */
export const CLIENT_API = `${BFF_PATHS.apiPrefix}/client`;
