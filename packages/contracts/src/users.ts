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
  /** working days after which a ready order is accepted automatically (staff set it per client, decision 056) */
  autoAcceptDays: number;
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

/** One row of GET /admin/users/client: how staff find a client. */
export interface AdminClientDto {
  id: number;
  email: string;
  /** company, else full name, else nickname (the platform's way of naming a client to staff); null when none is known */
  name: string | null;
  invoicing: Invoicing;
  /** ISO 4217 */
  currency: string | null;
  status: AccountStatus;
  createdAt: string;
}

/** GET /admin/client/:id: the row plus who pays and whether their legal details were checked. */
export interface AdminClientDetailDto extends AdminClientDto {
  firstName: string | null;
  lastName: string | null;
  language: string;
  country: string | null;
  /** fraction as a decimal string, e.g. '0.1900' */
  vat: string;
  billing: ClientBillingName | null;
  /** null while the client has no billing settings */
  legalCheckStatus: LegalCheckStatus | null;
}
