import { BFF_PATHS } from '@inkwell/web-kit';

/** core-api's linguist paths, reached through the BFF's /api proxy. */
export const LINGUIST_API = `${BFF_PATHS.apiPrefix}/linguist`;

/** The reference catalogues live under core-api's /client paths and answer anyone. */
export const CLIENT_API_PUBLIC = `${BFF_PATHS.apiPrefix}/client`;
