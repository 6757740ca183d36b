import { QueryTypes, type Transaction } from 'sequelize';
import type {
  AdminCappedPage,
  AdminClientLinguistItem,
  AdminGroupsQuery,
  AdminLinguistGroup,
  AdminLinguistGroupDetail,
  AdminLinguistOrderRow,
  LinguistGroup,
  LinguistGroupType,
  LinguistProfileWithAvailability,
  LinguistRelationAction,
  LinguistRelationAnswer,
  LinguistRole,
  Page,
} from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { clientStaffNameOfSql, clientsNamedLikeSql, findClientById } from '../users/index.js';
import { database } from '../../shared/database.js';
import type { AdminClientLinguists, AdminLinguistOrders } from './admin-linguists.schema.js';
import { requireLinguist } from './admin-linguist-ids.js';
import { CAPPED_COUNT_LIMIT, cappedTotal } from './admin-list-totals.js';
import { ordersWithClientSql, WORKED_WITH_CLIENT } from './client-linguist-orders.sql.js';
import { clientView } from './client-view.js';
import { addLinguistToGroups, getGroup, listGroups, renameGroup, ROLES_OF_GROUP } from './linguist-groups.service.js';
import { LINGUIST_ITEM_COLUMNS, LINGUIST_ITEM_JOINS, toLinguistItem, type LinguistItemRow } from './linguist-items.sql.js';
import { blockLinguist, bookmarkLinguist, unblockLinguist, unbookmarkLinguist } from './linguist-relations.service.js';
import { linguistProfileForClient } from './client-linguist-tabs.service.js';

// Staff act on a client's behalf through the client's own use cases, so the rules (blocked cannot join, the
// group's type must match, 404 for ids not of that client) are one code path for both (decision 029).

async function requireClient(clientId: number): Promise<void> {
  if (!(await findClientById(clientId))) throw AppError.notFound('Client');
}

interface GroupOwner {
  clientId: number;
  clientName: string | null;
}

async function ownerOfGroup(groupId: number, transaction?: Transaction): Promise<GroupOwner> {
  const [row] = await database().query<GroupOwner>(
    `SELECT g.client_id AS "clientId", ${clientStaffNameOfSql('g.client_id')} AS "clientName" FROM linguist_groups g WHERE g.id = :groupId`,
    { type: QueryTypes.SELECT, replacements: { groupId }, transaction },
  );
  if (!row) throw AppError.notFound('Group');
  return row;
}

/** GET /admin/group/:id: the group with its members as its client sees them. */
export async function groupForAdmin(groupId: number): Promise<AdminLinguistGroupDetail> {
  const owner = await ownerOfGroup(groupId);
  const group = await getGroup(owner.clientId, groupId);
  return { ...group, client: { id: owner.clientId, name: owner.clientName } };
}

export async function renameGroupForAdmin(groupId: number, name: string): Promise<AdminLinguistGroupDetail> {
  const owner = await ownerOfGroup(groupId);
  await renameGroup(owner.clientId, groupId, name);
  return groupForAdmin(groupId);
}

/** POST /admin/group/:id/linguists: all or none; the client's rule names the field staff sent. */
export async function addLinguistsToGroupForAdmin(groupId: number, linguistIds: number[]): Promise<AdminLinguistGroupDetail> {
  await database().transaction(async (transaction) => {
    const owner = await ownerOfGroup(groupId, transaction);
    for (const linguistId of linguistIds) {
      try {
        await addLinguistToGroups(owner.clientId, linguistId, [groupId], transaction);
      } catch (error) {
        if (error instanceof AppError && error.httpStatus === 422) throw error.withDetails({ linguistIds: [`Linguist ${linguistId}: ${error.message}`] });
        throw error;
      }
    }
  });
  return groupForAdmin(groupId);
}

/** DELETE /admin/group/:id/linguist/:linguistId: a closed linguist can be taken out too. */
export async function removeLinguistFromGroupForAdmin(groupId: number, linguistId: number): Promise<void> {
  await ownerOfGroup(groupId);
  const [removed] = await database().query<{ linguistId: number }>(
    'DELETE FROM linguist_group_members WHERE group_id = :groupId AND linguist_id = :linguistId RETURNING linguist_id AS "linguistId"',
    { type: QueryTypes.SELECT, replacements: { groupId, linguistId } },
  );
  if (!removed) throw AppError.notFound('Member');
}

/** After her roles changed: out of every group whose type her roles no longer serve (decision 027's type rule). */
export async function dropMembershipsRolesNoLongerServe(linguistId: number, roles: LinguistRole[], transaction: Transaction): Promise<void> {
  const unserved = (Object.keys(ROLES_OF_GROUP) as LinguistGroupType[]).filter((type) => !ROLES_OF_GROUP[type].some((role) => roles.includes(role)));
  if (!unserved.length) return;
  await database().query(
    `DELETE FROM linguist_group_members m USING linguist_groups g
      WHERE g.id = m.group_id AND m.linguist_id = :linguistId AND g.type = ANY(:types::text[])`,
    { replacements: { linguistId, types: `{${unserved.join(',')}}` }, transaction },
  );
}

/** GET /admin/linguist/:id/groups: every client's groups she is in. */
export async function groupsOfLinguistForAdmin(linguistId: number): Promise<AdminLinguistGroup[]> {
  await requireLinguist(linguistId);
  const rows = await database().query<LinguistGroup & { createdAt: Date; clientId: number; clientName: string | null }>(
    `SELECT g.id, g.name, g.type, g.created_at AS "createdAt",
            (SELECT count(*) FROM linguist_group_members x WHERE x.group_id = g.id)::int AS "membersCount",
            g.client_id AS "clientId", ${clientStaffNameOfSql('g.client_id')} AS "clientName"
       FROM linguist_group_members m JOIN linguist_groups g ON g.id = m.group_id
      WHERE m.linguist_id = :linguistId
      ORDER BY g.client_id, g.name, g.id`,
    { type: QueryTypes.SELECT, replacements: { linguistId } },
  );
  return rows.map(({ clientId, clientName, ...group }) => ({ ...group, createdAt: group.createdAt.toISOString(), client: { id: clientId, name: clientName } }));
}

export type AdminGroupsSearch = AdminGroupsQuery & { limit: number; offset: number };

/**
 * GET /admin/groups: every client's groups, newest first, the page and the total in one statement. Each word must
 * match the group's name or its client's name; a number also matches the group's id. The page walks
 * `linguist_groups_created_idx` and names only its own rows' clients; a word finds its groups through the name's
 * trigram index and the ids of the clients named like it. The total is exact up to 1,000 matches, then the cap
 * with `totalCapped`; `limit=0` counts exactly (decision 034, admin lists).
 */
export async function searchGroupsForAdmin(query: AdminGroupsSearch): Promise<AdminCappedPage<AdminLinguistGroup>> {
  const where: string[] = [];
  const replacements: Record<string, unknown> = { limit: query.limit, offset: query.offset };
  const words = query.search?.split(/\s+/).filter(Boolean) ?? [];
  words.forEach((word, index) => {
    const idMatch = /^\d{1,9}$/.test(word) ? ` OR g.id = :id${index}` : '';
    where.push(`(g.name ILIKE :w${index} ESCAPE '\\' OR g.client_id = ANY(ARRAY(${clientsNamedLikeSql(`w${index}`)}))${idMatch})`);
    replacements[`w${index}`] = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    if (idMatch) replacements[`id${index}`] = Number(word);
  });
  if (query.type) {
    where.push('g.type = :type');
    replacements.type = query.type;
  }
  const filter = where.length ? where.join(' AND ') : 'true';
  const exact = query.limit === 0;
  const rows = await database().query<LinguistGroup & { total: string; createdAt: Date; clientId: number; clientName: string | null }>(
    `SELECT t.total, item.*
       FROM (SELECT count(*) AS total FROM (SELECT 1 FROM linguist_groups g WHERE ${filter}${exact ? '' : ` LIMIT ${CAPPED_COUNT_LIMIT}`}) m) t
       LEFT JOIN LATERAL (
         SELECT g.id, g.name, g.type, g.created_at AS "createdAt",
                (SELECT count(*) FROM linguist_group_members m WHERE m.group_id = g.id)::int AS "membersCount",
                g.client_id AS "clientId", ${clientStaffNameOfSql('g.client_id')} AS "clientName"
           FROM linguist_groups g WHERE ${filter}
          ORDER BY g.created_at DESC, g.id DESC LIMIT :limit OFFSET :offset
       ) item ON true`,
    { type: QueryTypes.SELECT, replacements },
  );
  return {
    ...cappedTotal(Number(rows[0]?.total ?? 0), exact),
    data: rows
      .filter((row) => row.id !== null)
      .map(({ total: _total, clientId, clientName, ...group }) => ({ ...group, createdAt: group.createdAt.toISOString(), client: { id: clientId, name: clientName } })),
  };
}

interface OrderRow {
  total: string;
  id: number | null;
  clientId: number;
  clientName: string | null;
  title: string;
  projectId: number;
  type: AdminLinguistOrderRow['type'];
  level: string;
  culture: string;
  languageName: string;
  role: AdminLinguistOrderRow['role'];
  status: AdminLinguistOrderRow['status'];
  minWords: number;
  maxWords: number;
  finalWords: number | null;
  priceMin: string;
  priceMax: string;
  priceFinal: string | null;
  currency: AdminLinguistOrderRow['price']['currency'];
  createdAt: Date;
  acceptedAt: Date | null;
}

/** GET /admin/linguist/:id/orders: every client's orders she wrote or proofread, newest first, read by her indexes. */
export async function ordersOfLinguistForAdmin(linguistId: number, query: AdminLinguistOrders): Promise<Page<AdminLinguistOrderRow>> {
  await requireLinguist(linguistId);
  const statuses = query.status?.length ? `{${query.status.join(',')}}` : null;
  const rows = await database().query<OrderRow>(
    `WITH held AS MATERIALIZED (
       SELECT id FROM orders WHERE writer_id = :linguistId AND (:statuses::text[] IS NULL OR status = ANY(:statuses::text[]))
       UNION SELECT id FROM orders WHERE proofreader_id = :linguistId AND (:statuses::text[] IS NULL OR status = ANY(:statuses::text[]))
     )
     SELECT t.total, o.*
       FROM (SELECT count(*) AS total FROM held) t
       LEFT JOIN LATERAL (
         SELECT o.id, o.client_id AS "clientId", ${clientStaffNameOfSql('o.client_id')} AS "clientName",
                o.title, o.project_id AS "projectId", o.type, o.level_code AS level, g.culture, g.name AS "languageName",
                CASE WHEN o.writer_id = :linguistId THEN 'writer' ELSE 'proofreader' END AS role, o.status,
                o.min_words AS "minWords", o.max_words AS "maxWords", o.final_words AS "finalWords",
                o.price_min AS "priceMin", o.price_max AS "priceMax", o.price_final AS "priceFinal", o.currency,
                o.created_at AS "createdAt", o.accepted_at AS "acceptedAt"
           FROM held JOIN orders o ON o.id = held.id JOIN languages g ON g.id = o.language_id
          ORDER BY o.created_at DESC, o.id DESC LIMIT :limit OFFSET :offset
       ) o ON true
      ORDER BY o."createdAt" DESC, o.id DESC`,
    { type: QueryTypes.SELECT, replacements: { linguistId, statuses, limit: query.limit, offset: query.offset } },
  );
  const data = rows.flatMap((row): AdminLinguistOrderRow[] =>
    row.id === null
      ? []
      : [
          {
            id: row.id,
            client: { id: row.clientId, name: row.clientName },
            title: row.title,
            projectId: row.projectId,
            type: row.type,
            level: row.level,
            language: { culture: row.culture, name: row.languageName },
            role: row.role,
            status: row.status,
            words: { min: row.minWords, max: row.maxWords, final: row.finalWords },
            price: { min: Number(row.priceMin), max: Number(row.priceMax), final: row.priceFinal === null ? null : Number(row.priceFinal), currency: row.currency },
            createdAt: row.createdAt.toISOString(),
            acceptedAt: row.acceptedAt?.toISOString() ?? null,
          },
        ],
  );
  return { total: Number(rows[0]?.total ?? 0), data };
}

// The client page (admin spec §2.1 client tabs linguists and groups).

/**
 * GET /admin/client/:id/linguists: the linguists the client bookmarked, blocked or worked with, any status, by
 * nickname. The related ids are collected once (every one is a linguist: the relations and orders reference her);
 * the page walks `linguists_nickname_idx`, keeping the related, and only its rows are joined to their columns.
 * `IS TRUE` and OFFSET 0 keep PostgreSQL from hashing all 50,000 linguists to join them instead.
 */
export async function clientLinguistsForAdmin(clientId: number, query: AdminClientLinguists): Promise<Page<AdminClientLinguistItem>> {
  const view = await clientView(clientId, () => AppError.notFound('Client'));
  const sets = {
    bookmarked: "SELECT linguist_id AS id FROM client_linguist_relations WHERE client_id = :clientId AND relation = 'BOOKMARKED'",
    blocked: "SELECT linguist_id AS id FROM client_linguist_relations WHERE client_id = :clientId AND relation = 'BLOCKED'",
    workedWith: `SELECT w.id FROM ${WORKED_WITH_CLIENT} w`,
  };
  const related = query.relation ? sets[query.relation] : `SELECT linguist_id FROM client_linguist_relations WHERE client_id = :clientId UNION ${sets.workedWith}`;
  const replacements: Record<string, unknown> = { clientId, currencyId: view.currencyId, limit: query.limit, offset: query.offset };
  let search = '';
  if (query.search) {
    search = "AND x.nickname ILIKE :pattern ESCAPE '\\'";
    replacements.pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  }
  const count = search
    ? `SELECT count(*) AS total FROM related r JOIN linguists x ON x.id = r.id WHERE true ${search}`
    : 'SELECT count(*) AS total FROM related';
  const rows = await database().query<LinguistItemRow & { total: string; status: AdminClientLinguistItem['status']; ordersWithClient: number }>(
    `WITH related AS MATERIALIZED (SELECT r.id FROM (${related}) r(id))
     SELECT t.total, item.*
       FROM (${count}) t
       LEFT JOIN LATERAL (
         SELECT ${LINGUIST_ITEM_COLUMNS}, l.status,
                ${ordersWithClientSql('l.id')}::int AS "ordersWithClient"
           FROM (SELECT x.id FROM linguists x WHERE (x.id IN (SELECT r.id FROM related r)) IS TRUE ${search}
                  ORDER BY x.nickname, x.id LIMIT :limit OFFSET :offset) page
           JOIN linguists l ON l.id = page.id ${LINGUIST_ITEM_JOINS}
          ORDER BY l.nickname, l.id
       ) item ON true
      ORDER BY item.nickname, item.id`,
    { type: QueryTypes.SELECT, replacements },
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    data: rows.filter((row) => row.id !== null).map((row) => ({ ...toLinguistItem(row, view.currency), status: row.status, ordersWithClient: row.ordersWithClient })),
  };
}

/** GET /admin/client/:id/linguist/:linguistId: her profile as the client sees it. */
export async function clientLinguistForAdmin(clientId: number, linguistId: number): Promise<LinguistProfileWithAvailability> {
  await requireClient(clientId);
  return linguistProfileForClient(clientId, linguistId);
}

export async function clientGroupsForAdmin(clientId: number, type?: LinguistGroupType): Promise<LinguistGroup[]> {
  await requireClient(clientId);
  return listGroups(clientId, type);
}

const RELATION_CHANGES: Record<LinguistRelationAction, (clientId: number, linguistId: number) => Promise<LinguistRelationAnswer>> = {
  bookmark: bookmarkLinguist,
  unbookmark: unbookmarkLinguist,
  block: blockLinguist,
  unblock: unblockLinguist,
};

/** PUT /admin/client/:clientId/linguist/:linguistId/:action */
export async function changeRelationForAdmin(clientId: number, linguistId: number, action: LinguistRelationAction): Promise<LinguistRelationAnswer> {
  await requireClient(clientId);
  return RELATION_CHANGES[action](clientId, linguistId);
}
