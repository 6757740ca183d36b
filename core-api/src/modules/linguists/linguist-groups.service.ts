import { ForeignKeyConstraintError, QueryTypes, type Transaction } from 'sequelize';
import type { LinguistGroup, LinguistGroupDetail, LinguistGroupType, LinguistRole } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { database } from '../../shared/database.js';
import { clientView, findListedLinguist, inTransaction, lockClientLinguist, relationOf } from './client-view.js';
import { LINGUIST_ITEM_COLUMNS, LINGUIST_ITEM_JOINS, toLinguistItem, type LinguistItemRow } from './linguist-items.sql.js';

/** Which roles a group of each type takes: writers write copy, proofreaders proofread. */
export const ROLES_OF_GROUP: Record<LinguistGroupType, LinguistRole[]> = {
  copywriting: ['copywriter', 'translator'],
  proofreading: ['proofreader'],
};

const GROUP_COLUMNS = `g.id, g.name, g.type, g.created_at AS "createdAt",
  (SELECT count(*) FROM linguist_group_members m WHERE m.group_id = g.id)::int AS "membersCount"`;

interface GroupRow {
  id: number;
  name: string;
  type: LinguistGroupType;
  createdAt: Date;
  membersCount: number;
}

const toGroup = (row: GroupRow): LinguistGroup => ({ ...row, createdAt: row.createdAt.toISOString() });

function selectGroups(where: string, replacements: Record<string, unknown>, transaction?: Transaction): Promise<GroupRow[]> {
  return database().query<GroupRow>(`SELECT ${GROUP_COLUMNS} FROM linguist_groups g WHERE ${where} ORDER BY g.name, g.id`, {
    type: QueryTypes.SELECT,
    replacements,
    transaction,
  });
}

export async function listGroups(clientId: number, type?: LinguistGroupType): Promise<LinguistGroup[]> {
  const rows = await selectGroups('g.client_id = :clientId AND (:type::text IS NULL OR g.type = :type)', { clientId, type: type ?? null });
  return rows.map(toGroup);
}

async function findGroup(clientId: number, groupId: number, transaction?: Transaction): Promise<GroupRow> {
  const [row] = await selectGroups('g.id = :groupId AND g.client_id = :clientId', { clientId, groupId }, transaction);
  if (!row) throw AppError.notFound('Group');
  return row;
}

export async function createGroup(clientId: number, name: string, type: LinguistGroupType, transaction?: Transaction): Promise<LinguistGroup> {
  const [row] = await database().query<{ id: number }>(
    'INSERT INTO linguist_groups (client_id, name, type) VALUES (:clientId, :name, :type) RETURNING id',
    { type: QueryTypes.SELECT, replacements: { clientId, name, type }, transaction },
  );
  return toGroup(await findGroup(clientId, row.id, transaction));
}

export async function renameGroup(clientId: number, groupId: number, name: string): Promise<LinguistGroup> {
  const [row] = await database().query<{ id: number }>(
    'UPDATE linguist_groups SET name = :name, updated_at = now() WHERE id = :groupId AND client_id = :clientId RETURNING id',
    { type: QueryTypes.SELECT, replacements: { clientId, groupId, name } },
  );
  if (!row) throw AppError.notFound('Group');
  return toGroup(await findGroup(clientId, groupId));
}

/** Orders keep naming the group they were given to, so a group that got one stays (decision 027). */
export async function deleteGroup(clientId: number, groupId: number): Promise<void> {
  await findGroup(clientId, groupId);
  try {
    await database().query('DELETE FROM linguist_groups WHERE id = :groupId AND client_id = :clientId', { replacements: { clientId, groupId } });
  } catch (error) {
    if (error instanceof ForeignKeyConstraintError) throw AppError.conflict('This group has orders and cannot be deleted');
    throw error;
  }
}

export async function getGroup(clientId: number, groupId: number): Promise<LinguistGroupDetail> {
  const group = await findGroup(clientId, groupId);
  const view = await clientView(clientId);
  const members = await database().query<LinguistItemRow>(
    `SELECT ${LINGUIST_ITEM_COLUMNS}
       FROM linguist_group_members m JOIN linguists l ON l.id = m.linguist_id ${LINGUIST_ITEM_JOINS}
      WHERE m.group_id = :groupId
      ORDER BY l.nickname, l.id`,
    { type: QueryTypes.SELECT, replacements: { groupId, clientId, currencyId: view.currencyId } },
  );
  return { ...toGroup(group), members: members.map((row) => toLinguistItem(row, view.currency)) };
}

/** The client's groups the linguist is a member of. */
export async function groupsOfLinguist(clientId: number, linguistId: number, transaction?: Transaction): Promise<LinguistGroup[]> {
  await findListedLinguist(linguistId, transaction);
  const rows = await selectGroups(
    'g.client_id = :clientId AND EXISTS (SELECT 1 FROM linguist_group_members m WHERE m.group_id = g.id AND m.linguist_id = :linguistId)',
    { clientId, linguistId },
    transaction,
  );
  return rows.map(toGroup);
}

/** Every id must be a group of the client: one foreign or unknown id fails the whole request with 404. */
async function ownGroups(clientId: number, groupsId: number[], transaction: Transaction): Promise<GroupRow[]> {
  const rows = await selectGroups('g.client_id = :clientId AND g.id = ANY(:groupsId::int[])', { clientId, groupsId: `{${groupsId.join(',')}}` }, transaction);
  if (rows.length !== new Set(groupsId).size) throw AppError.notFound('Group');
  return rows;
}

/** PUT /client/linguist/:id/groups: adds her to those groups; a blocked linguist or a group of the wrong type fails. */
export function addLinguistToGroups(clientId: number, linguistId: number, groupsId: number[], outer?: Transaction): Promise<LinguistGroup[]> {
  return inTransaction(outer, async (transaction) => {
    const linguist = await findListedLinguist(linguistId, transaction);
    await lockClientLinguist(clientId, linguistId, transaction);
    const groups = await ownGroups(clientId, groupsId, transaction);
    if ((await relationOf(clientId, linguistId, transaction)) === 'BLOCKED') {
      throw AppError.conflict('This linguist is blocked: unblock her before adding her to a group');
    }
    const wrongType = groups.filter((group) => !ROLES_OF_GROUP[group.type].some((role) => linguist.roles.includes(role)));
    if (wrongType.length) {
      const message = `The linguist cannot join ${wrongType.map((g) => `the ${g.type} group "${g.name}"`).join(', ')}: ${wrongType[0].type} groups take ${ROLES_OF_GROUP[wrongType[0].type].join(' or ')}s`;
      throw AppError.unprocessable(message, { groupsId: [message] });
    }
    await database().query(
      `INSERT INTO linguist_group_members (group_id, linguist_id)
       SELECT unnest(:groupsId::int[]), :linguistId ON CONFLICT DO NOTHING`,
      { replacements: { groupsId: `{${groupsId.join(',')}}`, linguistId }, transaction },
    );
    return groupsOfLinguist(clientId, linguistId, transaction);
  });
}

/** DELETE /client/linguist/:id/groups: removes her from those of the client's groups. */
export function removeLinguistFromGroups(clientId: number, linguistId: number, groupsId: number[]): Promise<LinguistGroup[]> {
  return database().transaction(async (transaction) => {
    await findListedLinguist(linguistId, transaction);
    await ownGroups(clientId, groupsId, transaction);
    await database().query('DELETE FROM linguist_group_members WHERE linguist_id = :linguistId AND group_id = ANY(:groupsId::int[])', {
      replacements: { groupsId: `{${groupsId.join(',')}}`, linguistId },
      transaction,
    });
    return groupsOfLinguist(clientId, linguistId, transaction);
  });
}
