import { BFF_PATHS } from '@inkwell/contracts';

/**
 * core-api answers a linguist's picture at a path of its own (`/linguist/avatar/<id>`), and a browser reaches
 * core-api only through its BFF's `/api` proxy; an absolute URL (a CDN, later) is used as it is.
 */
export function avatarSource(avatar: string): string {
  return avatar.startsWith('/') && !avatar.startsWith(`${BFF_PATHS.apiPrefix}/`) ? `${BFF_PATHS.apiPrefix}${avatar}` : avatar;
}
