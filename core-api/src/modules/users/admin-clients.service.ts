import { QueryTypes } from 'sequelize';
import type { AccountStatus, AdminClientDetailDto, AdminClientDto, Invoicing, LegalCheckStatus, Page } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { accountsDatabase } from './users.model.js';
import { clientStaffNameSql, fullNameSql } from './client-name.sql.js';

/** The orders staff's client list offers, each walking an index (decision 059); a leading '-' for descending. */
export const CLIENT_LIST_SORTS = ['created', '-created', 'id', '-id', 'email', '-email'] as const;
export type ClientListSort = (typeof CLIENT_LIST_SORTS)[number];

const ORDER_BY: Record<ClientListSort, string> = {
  created: 'c.created_at ASC, c.id ASC',
  '-created': 'c.created_at DESC, c.id DESC',
  id: 'c.id ASC',
  '-id': 'c.id DESC',
  email: 'lower(c.email) ASC',
  '-email': 'lower(c.email) DESC',
};

export interface AdminClientListQuery {
  /** words of the e-mail, company or name */
  search?: string;
  invoicing?: Invoicing;
  status?: AccountStatus;
  /** newest first unless asked otherwise */
  sort?: ClientListSort;
  limit: number;
  offset: number;
}

interface ClientRow {
  id: number;
  email: string;
  name: string | null;
  invoicing: Invoicing;
  currency: string | null;
  status: AccountStatus;
  created_at: Date;
}

interface ClientDetailRow extends ClientRow {
  first_name: string | null;
  last_name: string | null;
  language: string;
  country: string | null;
  vat: string;
  has_billing: boolean;
  company_name: string | null;
  billing_first_name: string | null;
  billing_last_name: string | null;
  billing_email: string | null;
  legal_check_status: LegalCheckStatus | null;
}

const FULL_NAME = fullNameSql('c');

const CLIENT_COLUMNS = `
  c.id, c.email, ${clientStaffNameSql('c', 'b')} AS name,
  c.invoicing, trim(cur.iso4217) AS currency, c.status, c.created_at`;

const CLIENT_JOINS = `
  FROM clients c
  LEFT JOIN client_billing_settings b ON b.client_id = c.id
  LEFT JOIN currencies cur ON cur.id = c.currency_id`;

/** LIKE pattern matching `text` anywhere, the pattern's own wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function listConditions(query: AdminClientListQuery): { where: string; replacements: Record<string, unknown> } {
  const conditions: string[] = [];
  const replacements: Record<string, unknown> = {};
  const search = query.search?.trim();
  if (search) {
    conditions.push(`(c.email ILIKE :pattern OR b.company_name ILIKE :pattern OR ${FULL_NAME} ILIKE :pattern OR c.nickname ILIKE :pattern)`);
    replacements.pattern = containsPattern(search);
  }
  if (query.invoicing) {
    conditions.push('c.invoicing = :invoicing');
    replacements.invoicing = query.invoicing;
  }
  if (query.status) {
    conditions.push('c.status = :status');
    replacements.status = query.status;
  }
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', replacements };
}

function toClientDto(row: ClientRow): AdminClientDto {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    invoicing: row.invoicing,
    currency: row.currency,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

/** Staff's client search: every client of the platform, newest first or in the order asked for. */
export async function listClientsForAdmin(query: AdminClientListQuery): Promise<Page<AdminClientDto>> {
  const db = accountsDatabase();
  const { where, replacements } = listConditions(query);
  const [count] = await db.query<{ total: string }>(`SELECT count(*)::text AS total ${CLIENT_JOINS} ${where}`, {
    type: QueryTypes.SELECT,
    replacements,
  });
  const total = Number(count?.total ?? 0);
  if (query.limit === 0 || total === 0) return { data: [], total };
  const rows = await db.query<ClientRow>(
    `SELECT ${CLIENT_COLUMNS} ${CLIENT_JOINS} ${where} ORDER BY ${ORDER_BY[query.sort ?? '-created']} LIMIT :limit OFFSET :offset`,
    { type: QueryTypes.SELECT, replacements: { ...replacements, limit: query.limit, offset: query.offset } },
  );
  return { data: rows.map(toClientDto), total };
}

/** One client as staff see it: the list row, the person, who pays and whether their legal details were checked. */
export async function getClientForAdmin(id: number): Promise<AdminClientDetailDto> {
  const [row] = await accountsDatabase().query<ClientDetailRow>(
    `SELECT ${CLIENT_COLUMNS}, c.first_name, c.last_name, c.language, c.country, c.vat::text AS vat,
            (b.client_id IS NOT NULL) AS has_billing, b.company_name, b.first_name AS billing_first_name,
            b.last_name AS billing_last_name, b.email AS billing_email, b.legal_check_status
       ${CLIENT_JOINS}
      WHERE c.id = :id`,
    { type: QueryTypes.SELECT, replacements: { id } },
  );
  if (!row) throw AppError.notFound('Client');
  return {
    ...toClientDto(row),
    firstName: row.first_name,
    lastName: row.last_name,
    language: row.language,
    country: row.country,
    vat: row.vat,
    billing: row.has_billing
      ? { companyName: row.company_name, firstName: row.billing_first_name, lastName: row.billing_last_name, email: row.billing_email }
      : null,
    legalCheckStatus: row.has_billing ? row.legal_check_status : null,
  };
}
