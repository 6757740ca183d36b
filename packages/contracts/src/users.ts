export type Invoicing = 'deposit' | 'invoice';
export type Service = 'copywriting' | 'proofreading' | 'translating' | 'gpt3_topics_titles';
export type LinguistRole = 'copywriter' | 'proofreader' | 'translator';
export type AccountStatus = 'ACTIVE' | 'PENDING_ACTIVATION' | 'CLOSED_BY_USER' | 'CLOSED_BY_GC';
export type LegalCheckStatus = 'NEEDS_VALIDATION' | 'VALID' | 'INVALID';

export interface ClientBillingName {
  companyName: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

/** GET /client/me */
export interface ClientMe {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
  language: string;
  currencyId: number | null;
  currency: string | null;
  country: string | null;
  createdAt: string;
  accountTier: string;
  invoicing: Invoicing;
  vat: string;
  hasValidLegalInfo: boolean;
  servicesAvailable: Service[];
  status: AccountStatus;
  billing: ClientBillingName | null;
}

/** GET /admin/me */
export interface AdminMe {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  language: string;
  fakturaAccess: boolean;
  status: AccountStatus;
  createdAt: string;
}

/** GET /linguist/me */
export interface LinguistMe {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
  language: string;
  level: string | null;
  roles: LinguistRole[];
  servicesAvailable: Service[];
  languages: { name: string; culture: string }[];
  currency: string | null;
  status: AccountStatus;
  createdAt: string;
}

export type AnyMe = ClientMe | AdminMe | LinguistMe;
