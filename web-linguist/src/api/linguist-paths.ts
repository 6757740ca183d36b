import { BFF_PATHS } from '@inkwell/web-kit';

/** core-api's linguist paths, reached through the BFF's /api proxy. */
export const LINGUIST_API = `${BFF_PATHS.apiPrefix}/linguist`;

/**
 * Avatar fields hold core-api's image path (/linguist/avatar/:id); the browser reaches core-api only through the
 * BFF's proxy. An absolute URL (demo data) stays as it is.
 */
export function avatarSource(avatar: string): string {
  return avatar.startsWith('/') && !avatar.startsWith(`${BFF_PATHS.apiPrefix}/`) ? `${BFF_PATHS.apiPrefix}${avatar}` : avatar;
}

/** The reference catalogues live under core-api's /client paths and answer anyone. */
export const CLIENT_API_PUBLIC = `${BFF_PATHS.apiPrefix}/client`;
