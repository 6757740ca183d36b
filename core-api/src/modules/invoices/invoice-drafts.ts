import { QueryTypes, type Transaction } from 'sequelize';
import type {
  AdminInvoiceDetailDto,
  CurrencyIso,
  InvoiceDraftDto,
  InvoiceDraftLineDto,
  InvoiceDraftListResponse,
  InvoiceDraftSummaryDto,
  InvoiceDto,
  OpenPositionListResponse,
} from '@inkwell/contracts';
import { multiplyRate, toJsonMinorUnits } from '@inkwell/money';
import { AppError } from '@inkwell/service-kit';
import { assignPositionsToInvoice, deleteOpenPosition, lockOpenPositions, type OpenPosition } from '../billing/index.js';
import { accountCurrency } from '../reference/index.js';
import { clientStaffNameSql, findClientById } from '../users/index.js';
import { documentLines, dueDateOf, findDocument, writeDocument } from './invoice-documents.js';
import { mailIssuedInvoice } from './invoice-mails.js';
import { cancelInvoiceIn } from './invoice-cancellation.js';
import { invoicesDatabase, toInvoiceDto } from './invoices.model.js';

/**
 * Draft invoices (decision 065): staff collect a client's open positions and free lines, change them, and issue the
 * draft. A draft holds no number; issuing writes the invoice and takes the next number of the year in one
 * transaction, so the sequence stays gapless whatever happens to drafts.
 */

export interface FreeLine {
  description: string;
  quantity?: number | null;
  /** minor units */
  amountNet: bigint;
  vatRate: string;
}

export interface DraftContent {
  positionIds?: number[];
  lines?: FreeLine[];
}

interface DraftLine {
  description: string;
  quantity: number | null;
  orderId: number | null;
  billingPositionId: number | null;
  vatRate: string;
  net: bigint;
  tax: bigint;
}

/** The draft ids that hold each of a client's positions: a position sits on at most one draft. */
async function draftsHolding(positionIds: readonly number[], transaction?: Transaction): Promise<Map<number, number>> {
  if (!positionIds.length) return new Map();
  const rows = await invoicesDatabase().query<{ billing_position_id: number; draft_id: number }>(
    'SELECT billing_position_id, draft_id FROM invoice_draft_lines WHERE billing_position_id IN (:positionIds)',
    { type: QueryTypes.SELECT, replacements: { positionIds: [...positionIds] }, transaction },
  );
  return new Map(rows.map((row) => [row.billing_position_id, row.draft_id]));
}

/** The positions an invoice run may take: open ones no draft holds (staff are still working on those). */
export async function withoutDraftedPositions(positions: OpenPosition[], transaction: Transaction): Promise<OpenPosition[]> {
  const held = await draftsHolding(
    positions.map((p) => p.id),
    transaction,
  );
  return positions.filter((p) => !held.has(p.id));
}

const positionsProblem = (message: string) => AppError.unprocessable(message, { positionIds: [message] });

/**
 * The draft's lines: the chosen open positions of the client (every open one not on another draft when none are
 * named), locked so a run cannot take them meanwhile, then the free lines.
 */
async function draftLines(clientId: number, currency: string, content: DraftContent, draftId: number | null, transaction: Transaction): Promise<DraftLine[]> {
  const open = (await lockOpenPositions(clientId, null, transaction)).filter((p) => p.currency === currency);
  const held = await draftsHolding(
    open.map((p) => p.id),
    transaction,
  );
  const free = (p: OpenPosition) => !held.has(p.id) || held.get(p.id) === draftId;
  let chosen: OpenPosition[];
  if (content.positionIds === undefined) {
    chosen = open.filter(free);
  } else {
    const byId = new Map(open.map((p) => [p.id, p]));
    chosen = [];
    for (const id of new Set(content.positionIds)) {
      const position = byId.get(id);
      // Another client's position reads like an unknown one.
      if (!position) throw positionsProblem(`Position ${id} is not an open position of this client in ${currency}`);
      if (!free(position)) throw positionsProblem(`Position ${id} is already on draft ${held.get(id)}`);
      chosen.push(position);
    }
  }
  const lines: DraftLine[] = chosen.map((p) => ({
    description: p.title,
    quantity: p.finalWords,
    orderId: p.orderId,
    billingPositionId: p.id,
    vatRate: p.vat,
    net: p.net,
    tax: p.tax,
  }));
  for (const line of content.lines ?? []) {
    lines.push({
      description: line.description,
      quantity: line.quantity ?? null,
      orderId: null,
      billingPositionId: null,
      vatRate: line.vatRate,
      net: line.amountNet,
      // The platform's one rounding: VAT of the line's net, half-up to the cent (decision 010).
      tax: multiplyRate(line.amountNet, line.vatRate),
    });
  }
  if (!lines.length) throw AppError.unprocessable('A draft needs at least one position or line', { lines: ['Add a position or a line'] });
  return lines;
}

async function writeLines(draftId: number, lines: DraftLine[], transaction: Transaction): Promise<void> {
  const db = invoicesDatabase();
  await db.query('DELETE FROM invoice_draft_lines WHERE draft_id = :draftId', { replacements: { draftId }, transaction });
  await db.query(
    `INSERT INTO invoice_draft_lines (draft_id, position, description, quantity, order_id, billing_position_id, vat_rate, amount_net, tax)
     SELECT $1, l.position, l.description, l.quantity, l.order_id, l.billing_position_id, l.vat_rate, l.net, l.tax
       FROM unnest($2::integer[], $3::text[], $4::integer[], $5::integer[], $6::integer[], $7::numeric[], $8::bigint[], $9::bigint[])
            AS l(position, description, quantity, order_id, billing_position_id, vat_rate, net, tax)`,
    {
      bind: [
        draftId,
        lines.map((_, i) => i + 1),
        lines.map((l) => l.description),
        lines.map((l) => l.quantity),
        lines.map((l) => l.orderId),
        lines.map((l) => l.billingPositionId),
        lines.map((l) => l.vatRate),
        lines.map((l) => l.net.toString()),
        lines.map((l) => l.tax.toString()),
      ],
      transaction,
    },
  );
}

async function clientCurrency(clientId: number, transaction: Transaction): Promise<string> {
  const client = await findClientById(clientId, transaction);
  if (!client) throw AppError.notFound('Client');
  return (await accountCurrency(client.currencyId, transaction)).iso4217;
}

async function createDraftIn(clientId: number, content: DraftContent, transaction: Transaction): Promise<number> {
  const currency = await clientCurrency(clientId, transaction);
  const [draft] = await invoicesDatabase().query<{ id: number }>(
    'INSERT INTO invoice_drafts (client_id, currency) VALUES (:clientId, :currency) RETURNING id',
    { type: QueryTypes.SELECT, replacements: { clientId, currency }, transaction },
  );
  if (!draft) throw new Error('The draft insert returned no row');
  await writeLines(draft.id, await draftLines(clientId, currency, content, draft.id, transaction), transaction);
  return draft.id;
}

/** POST /admin/billing/invoice-draft: a new draft of a client's open positions and free lines, in its currency. */
export async function createInvoiceDraft(clientId: number, content: DraftContent): Promise<InvoiceDraftDto> {
  const id = await invoicesDatabase().transaction((transaction) => createDraftIn(clientId, content, transaction));
  return getInvoiceDraft(id);
}

/**
 * PUT /admin/billing/invoice/{id}/regenerate: an OPEN invoice that came out wrong is cancelled (a CANCEL_UNPAID_I
 * document) and its positions and free lines go on a new draft, in one transaction, for staff to correct and issue
 * with the next number. A paid invoice is corrected by its cancellation and a refund instead (409).
 */
export async function regenerateInvoice(invoiceId: number, now = new Date()): Promise<RegeneratedInvoice> {
  const { cancellation, draftId } = await invoicesDatabase().transaction(async (transaction) => {
    const invoice = await findDocument(invoiceId, { transaction, lock: true });
    if (!invoice) throw AppError.notFound('Invoice');
    if (invoice.type !== 'INVOICE' || invoice.status !== 'OPEN') {
      throw AppError.conflict(`Invoice ${invoice.number} is ${invoice.status}; only an OPEN invoice is regenerated, a paid one is cancelled and refunded`);
    }
    const positions = await invoicesDatabase().query<{ id: number }>('SELECT id FROM billing_positions WHERE invoice_id = :id ORDER BY id', {
      type: QueryTypes.SELECT,
      replacements: { id: invoice.id },
      transaction,
    });
    const freeLines = (await documentLines(invoice.id, transaction))
      .filter((line) => line.order_id === null)
      .map((line) => ({ description: line.description, quantity: line.quantity, amountNet: BigInt(line.amount_net), vatRate: line.vat_rate }));
    const cancelled = await cancelInvoiceIn(invoice.id, now, transaction);
    const id = await createDraftIn(invoice.client_id, { positionIds: positions.map((p) => p.id), lines: freeLines }, transaction);
    return { cancellation: cancelled.cancellation, draftId: id };
  });
  return { cancellation, draft: await getInvoiceDraft(draftId) };
}

export interface RegeneratedInvoice {
  cancellation: InvoiceDto;
  draft: InvoiceDraftDto;
}

interface DraftRow {
  id: number;
  client_id: number;
  currency: string;
  updated_at: Date;
}

async function lockDraft(id: number, transaction: Transaction): Promise<DraftRow> {
  const [draft] = await invoicesDatabase().query<DraftRow>('SELECT id, client_id, currency, updated_at FROM invoice_drafts WHERE id = :id FOR UPDATE', {
    type: QueryTypes.SELECT,
    replacements: { id },
    transaction,
  });
  if (!draft) throw AppError.notFound('Draft');
  return draft;
}

/** PUT /admin/billing/invoice-draft/{id}: the draft's positions and free lines as given now. */
export async function updateInvoiceDraft(id: number, content: DraftContent): Promise<InvoiceDraftDto> {
  await invoicesDatabase().transaction(async (transaction) => {
    const draft = await lockDraft(id, transaction);
    await writeLines(id, await draftLines(draft.client_id, draft.currency.trim(), content, id, transaction), transaction);
    await invoicesDatabase().query('UPDATE invoice_drafts SET updated_at = now() WHERE id = :id', { replacements: { id }, transaction });
  });
  return getInvoiceDraft(id);
}

/** DELETE /admin/billing/invoice-draft/{id}: its positions are free for another draft or the next run. */
export async function deleteInvoiceDraft(id: number): Promise<void> {
  const [rows] = await invoicesDatabase().query('DELETE FROM invoice_drafts WHERE id = :id RETURNING id', { replacements: { id } });
  if (!(rows as unknown[]).length) throw AppError.notFound('Draft');
}

interface SummaryRow {
  id: number;
  client_id: number;
  client_name: string;
  currency: string;
  line_count: number;
  net: string;
  tax: string;
  updated_at: Date;
}

const SUMMARY_SQL = `
  SELECT d.id, d.client_id, d.currency, d.updated_at,
         coalesce(${clientStaffNameSql('c', 's')}, c.email) AS client_name,
         count(l.position)::int AS line_count, COALESCE(sum(l.amount_net), 0)::text AS net, COALESCE(sum(l.tax), 0)::text AS tax
    FROM invoice_drafts d
    JOIN clients c ON c.id = d.client_id
    LEFT JOIN client_billing_settings s ON s.client_id = d.client_id
    LEFT JOIN invoice_draft_lines l ON l.draft_id = d.id`;

function toSummary(row: SummaryRow): InvoiceDraftSummaryDto {
  const net = BigInt(row.net);
  const tax = BigInt(row.tax);
  return {
    id: row.id,
    clientId: row.client_id,
    clientName: row.client_name,
    currency: row.currency.trim() as CurrencyIso,
    lineCount: row.line_count,
    amountNet: toJsonMinorUnits(net),
    tax: toJsonMinorUnits(tax),
    amountGross: toJsonMinorUnits(net + tax),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** GET /admin/billing/invoice-drafts: the drafts staff are working on, the last changed first. */
export async function listInvoiceDrafts(filters: { clientId?: number; limit: number; offset: number }): Promise<InvoiceDraftListResponse> {
  const where = filters.clientId === undefined ? 'TRUE' : 'd.client_id = :clientId';
  const db = invoicesDatabase();
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM invoice_drafts d WHERE ${where}`, {
    type: QueryTypes.SELECT,
    replacements: { clientId: filters.clientId },
  });
  if (filters.limit === 0) return { data: [], total: count?.total ?? 0 };
  const rows = await db.query<SummaryRow>(
    `${SUMMARY_SQL} WHERE ${where} GROUP BY d.id, c.id, s.client_id ORDER BY d.updated_at DESC, d.id DESC LIMIT :limit OFFSET :offset`,
    { type: QueryTypes.SELECT, replacements: { clientId: filters.clientId, limit: filters.limit, offset: filters.offset } },
  );
  return { data: rows.map(toSummary), total: count?.total ?? 0 };
}

/** GET /admin/billing/invoice-draft/{id}: the draft with its lines. */
export async function getInvoiceDraft(id: number): Promise<InvoiceDraftDto> {
  const db = invoicesDatabase();
  const [row] = await db.query<SummaryRow>(`${SUMMARY_SQL} WHERE d.id = :id GROUP BY d.id, c.id, s.client_id`, { type: QueryTypes.SELECT, replacements: { id } });
  if (!row) throw AppError.notFound('Draft');
  const lines = await db.query<{
    position: number;
    description: string;
    quantity: number | null;
    order_id: number | null;
    billing_position_id: number | null;
    vat_rate: string;
    amount_net: string;
    tax: string;
  }>('SELECT * FROM invoice_draft_lines WHERE draft_id = :id ORDER BY position', { type: QueryTypes.SELECT, replacements: { id } });
  return {
    ...toSummary(row),
    lines: lines.map(
      (l): InvoiceDraftLineDto => ({
        position: l.position,
        description: l.description,
        quantity: l.quantity,
        orderId: l.order_id,
        billingPositionId: l.billing_position_id,
        // '0.1900' reads as '0.19'
        vatRate: String(Number(l.vat_rate)),
        amountNet: toJsonMinorUnits(BigInt(l.amount_net)),
        tax: toJsonMinorUnits(BigInt(l.tax)),
        amountGross: toJsonMinorUnits(BigInt(l.amount_net) + BigInt(l.tax)),
      }),
    ),
  };
}

/**
 * POST /admin/billing/invoice-draft/{id}/issue: the draft becomes an OPEN invoice with the next number of the
 * year, its positions are the invoice's, and the client is mailed, in one transaction; the draft is gone. A position
 * invoiced meanwhile (it cannot be, while the draft holds it, but a draft older than that rule might) is 409.
 */
export async function issueInvoiceDraft(id: number, now = new Date()): Promise<InvoiceDto> {
  return invoicesDatabase().transaction(async (transaction) => {
    const draft = await lockDraft(id, transaction);
    const db = invoicesDatabase();
    const lines = await db.query<{
      description: string;
      quantity: number | null;
      order_id: number | null;
      billing_position_id: number | null;
      vat_rate: string;
      amount_net: string;
      tax: string;
    }>('SELECT * FROM invoice_draft_lines WHERE draft_id = :id ORDER BY position', { type: QueryTypes.SELECT, replacements: { id }, transaction });
    if (!lines.length) throw AppError.unprocessable('The draft has no lines', { lines: ['Add a position or a line'] });
    const positionIds = lines.flatMap((l) => (l.billing_position_id === null ? [] : [l.billing_position_id]));
    const open = new Set((await lockOpenPositions(draft.client_id, null, transaction)).map((p) => p.id));
    const gone = positionIds.find((positionId) => !open.has(positionId));
    if (gone !== undefined) throw AppError.conflict(`Position ${gone} is no longer open; edit the draft before issuing it`);
    const invoice = await writeDocument(
      {
        clientId: draft.client_id,
        type: 'INVOICE',
        status: 'OPEN',
        currency: draft.currency.trim(),
        issuedAt: now,
        dueAt: dueDateOf(now),
        paidAt: null,
        lines: lines.map((l) => ({
          description: l.description,
          quantity: l.quantity,
          orderId: l.order_id,
          vatRate: l.vat_rate,
          net: BigInt(l.amount_net),
          tax: BigInt(l.tax),
        })),
      },
      transaction,
    );
    if (positionIds.length) await assignPositionsToInvoice(positionIds, invoice.id, transaction);
    await db.query('DELETE FROM invoice_drafts WHERE id = :id', { replacements: { id }, transaction });
    await mailIssuedInvoice(invoice, transaction);
    return toInvoiceDto(invoice);
  });
}

/** GET /admin/billing/client/{id}/open-positions: what a new draft can take, with the draft holding each. */
export async function listOpenPositions(clientId: number): Promise<OpenPositionListResponse> {
  if (!(await findClientById(clientId))) throw AppError.notFound('Client');
  const rows = await invoicesDatabase().query<{
    id: number;
    order_id: number;
    title: string;
    project_name: string;
    final_words: number | null;
    vat: string;
    amount_net: string;
    tax: string;
    amount_gross: string;
    currency: string;
    created_at: Date;
    draft_id: number | null;
  }>(
    `SELECT bp.id, bp.order_id, o.title, p.name AS project_name, o.final_words, o.vat::text AS vat, bp.amount_net, bp.tax, bp.amount_gross,
            bp.currency, bp.created_at, l.draft_id
       FROM billing_positions bp
       JOIN orders o ON o.id = bp.order_id
       JOIN projects p ON p.id = o.project_id
       LEFT JOIN invoice_draft_lines l ON l.billing_position_id = bp.id
      WHERE bp.client_id = :clientId AND bp.invoice_id IS NULL
      ORDER BY bp.created_at, bp.id
      LIMIT 1000`,
    { type: QueryTypes.SELECT, replacements: { clientId } },
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      orderId: row.order_id,
      orderTitle: row.title,
      projectName: row.project_name,
      finalWords: row.final_words,
      vatRate: String(Number(row.vat)),
      amountNet: toJsonMinorUnits(BigInt(row.amount_net)),
      tax: toJsonMinorUnits(BigInt(row.tax)),
      amountGross: toJsonMinorUnits(BigInt(row.amount_gross)),
      currency: row.currency.trim() as CurrencyIso,
      createdAt: row.created_at.toISOString(),
      draftId: row.draft_id,
    })),
  };
}

/**
 * DELETE /admin/billing/position/{id}: staff take an accepted order off what the client will be invoiced (a
 * goodwill gesture, a duplicate). Refused while a draft holds it (409: edit the draft first).
 */
export async function deleteBillingPosition(positionId: number): Promise<void> {
  await invoicesDatabase().transaction((transaction) =>
    deleteOpenPosition(positionId, transaction, async () => {
      const held = (await draftsHolding([positionId], transaction)).get(positionId);
      if (held !== undefined) throw AppError.conflict(`Position ${positionId} is on draft ${held}; take it off the draft first`);
    }),
  );
}

/** GET /admin/billing/invoice/{id}: any document, addressed as staff name the client, with its lines. */
export async function getAdminInvoice(id: number): Promise<AdminInvoiceDetailDto> {
  const invoice = await findDocument(id);
  if (!invoice) throw AppError.notFound('Invoice');
  const [named] = await invoicesDatabase().query<{ client_name: string }>(
    `SELECT coalesce(${clientStaffNameSql('c', 's')}, c.email) AS client_name
       FROM clients c LEFT JOIN client_billing_settings s ON s.client_id = c.id
      WHERE c.id = :clientId`,
    { type: QueryTypes.SELECT, replacements: { clientId: invoice.client_id } },
  );
  const lines = await documentLines(id);
  return {
    invoice: { ...toInvoiceDto(invoice), clientId: invoice.client_id, clientName: named?.client_name ?? '' },
    lines: lines.map((l) => ({
      position: l.position,
      description: l.description,
      quantity: l.quantity,
      orderId: l.order_id,
      vatRate: String(Number(l.vat_rate)),
      amountNet: toJsonMinorUnits(BigInt(l.amount_net)),
      tax: toJsonMinorUnits(BigInt(l.tax)),
      amountGross: toJsonMinorUnits(BigInt(l.amount_gross)),
    })),
  };
}
