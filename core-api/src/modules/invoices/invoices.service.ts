import { QueryTypes, type Transaction } from 'sequelize';
import type {
  AdminInvoiceListResponse,
  InvoiceListResponse,
  InvoiceStatus,
  InvoiceType,
} from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { clientStaffNameSql } from '../users/index.js';
import { findDocument } from './invoice-documents.js';
import { invoicesDatabase, toInvoiceDto, type InvoiceRow } from './invoices.model.js';

export interface InvoiceFilters {
  status?: InvoiceStatus[];
  type?: InvoiceType[];
  limit: number;
  offset: number;
}

export interface AdminInvoiceFilters extends InvoiceFilters {
  clientId?: number;
}

interface Where {
  sql: string;
  replacements: Record<string, unknown>;
}

function invoiceWhere(filters: AdminInvoiceFilters): Where {
  const conditions = ['TRUE'];
  if (filters.clientId !== undefined) conditions.push('i.client_id = :clientId');
  if (filters.status?.length) conditions.push('i.status IN (:status)');
  if (filters.type?.length) conditions.push('i.type IN (:type)');
  return { sql: conditions.join(' AND '), replacements: { clientId: filters.clientId, status: filters.status, type: filters.type } };
}

async function countOf(sql: string, replacements: Record<string, unknown>): Promise<number> {
  const [row] = await invoicesDatabase().query<{ total: number }>(sql, { type: QueryTypes.SELECT, replacements });
  return Number(row?.total ?? 0);
}

/** The caller's documents, newest first. */
export async function listClientInvoices(clientId: number, filters: InvoiceFilters): Promise<InvoiceListResponse> {
  const where = invoiceWhere({ ...filters, clientId });
  const total = await countOf(`SELECT count(*)::int AS total FROM invoices i WHERE ${where.sql}`, where.replacements);
  if (filters.limit === 0) return { data: [], total };
  const rows = await invoicesDatabase().query<InvoiceRow>(
    `SELECT i.* FROM invoices i WHERE ${where.sql} ORDER BY i.issued_at DESC, i.id DESC LIMIT :limit OFFSET :offset`,
    { type: QueryTypes.SELECT, replacements: { ...where.replacements, limit: filters.limit, offset: filters.offset } },
  );
  return { data: rows.map(toInvoiceDto), total };
}

/** Every client's documents for staff with invoice access, newest first, with who they are addressed to. */
export async function listAdminInvoices(filters: AdminInvoiceFilters): Promise<AdminInvoiceListResponse> {
  const where = invoiceWhere(filters);
  const total = await countOf(`SELECT count(*)::int AS total FROM invoices i WHERE ${where.sql}`, where.replacements);
  if (filters.limit === 0) return { data: [], total };
  // Staff's one way of naming a client; the account e-mail when no name is known, as a document always has an addressee.
  const rows = await invoicesDatabase().query<InvoiceRow & { client_name: string }>(
    `SELECT i.*,
            coalesce(${clientStaffNameSql('c', 's')}, c.email) AS client_name
       FROM invoices i
       JOIN clients c ON c.id = i.client_id
       LEFT JOIN client_billing_settings s ON s.client_id = i.client_id
      WHERE ${where.sql}
      ORDER BY i.issued_at DESC, i.id DESC
      LIMIT :limit OFFSET :offset`,
    { type: QueryTypes.SELECT, replacements: { ...where.replacements, limit: filters.limit, offset: filters.offset } },
  );
  return { data: rows.map((row) => ({ ...toInvoiceDto(row), clientId: row.client_id, clientName: row.client_name })), total };
}

/** One of the caller's documents; another client's answers 404 like a missing one. */
export async function findClientInvoice(clientId: number, invoiceId: number): Promise<InvoiceRow> {
  const invoice = await findDocument(invoiceId);
  if (!invoice || invoice.client_id !== clientId) throw AppError.notFound('Invoice');
  return invoice;
}

export async function findAnyInvoice(invoiceId: number): Promise<InvoiceRow> {
  const invoice = await findDocument(invoiceId);
  if (!invoice) throw AppError.notFound('Invoice');
  return invoice;
}

export interface UnpaidInvoiceTotals {
  /** gross of OPEN invoices not yet due */
  open: bigint;
  /** gross of OPEN invoices past their due date */
  overdue: bigint;
}

/**
 * What a client owes on invoices, in one currency. Only INVOICE documents count: a deposit invoice asks for
 * money the client chose to pay in, not for a debt.
 */
export async function unpaidInvoiceTotals(clientId: number, currency: string, now: Date = new Date(), transaction?: Transaction): Promise<UnpaidInvoiceTotals> {
  const [row] = await invoicesDatabase().query<{ open: string; overdue: string }>(
    `SELECT COALESCE(sum(amount_gross) FILTER (WHERE due_at IS NULL OR due_at >= :now), 0)::text AS open,
            COALESCE(sum(amount_gross) FILTER (WHERE due_at < :now), 0)::text AS overdue
       FROM invoices
      WHERE client_id = :clientId AND currency = :currency AND status = 'OPEN' AND type = 'INVOICE'`,
    { type: QueryTypes.SELECT, replacements: { clientId, currency, now }, transaction },
  );
  return { open: BigInt(row?.open ?? '0'), overdue: BigInt(row?.overdue ?? '0') };
}
