/** Where a project's accepted texts go (client-portal.md §9 "Export types"). */
export const EXPORT_TYPES = ['mail', 'online', 'wordpress', 'api'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

/** WordPress statuses a post may be created in. */
export const WORDPRESS_POST_STATUSES = ['draft', 'publish'] as const;
export type WordpressPostStatus = (typeof WORDPRESS_POST_STATUSES)[number];

/** Body of POST /client/project/{id}/export and /admin/project/{id}/export. */
export interface ProjectExportRequest {
  type: ExportType;
  /** only these accepted orders of the project; every accepted order when absent */
  orderIds?: number[];
  /** mail: where the texts go */
  email?: string;
  /** wordpress: the category of the client's site the posts go into */
  categoryId?: number;
  /** wordpress: draft (the default) or publish */
  postStatus?: WordpressPostStatus;
}

/** A shareable read-only link to texts (type online). The token is shown once, when the link is made. */
export interface OnlineExportLink {
  id: number;
  /** path of the read-only page in the client app, e.g. /shared/<token>; only in the answer that made the link */
  path: string | null;
  /** the link's full address in the client portal (which shows it to anyone, staff's links too); only in the answer that made it */
  url?: string;
  ordersCount: number;
  createdAt: string;
  revokedAt: string | null;
}

/** Answer of a project export. */
export interface ProjectExportResult {
  type: ExportType;
  /** the orders exported, with lastExportedAt set */
  orderIds: number[];
  exportedAt: string;
  /** online: the new link */
  link?: OnlineExportLink;
  /** wordpress: per order, the post on the client's site */
  posts?: { orderId: number; postId: number; link: string | null; created: boolean }[];
}

/** The public read-only page of an online export. */
export interface SharedTexts {
  projectName: string;
  createdAt: string;
  texts: { orderId: number; title: string; content: string; words: number; acceptedAt: string | null }[];
}

/** A client's WordPress connection as shown back: the application password never leaves core-api. */
export interface WordpressSettings {
  siteUrl: string;
  username: string;
  /** the last four characters of the application password, e.g. "•••• abcd" */
  passwordHint: string;
  updatedAt: string;
}

/** PUT /client/wordpress-settings */
export interface WordpressSettingsRequest {
  siteUrl: string;
  username: string;
  /** WordPress application password; blank keeps the stored one */
  applicationPassword?: string;
}

export interface WordpressCategory {
  id: number;
  name: string;
}

/** Answer of the connection check: who WordPress says we are. */
export interface WordpressConnectionCheck {
  ok: true;
  userName: string;
}
