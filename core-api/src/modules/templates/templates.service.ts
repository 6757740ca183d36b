import { ForeignKeyConstraintError, Op, type Transaction, type WhereOptions } from 'sequelize';
import { AppError } from '@inkwell/service-kit';
import type { Page } from '@inkwell/contracts';
import {
  renderTemplateHtml,
  validateTemplate,
  type BriefingDto,
  type TemplateInput,
  type TemplateKind,
  type TextLayoutDto,
} from '@inkwell/templates';
import { findClientById } from '../users/index.js';
import { Briefing, TextLayout } from './templates.model.js';
import { templateFieldErrors } from './template-tree-schema.js';

/** Whose briefings a call works on: a client's id, or null for the system briefings. */
export type BriefingOwner = number | null;

export interface TemplateListQuery {
  limit: number;
  offset: number;
  /** words of the name */
  search?: string;
}

function briefingDto(row: Briefing): BriefingDto {
  return {
    id: row.id,
    clientId: row.clientId,
    system: row.clientId === null,
    name: row.name,
    tree: row.tree,
    html: renderTemplateHtml(row.tree),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function layoutDto(row: TextLayout): TextLayoutDto {
  return {
    id: row.id,
    clientId: row.clientId,
    name: row.name,
    tree: row.tree,
    html: renderTemplateHtml(row.tree),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The edge validates already; this keeps callers that skip HTTP (seeds, other modules) to the same rules. */
function assertValidTree(input: TemplateInput, kind: TemplateKind): void {
  const { errors } = validateTemplate(input.tree, kind);
  if (errors.length) throw AppError.validation(templateFieldErrors(errors));
}

function nameFilter(search: string | undefined): WhereOptions {
  const words = search?.trim();
  if (!words) return {};
  return { name: { [Op.iLike]: `%${words.replace(/[\\%_]/g, '\\$&')}%` } };
}

const NEWEST_FIRST: [string, string][] = [
  ['updatedAt', 'DESC'],
  ['id', 'DESC'],
];

function inUse(what: string): AppError {
  return AppError.conflict(`This ${what} is used by an order and cannot be deleted`);
}

/** 404 for an admin call naming a client that does not exist. */
export async function requireClient(clientId: number): Promise<void> {
  if (!(await findClientById(clientId))) throw AppError.notFound('Client');
}

// Briefings

export async function listBriefings(owner: BriefingOwner, query: TemplateListQuery): Promise<Page<BriefingDto>> {
  const where = { clientId: owner, ...nameFilter(query.search) };
  if (query.limit === 0) return { data: [], total: await Briefing.count({ where }) };
  const { rows, count } = await Briefing.findAndCountAll({ where, order: NEWEST_FIRST, limit: query.limit, offset: query.offset });
  return { data: rows.map(briefingDto), total: count };
}

/** @throws AppError 404 unless the briefing belongs to `owner` (a client never reaches system briefings this way) */
export async function getBriefing(owner: BriefingOwner, id: number): Promise<BriefingDto> {
  const row = await Briefing.findOne({ where: { id, clientId: owner } });
  if (!row) throw AppError.notFound('Briefing');
  return briefingDto(row);
}

export async function createBriefing(owner: BriefingOwner, input: TemplateInput, transaction?: Transaction): Promise<BriefingDto> {
  assertValidTree(input, 'briefing');
  return briefingDto(await Briefing.create({ clientId: owner, name: input.name, tree: input.tree }, { transaction }));
}

export async function updateBriefing(owner: BriefingOwner, id: number, input: TemplateInput): Promise<BriefingDto> {
  assertValidTree(input, 'briefing');
  const [, rows] = await Briefing.update({ name: input.name, tree: input.tree }, { where: { id, clientId: owner }, returning: true });
  if (!rows[0]) throw AppError.notFound('Briefing');
  return briefingDto(rows[0]);
}

/** @throws AppError 404 unless it belongs to `owner`, 409 while an order refers to it */
export async function deleteBriefing(owner: BriefingOwner, id: number): Promise<void> {
  try {
    if (!(await Briefing.destroy({ where: { id, clientId: owner } }))) throw AppError.notFound('Briefing');
  } catch (err) {
    if (err instanceof ForeignKeyConstraintError) throw inUse('briefing');
    throw err;
  }
}

/** A briefing the client may attach to an order: one of its own or a system one; null otherwise. */
export async function findBriefingForClient(clientId: number, id: number, transaction?: Transaction): Promise<BriefingDto | null> {
  const row = await Briefing.findOne({ where: { id, clientId: { [Op.or]: [clientId, null] } }, transaction });
  return row ? briefingDto(row) : null;
}

/** Any briefing by id, for a caller that has already checked its right to it (an order it may read). */
export async function findBriefingById(id: number, transaction?: Transaction): Promise<BriefingDto | null> {
  const row = await Briefing.findByPk(id, { transaction });
  return row ? briefingDto(row) : null;
}

// Text layouts

export async function listLayouts(clientId: number, query: TemplateListQuery): Promise<Page<TextLayoutDto>> {
  const where = { clientId, ...nameFilter(query.search) };
  if (query.limit === 0) return { data: [], total: await TextLayout.count({ where }) };
  const { rows, count } = await TextLayout.findAndCountAll({ where, order: NEWEST_FIRST, limit: query.limit, offset: query.offset });
  return { data: rows.map(layoutDto), total: count };
}

export async function getLayout(clientId: number, id: number): Promise<TextLayoutDto> {
  const row = await findLayoutForClient(clientId, id);
  if (!row) throw AppError.notFound('Layout');
  return row;
}

export async function createLayout(clientId: number, input: TemplateInput, transaction?: Transaction): Promise<TextLayoutDto> {
  assertValidTree(input, 'layout');
  return layoutDto(await TextLayout.create({ clientId, name: input.name, tree: input.tree }, { transaction }));
}

export async function updateLayout(clientId: number, id: number, input: TemplateInput): Promise<TextLayoutDto> {
  assertValidTree(input, 'layout');
  const [, rows] = await TextLayout.update({ name: input.name, tree: input.tree }, { where: { id, clientId }, returning: true });
  if (!rows[0]) throw AppError.notFound('Layout');
  return layoutDto(rows[0]);
}

export async function deleteLayout(clientId: number, id: number): Promise<void> {
  try {
    if (!(await TextLayout.destroy({ where: { id, clientId } }))) throw AppError.notFound('Layout');
  } catch (err) {
    if (err instanceof ForeignKeyConstraintError) throw inUse('layout');
    throw err;
  }
}

/** One of the client's layouts (for the order wizard and the text check), or null. */
export async function findLayoutForClient(clientId: number, id: number, transaction?: Transaction): Promise<TextLayoutDto | null> {
  const row = await TextLayout.findOne({ where: { id, clientId }, transaction });
  return row ? layoutDto(row) : null;
}

/** Any layout by id, for a caller that has already checked its right to it (an order it may read). */
export async function findLayoutById(id: number, transaction?: Transaction): Promise<TextLayoutDto | null> {
  const row = await TextLayout.findByPk(id, { transaction });
  return row ? layoutDto(row) : null;
}
