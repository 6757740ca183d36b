/** Staff's one search box (GET /admin/search, decision 054): what it finds, grouped by kind. */
export const ADMIN_SEARCH_KINDS = ['client', 'linguist', 'project', 'order', 'invoice'] as const;
export type AdminSearchKind = (typeof ADMIN_SEARCH_KINDS)[number];

export const ADMIN_SEARCH_MAX_LENGTH = 100;
export const ADMIN_SEARCH_DEFAULT_LIMIT = 5;
export const ADMIN_SEARCH_MAX_LIMIT = 20;

export interface AdminSearchHit {
  id: number;
  /** the name, title or invoice number */
  label: string;
  /** what tells two hits of the same label apart: the e-mail, or the client a project, order or invoice is for */
  detail: string | null;
  /** the client the hit is or belongs to (an invoice's page is its client's invoice list); null for a linguist */
  clientId: number | null;
}

export interface AdminSearchGroup {
  kind: AdminSearchKind;
  hits: AdminSearchHit[];
}

/**
 * Every kind the caller may see (invoices need fakturaAccess), in ADMIN_SEARCH_KINDS order, each with at most `limit`
 * hits (an exact id first, then the newest).
 */
export interface AdminSearchResult {
  groups: AdminSearchGroup[];
}
