import type { Transaction } from 'sequelize';
import { AppError } from '@inkwell/service-kit';
import { findLanguageByCulture } from '../reference/index.js';
import { findClientById } from '../users/index.js';
import { Project, projectsDatabase } from './projects.model.js';

export interface ProjectInput {
  name: string;
  /** culture, e.g. de-DE */
  language: string;
  purchaseOrder?: string | null;
  quoteId?: string | null;
  externalId?: string | null;
  deadlineAt?: Date | null;
}

export interface ProjectWriteOptions {
  /** runs inside the caller's transaction (the demo seed builds everything in one) */
  transaction?: Transaction;
}

async function languageIdOf(culture: string, transaction?: Transaction): Promise<number> {
  const language = await findLanguageByCulture(culture, { transaction });
  if (!language) throw AppError.badRequest(`Unknown language ${culture}`, 'language');
  if (!language.active) throw AppError.badRequest(`${language.name} is no longer offered`, 'language');
  return language.id;
}

function run<T>(options: ProjectWriteOptions, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  const sequelize = projectsDatabase();
  return options.transaction ? sequelize.transaction({ transaction: options.transaction }, work) : sequelize.transaction(work);
}

export async function createProject(clientId: number, input: ProjectInput, options: ProjectWriteOptions = {}): Promise<{ id: number }> {
  return run(options, async (transaction) => {
    const project = await Project.create(
      {
        clientId,
        name: input.name,
        languageId: await languageIdOf(input.language, transaction),
        purchaseOrder: input.purchaseOrder ?? null,
        quoteId: input.quoteId ?? null,
        externalId: input.externalId ?? null,
        deadlineAt: input.deadlineAt ?? null,
      },
      { transaction },
    );
    return { id: project.id };
  });
}

/**
 * Staff create a project for a client (POST /admin/project): the same project the client would create itself.
 *
 * @throws AppError 400 naming `clientId` for an unknown client, `language` for an unknown culture
 */
export async function createProjectForClient(clientId: number, input: ProjectInput): Promise<{ id: number }> {
  return run({}, async (transaction) => {
    if (!(await findClientById(clientId, transaction))) throw AppError.badRequest(`Unknown client ${clientId}`, 'clientId');
    return createProject(clientId, input, { transaction });
  });
}

/** The client's own project, or null: another client's project does not exist for this caller. */
export function findClientProject(clientId: number, projectId: number, transaction?: Transaction): Promise<Project | null> {
  if (!Number.isSafeInteger(projectId)) return Promise.resolve(null);
  return Project.findOne({ where: { id: projectId, clientId }, transaction });
}

/** Any client's project, for staff, or null. */
export function findProjectById(projectId: number, transaction?: Transaction): Promise<Project | null> {
  if (!Number.isSafeInteger(projectId)) return Promise.resolve(null);
  return Project.findByPk(projectId, { transaction });
}

/**
 * Changes the given fields of the client's project (PUT passes every field, PATCH some).
 *
 * @throws AppError 404 for a project that is not the caller's, 400 naming `language` for an unknown culture
 */
export async function updateProject(
  clientId: number,
  projectId: number,
  changes: Partial<ProjectInput>,
  options: ProjectWriteOptions = {},
): Promise<{ id: number }> {
  return run(options, async (transaction) => {
    const project = await Project.findOne({ where: { id: projectId, clientId }, transaction, lock: transaction.LOCK.UPDATE });
    if (!project) throw AppError.notFound('Project');
    const { language, ...fields } = changes;
    const languageId = language === undefined ? undefined : await languageIdOf(language, transaction);
    await project.update(
      Object.fromEntries(Object.entries({ ...fields, languageId }).filter(([, value]) => value !== undefined)),
      { transaction },
    );
    return { id: project.id };
  });
}
