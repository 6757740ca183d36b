import { QueryTypes, type Transaction } from 'sequelize';
import type {
  AccountStatus,
  AdminCappedPage,
  AdminLinguistCreated,
  AdminLinguistListItem,
  AdminLinguistPatch,
  AdminLinguistProfile,
  AdminLinguistSort,
  AdminLinguistStatusBody,
  LinguistStatusChange,
  NewAdminLinguistBody,
} from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { sendInvitation } from '../auth/index.js';
import type { LegalCheckProvider } from '../billing/index.js';
import { fitLinguistPricesToLevel } from '../pricing/index.js';
import { findCountry, findLanguagesByCultures, normaliseCulture } from '../reference/index.js';
import {
  createLinguistAccount,
  findAccountByEmail,
  fullNameSql,
  lockAccountEmail,
  setLinguistStatus,
  updateLinguistAccount,
} from '../users/index.js';
import { database } from '../../shared/database.js';
import type { Runtime } from '../../runtime.js';
import type { AdminLinguistSearch } from './admin-linguists.schema.js';
import { initialsOf } from './linguist-items.sql.js';
import { CAPPED_COUNT_LIMIT, cappedTotal } from './admin-list-totals.js';
import { setLinguistInterests, setLinguistLanguages } from './linguist-profiles.service.js';
import { dropMembershipsRolesNoLongerServe } from './admin-groups.service.js';
import { requireLinguist } from './admin-linguist-ids.js';
import { orderStatsOf } from './linguist-order-stats.js';
import { availabilityOf } from './linguist-availability.service.js';
import { checkLegalInfo, legalInfoOf, saveLegalInfo } from './linguist-legal-info.service.js';

const LANGUAGES_OF_L = `COALESCE((SELECT json_agg(json_build_object('culture', g.culture, 'name', g.name) ORDER BY g.culture)
  FROM linguist_languages ll JOIN languages g ON g.id = ll.language_id WHERE ll.linguist_id = l.id), '[]')`;

const ITEM_COLUMNS = `l.id, l.nickname, l.first_name AS "firstName", l.last_name AS "lastName", l.email, l.status, l.level, l.roles,
  ${LANGUAGES_OF_L} AS languages, l.country, trim(cur.iso4217) AS currency,
  COALESCE(s.total_orders, 0) AS "totalOrders", s.rating, l.created_at AS "createdAt"`;

const ITEM_JOINS = `LEFT JOIN currencies cur ON cur.id = l.currency_id LEFT JOIN linguist_stats s ON s.linguist_id = l.id`;

type ItemRow = Omit<AdminLinguistListItem, 'rating' | 'createdAt' | 'totalOrders'> & { rating: string | null; totalOrders: number | string; createdAt: Date };

const toItem = (row: ItemRow): AdminLinguistListItem => ({
  ...row,
  totalOrders: Number(row.totalOrders),
  rating: row.rating === null ? null : Number(row.rating),
  createdAt: row.createdAt.toISOString(),
});

const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Unknown cultures are a field error of the request (admin spec §8: a 400 carries the field errors). */
async function languageIdsOf(cultures: readonly string[], field: string): Promise<number[]> {
  const languages = await findLanguagesByCultures(cultures);
  const known = new Set(languages.map((language) => language.culture));
  const missing = cultures.filter((culture) => !known.has(normaliseCulture(culture)));
  if (missing.length) throw AppError.badRequest(`Unknown language ${missing.join(', ')}`, field);
  return languages.map((language) => language.id);
}

/**
 * GET /admin/linguists: every linguist, any status, newest first; the page and the total in one statement. The page
 * walks `linguists_created_idx` and stops after it; a search word finds its candidates through the trigram indexes
 * of the nickname, the names and the e-mail. The total is exact up to 1,000 matches (ADMIN_LINGUIST_LIST_TOTAL_CAP), then
 * the cap with `totalCapped` ("1,000+"); `limit=0` (the count alone) counts exactly (decision 034, admin lists).
 */
/** Each order walks an index: linguists_created_idx, the primary key, linguists_nickname_idx, linguists_email_key. */
const ORDER_BY: Record<AdminLinguistSort, string> = {
  created: 'l.created_at ASC, l.id ASC',
  '-created': 'l.created_at DESC, l.id DESC',
  id: 'l.id ASC',
  '-id': 'l.id DESC',
  nickname: 'l.nickname ASC, l.id ASC',
  '-nickname': 'l.nickname DESC, l.id DESC',
  email: 'lower(l.email) ASC',
  '-email': 'lower(l.email) DESC',
};

export async function searchLinguistsForAdmin(query: AdminLinguistSearch): Promise<AdminCappedPage<AdminLinguistListItem>> {
  const where: string[] = [];
  const replacements: Record<string, unknown> = { limit: query.limit, offset: query.offset };
  const words = query.search?.split(/\s+/).filter(Boolean) ?? [];
  words.forEach((word, index) => {
    // Each word must match somewhere, so "anna schmidt" finds Anna Schmidt; a number may be her id.
    const idMatch = /^\d{1,9}$/.test(word) ? ` OR l.id = :id${index}` : '';
    // The full name matches a word (no blank in it) exactly when the first or the last name does; those two
    // columns have trigram indexes, the trimmed concatenation could not.
    const names = `l.first_name ILIKE :w${index} ESCAPE '\\' OR l.last_name ILIKE :w${index} ESCAPE '\\'`;
    where.push(`(l.nickname ILIKE :w${index} ESCAPE '\\' OR ${names} OR l.email ILIKE :w${index} ESCAPE '\\'${idMatch})`);
    replacements[`w${index}`] = containsPattern(word);
    if (idMatch) replacements[`id${index}`] = Number(word);
  });
  if (query.status?.length) {
    where.push('l.status = ANY(:statuses::text[])');
    replacements.statuses = `{${query.status.join(',')}}`;
  }
  if (query.role?.length) {
    where.push('l.roles && :roles::text[]');
    replacements.roles = `{${query.role.join(',')}}`;
  }
  if (query.level?.length) {
    where.push('l.level = ANY(:levels::text[])');
    replacements.levels = `{${query.level.join(',')}}`;
  }
  if (query.language?.length) {
    where.push('EXISTS (SELECT 1 FROM linguist_languages ll WHERE ll.linguist_id = l.id AND ll.language_id = ANY(:languageIds::int[]))');
    replacements.languageIds = `{${(await languageIdsOf(query.language, 'language')).join(',')}}`;
  }
  const filter = where.length ? where.join(' AND ') : 'true';
  const exact = query.limit === 0;
  const rows = await database().query<ItemRow & { total: string }>(
    `SELECT t.total, item.*
       FROM (SELECT count(*) AS total FROM (SELECT 1 FROM linguists l WHERE ${filter}${exact ? '' : ` LIMIT ${CAPPED_COUNT_LIMIT}`}) m) t
       LEFT JOIN LATERAL (
         SELECT ${ITEM_COLUMNS} FROM linguists l ${ITEM_JOINS}
          WHERE ${filter} ORDER BY ${ORDER_BY[query.sort ?? '-created']} LIMIT :limit OFFSET :offset
       ) item ON true`,
    { type: QueryTypes.SELECT, replacements },
  );
  return { ...cappedTotal(Number(rows[0]?.total ?? 0), exact), data: rows.filter((row) => row.id !== null).map(toItem) };
}

async function logStatusChange(
  linguistId: number,
  from: AccountStatus | null,
  to: AccountStatus,
  reason: string,
  adminId: number,
  transaction: Transaction,
): Promise<void> {
  await database().query(
    'INSERT INTO linguist_status_history (linguist_id, "from", "to", reason, admin_id) VALUES (:linguistId, :from, :to, :reason, :adminId)',
    { replacements: { linguistId, from, to, reason, adminId }, transaction },
  );
}

/** What creating a linguist needs besides the database: her invitation mail and the VAT number check. */
export interface LinguistCreation {
  runtime: Pick<Runtime, 'config' | 'mailer'>;
  legalCheck: LegalCheckProvider;
}

/**
 * POST /admin/linguist: a PENDING_ACTIVATION account without a password, her languages, her invoicing data, the
 * first line of her status history, and the invitation mail with which she chooses her password (decision 031).
 * Field errors come first (400), then the legal check (422), which asks the registry before the transaction opens.
 * The e-mail lock makes the duplicate check hold against a registration at the same moment.
 */
export async function createLinguistForAdmin(creation: LinguistCreation, adminId: number, body: NewAdminLinguistBody): Promise<AdminLinguistCreated> {
  if (!(await findCountry(body.country))) throw AppError.badRequest(`Unknown country ${body.country}`, 'country');
  await languageIdsOf(body.languages, 'languages');
  const legalInfo = body.legalInfo ? await checkLegalInfo(body.legalInfo, creation.legalCheck) : null;
  return database().transaction(async (transaction) => {
    await lockAccountEmail('linguist', body.email, transaction);
    if (await findAccountByEmail('linguist', body.email, transaction)) throw AppError.conflict('A linguist with this e-mail address exists');
    const linguist = await createLinguistAccount(
      {
        email: body.email,
        passwordHash: null,
        status: 'PENDING_ACTIVATION',
        firstName: body.firstName,
        lastName: body.lastName,
        nickname: body.nickname ?? null,
        language: body.language ?? 'en',
        currency: body.currency,
        country: body.country,
        level: body.level,
        roles: body.roles,
      },
      transaction,
    );
    await setLinguistLanguages(linguist.id, body.languages, transaction);
    if (legalInfo) await saveLegalInfo(linguist.id, legalInfo, transaction);
    await logStatusChange(linguist.id, null, 'PENDING_ACTIVATION', 'Created by staff', adminId, transaction);
    await sendInvitation(creation.runtime, 'linguist', linguist, transaction);
    return { id: linguist.id };
  });
}

/** GET /admin/linguist/:id */
export async function linguistProfileForAdmin(linguistId: number): Promise<AdminLinguistProfile> {
  const [row] = await database().query<
    ItemRow & { avatar: string | null; servicesAvailable: AdminLinguistProfile['servicesAvailable']; language: AdminLinguistProfile['language']; interests: AdminLinguistProfile['interests'] }
  >(
    `SELECT ${ITEM_COLUMNS}, pr.avatar_path AS avatar, l.services_available AS "servicesAvailable", l.language,
            COALESCE((SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.name)
                        FROM linguist_interests li JOIN text_topics t ON t.id = li.text_topic_id WHERE li.linguist_id = l.id), '[]') AS interests
       FROM linguists l ${ITEM_JOINS} LEFT JOIN linguist_profiles pr ON pr.linguist_id = l.id
      WHERE l.id = :linguistId`,
    { type: QueryTypes.SELECT, replacements: { linguistId } },
  );
  if (!row) throw AppError.notFound('Linguist');
  const [stats, availability, legalInfo] = await Promise.all([
    orderStatsOf(linguistId),
    availabilityOf(linguistId),
    legalInfoOf(linguistId),
  ]);
  const { totalOrders: _cached, rating: _cachedRating, ...item } = toItem(row);
  return {
    ...item,
    avatar: row.avatar,
    initials: initialsOf(row),
    servicesAvailable: row.servicesAvailable,
    language: row.language,
    interests: row.interests,
    stats,
    availability,
    legalInfo,
  };
}

/**
 * PATCH /admin/linguist/:id: her account (users' row) and what she offers (this module's rows) in one transaction.
 * Dropping a role takes her out of the groups it served, so a group never holds a member of the wrong type; a new
 * level moves her prices into its range, so a direct order's price follows the level (decision 030).
 */
export async function updateLinguistForAdmin(linguistId: number, patch: AdminLinguistPatch): Promise<AdminLinguistProfile> {
  await database().transaction(async (transaction) => {
    const { languages, interests, ...account } = patch;
    const changed = await updateLinguistAccount(linguistId, account, transaction);
    if (!changed) throw AppError.notFound('Linguist');
    if (languages) {
      await languageIdsOf(languages, 'languages');
      await setLinguistLanguages(linguistId, languages, transaction);
    }
    if (interests) await setLinguistInterests(linguistId, interests, transaction);
    if (account.roles) await dropMembershipsRolesNoLongerServe(linguistId, changed.after.roles, transaction);
    if (changed.after.level && changed.after.level !== changed.before.level) {
      await fitLinguistPricesToLevel(linguistId, changed.after.level, transaction);
    }
  });
  return linguistProfileForAdmin(linguistId);
}

/** PUT /admin/linguist/:id/status: the change and its reason are one transaction, so no change goes unlogged. */
export async function setLinguistStatusForAdmin(adminId: number, linguistId: number, body: AdminLinguistStatusBody): Promise<AdminLinguistProfile> {
  await database().transaction(async (transaction) => {
    const from = await setLinguistStatus(linguistId, body.status, transaction);
    if (from === null) throw AppError.notFound('Linguist');
    if (from === body.status) throw AppError.conflict(`The account is ${body.status} already`);
    await logStatusChange(linguistId, from, body.status, body.reason, adminId, transaction);
  });
  return linguistProfileForAdmin(linguistId);
}

/** GET /admin/linguist/:id/status-history, newest first. */
export async function statusHistoryOf(linguistId: number): Promise<LinguistStatusChange[]> {
  await requireLinguist(linguistId);
  const rows = await database().query<{ id: number; from: AccountStatus | null; to: AccountStatus; reason: string; adminId: number | null; adminName: string | null; at: Date }>(
    `SELECT h.id, h."from", h."to", h.reason, a.id AS "adminId", COALESCE(${fullNameSql('a')}, a.email) AS "adminName", h.at
       FROM linguist_status_history h LEFT JOIN admins a ON a.id = h.admin_id
      WHERE h.linguist_id = :linguistId ORDER BY h.at DESC, h.id DESC`,
    { type: QueryTypes.SELECT, replacements: { linguistId } },
  );
  return rows.map((row) => ({
    id: row.id,
    from: row.from,
    to: row.to,
    reason: row.reason,
    admin: row.adminId === null ? null : { id: row.adminId, name: row.adminName ?? '' },
    at: row.at.toISOString(),
  }));
}
