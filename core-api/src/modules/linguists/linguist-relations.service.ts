import type { LinguistRelationAnswer } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import type { Transaction } from 'sequelize';
import { database } from '../../shared/database.js';
import { inTransaction } from './client-view.js';
import { findListedLinguist, lockClientLinguist, relationOf } from './client-view.js';

const BLOCKED_MESSAGE = 'This linguist is blocked: unblock her first';

export function bookmarkLinguist(clientId: number, linguistId: number, outer?: Transaction): Promise<LinguistRelationAnswer> {
  return inTransaction(outer, async (transaction) => {
    await findListedLinguist(linguistId, transaction);
    await lockClientLinguist(clientId, linguistId, transaction);
    if ((await relationOf(clientId, linguistId, transaction)) === 'BLOCKED') throw AppError.conflict(BLOCKED_MESSAGE);
    await database().query(
      "INSERT INTO client_linguist_relations (client_id, linguist_id, relation) VALUES (:clientId, :linguistId, 'BOOKMARKED') ON CONFLICT DO NOTHING",
      { replacements: { clientId, linguistId }, transaction },
    );
    return { relation: 'BOOKMARKED' };
  });
}

/** Unbookmarking a blocked linguist leaves the block alone. */
export async function unbookmarkLinguist(clientId: number, linguistId: number): Promise<LinguistRelationAnswer> {
  await findListedLinguist(linguistId);
  await database().query(
    "DELETE FROM client_linguist_relations WHERE client_id = :clientId AND linguist_id = :linguistId AND relation = 'BOOKMARKED'",
    { replacements: { clientId, linguistId } },
  );
  return { relation: await relationOf(clientId, linguistId) };
}

/**
 * A block replaces the bookmark and takes her out of every group of the client (decision 027): she must not see
 * the client's group orders, and the client's lists never show a blocked member.
 */
export function blockLinguist(clientId: number, linguistId: number, outer?: Transaction): Promise<LinguistRelationAnswer> {
  return inTransaction(outer, async (transaction) => {
    await findListedLinguist(linguistId, transaction);
    await lockClientLinguist(clientId, linguistId, transaction);
    await database().query(
      `INSERT INTO client_linguist_relations (client_id, linguist_id, relation) VALUES (:clientId, :linguistId, 'BLOCKED')
       ON CONFLICT (client_id, linguist_id) DO UPDATE SET relation = 'BLOCKED', created_at = now()`,
      { replacements: { clientId, linguistId }, transaction },
    );
    await database().query(
      `DELETE FROM linguist_group_members m USING linguist_groups g
        WHERE g.id = m.group_id AND g.client_id = :clientId AND m.linguist_id = :linguistId`,
      { replacements: { clientId, linguistId }, transaction },
    );
    return { relation: 'BLOCKED' };
  });
}

/** Unblocking restores nothing: the bookmark and memberships the block removed stay removed. */
export async function unblockLinguist(clientId: number, linguistId: number): Promise<LinguistRelationAnswer> {
  await findListedLinguist(linguistId);
  await database().query(
    "DELETE FROM client_linguist_relations WHERE client_id = :clientId AND linguist_id = :linguistId AND relation = 'BLOCKED'",
    { replacements: { clientId, linguistId } },
  );
  return { relation: await relationOf(clientId, linguistId) };
}
