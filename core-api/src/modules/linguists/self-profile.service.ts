import { randomUUID } from 'node:crypto';
import { QueryTypes, type Transaction } from 'sequelize';
import {
  DEFAULT_LINGUIST_NOTIFICATION_SETTINGS,
  type ClassificationRef,
  type LanguageProficiency,
  type SelfAvatar,
  type SelfClassification,
  type SelfClassificationBody,
  type SelfLanguage,
  type SelfLanguagesBody,
  type SelfNotificationSettings,
  type SelfProfile,
  type SelfProfilePatch,
} from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { accountCurrency, findCountry } from '../reference/index.js';
import { findLinguistById, updateOwnLinguistAccount, type LinguistAccount } from '../users/index.js';
import { database } from '../../shared/database.js';
import type { VerifiedUpload } from '../../http/file-upload.js';
import { initialsOf } from './linguist-items.sql.js';
import { setLinguistAvatar, setLinguistInterests, setLinguistLanguages } from './linguist-profiles.service.js';
import { liveLinguistStats } from './linguist-stats.js';
import { availabilityOf, setAvailability } from './linguist-availability.service.js';

const AVATAR_PATH = '/linguist/avatar/';

/** The signed-in linguist's account; a token of a deleted account is a sign-in problem, not a 404. */
export async function selfAccount(linguistId: number, transaction?: Transaction): Promise<LinguistAccount> {
  const linguist = await findLinguistById(linguistId, transaction);
  if (!linguist) throw AppError.unauthenticated('Your account no longer exists, please sign in again');
  return linguist;
}

/** Every statement here writes her own row: the profile row is created on first write. */
async function ensureProfileRow(linguistId: number, transaction: Transaction): Promise<void> {
  await database().query('INSERT INTO linguist_profiles (linguist_id) VALUES (:linguistId) ON CONFLICT (linguist_id) DO NOTHING', {
    replacements: { linguistId },
    transaction,
  });
}

interface ProfileRow {
  avatarPath: string | null;
  notificationSettings: Partial<SelfNotificationSettings> | null;
  academicDegreeId: number | null;
  academicFieldId: number | null;
}

async function profileRow(linguistId: number, transaction?: Transaction): Promise<ProfileRow | undefined> {
  const [row] = await database().query<ProfileRow>(
    `SELECT avatar_path AS "avatarPath", notification_settings AS "notificationSettings", academic_degree_id AS "academicDegreeId", academic_field_id AS "academicFieldId"
       FROM linguist_profiles WHERE linguist_id = :linguistId`,
    { type: QueryTypes.SELECT, replacements: { linguistId }, transaction },
  );
  return row;
}

async function selfLanguages(linguistId: number, transaction?: Transaction): Promise<SelfLanguage[]> {
  return database().query<SelfLanguage>(
    `SELECT g.culture, g.name, ll.proficiency FROM linguist_languages ll JOIN languages g ON g.id = ll.language_id
      WHERE ll.linguist_id = :linguistId ORDER BY g.culture`,
    { type: QueryTypes.SELECT, replacements: { linguistId }, transaction },
  );
}

export async function getSelfProfile(linguistId: number): Promise<SelfProfile> {
  const account = await selfAccount(linguistId);
  const [row, languages, stats, currency, availability] = await Promise.all([
    profileRow(linguistId),
    selfLanguages(linguistId),
    liveLinguistStats(linguistId),
    accountCurrency(account.currencyId),
    availabilityOf(linguistId),
  ]);
  return {
    id: account.id,
    email: account.email,
    nickname: account.nickname ?? null,
    firstName: account.firstName,
    lastName: account.lastName,
    country: account.country?.trim() ?? null,
    level: account.level ?? null,
    roles: account.roles,
    currency: currency.iso4217,
    avatar: row?.avatarPath ?? null,
    initials: initialsOf({ nickname: account.nickname ?? null, firstName: account.firstName, lastName: account.lastName }),
    availability,
    languages,
    stats,
  };
}

export async function patchSelfProfile(linguistId: number, patch: SelfProfilePatch): Promise<SelfProfile> {
  await selfAccount(linguistId);
  if (patch.country && !(await findCountry(patch.country))) throw AppError.unprocessable(`Unknown country ${patch.country}`, { country: ['Unknown country'] });
  await database().transaction(async (transaction) => {
    await updateOwnLinguistAccount(
      linguistId,
      { nickname: patch.nickname, firstName: patch.firstName, lastName: patch.lastName, country: patch.country?.toUpperCase() ?? patch.country },
      transaction,
    );
    if (patch.availability) await setAvailability(linguistId, patch.availability, transaction);
  });
  return getSelfProfile(linguistId);
}

/** Ids of `table` among `ids` that do not exist; the reference catalogues are read-only here. */
async function unknownIds(table: 'text_topics' | 'industry_expertises' | 'academic_degrees' | 'academic_fields', ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const found = await database().query<{ id: number }>(`SELECT id FROM ${table} WHERE id = ANY(:ids::int[])`, {
    type: QueryTypes.SELECT,
    replacements: { ids: `{${ids.join(',')}}` },
  });
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

export async function getSelfClassification(linguistId: number): Promise<SelfClassification> {
  const [row] = await database().query<{
    interests: ClassificationRef[];
    industryExpertises: ClassificationRef[];
    academicDegree: ClassificationRef | null;
    academicField: ClassificationRef | null;
  }>(
    `SELECT COALESCE((SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.name)
                        FROM linguist_interests li JOIN text_topics t ON t.id = li.text_topic_id WHERE li.linguist_id = :linguistId), '[]') AS interests,
            COALESCE((SELECT json_agg(json_build_object('id', e.id, 'name', e.name) ORDER BY e.name)
                        FROM linguist_industry_expertises le JOIN industry_expertises e ON e.id = le.industry_expertise_id
                       WHERE le.linguist_id = :linguistId), '[]') AS "industryExpertises",
            (SELECT json_build_object('id', d.id, 'name', d.name) FROM linguist_profiles p JOIN academic_degrees d ON d.id = p.academic_degree_id
              WHERE p.linguist_id = :linguistId) AS "academicDegree",
            (SELECT json_build_object('id', f.id, 'name', f.name) FROM linguist_profiles p JOIN academic_fields f ON f.id = p.academic_field_id
              WHERE p.linguist_id = :linguistId) AS "academicField"`,
    { type: QueryTypes.SELECT, replacements: { linguistId } },
  );
  return row;
}

export async function putSelfClassification(linguistId: number, body: SelfClassificationBody): Promise<SelfClassification> {
  await selfAccount(linguistId);
  const problems: Record<string, string[]> = {};
  const checks = [
    ['interests', 'text_topics', body.interests],
    ['industryExpertises', 'industry_expertises', body.industryExpertises],
    ['academicDegreeId', 'academic_degrees', body.academicDegreeId === null ? [] : [body.academicDegreeId]],
    ['academicFieldId', 'academic_fields', body.academicFieldId === null ? [] : [body.academicFieldId]],
  ] as const;
  for (const [field, table, ids] of checks) {
    const unknown = await unknownIds(table, ids);
    if (unknown.length) problems[field] = [`Unknown id ${unknown.join(', ')}`];
  }
  if (Object.keys(problems).length) throw AppError.unprocessable('Some ids are not in the catalogues', problems);
  await database().transaction(async (transaction) => {
    await setLinguistInterests(linguistId, body.interests, transaction);
    await database().query('DELETE FROM linguist_industry_expertises WHERE linguist_id = :linguistId', { replacements: { linguistId }, transaction });
    await database().query(
      'INSERT INTO linguist_industry_expertises (linguist_id, industry_expertise_id) SELECT :linguistId, unnest(:ids::int[]) ON CONFLICT DO NOTHING',
      { replacements: { linguistId, ids: `{${body.industryExpertises.join(',')}}` }, transaction },
    );
    await ensureProfileRow(linguistId, transaction);
    await database().query(
      'UPDATE linguist_profiles SET academic_degree_id = :degree, academic_field_id = :field, updated_at = now() WHERE linguist_id = :linguistId',
      { replacements: { linguistId, degree: body.academicDegreeId, field: body.academicFieldId }, transaction },
    );
  });
  return getSelfClassification(linguistId);
}

/** Replaces her languages (setLinguistLanguages, 422 for an unknown culture) and sets each one's proficiency. */
export async function putSelfLanguages(linguistId: number, body: SelfLanguagesBody): Promise<SelfLanguage[]> {
  await selfAccount(linguistId);
  return database().transaction(async (transaction) => {
    await setLinguistLanguages(linguistId, body.languages.map((language) => language.culture), transaction);
    const proficiencies: Record<string, LanguageProficiency | null> = Object.fromEntries(
      body.languages.map((language) => [language.culture.toLowerCase(), language.proficiency ?? null]),
    );
    await database().query(
      `UPDATE linguist_languages ll SET proficiency = (:proficiencies::jsonb ->> lower(g.culture))
         FROM languages g WHERE g.id = ll.language_id AND ll.linguist_id = :linguistId`,
      { replacements: { linguistId, proficiencies: JSON.stringify(proficiencies) }, transaction },
    );
    return selfLanguages(linguistId, transaction);
  });
}

/** A new id per upload, so the image answer may be cached for a year (decision 030). */
export async function saveSelfAvatar(linguistId: number, file: VerifiedUpload): Promise<SelfAvatar> {
  await selfAccount(linguistId);
  const avatar = `${AVATAR_PATH}${randomUUID()}`;
  await database().transaction(async (transaction) => {
    await database().query('DELETE FROM linguist_avatars WHERE linguist_id = :linguistId', { replacements: { linguistId }, transaction });
    await database().query(
      'INSERT INTO linguist_avatars (id, linguist_id, content_type, content) VALUES (:id, :linguistId, :contentType, :content)',
      { replacements: { id: avatar.slice(AVATAR_PATH.length), linguistId, contentType: file.contentType, content: file.content }, transaction },
    );
    await setLinguistAvatar(linguistId, avatar, transaction);
  });
  return { avatar, contentType: file.contentType, bytes: file.bytes };
}

export async function deleteSelfAvatar(linguistId: number): Promise<void> {
  await database().transaction(async (transaction) => {
    await database().query('DELETE FROM linguist_avatars WHERE linguist_id = :linguistId', { replacements: { linguistId }, transaction });
    await setLinguistAvatar(linguistId, null, transaction);
  });
}

export interface AvatarImage {
  contentType: string;
  content: Buffer;
}

/** Any app may show any linguist's avatar: the id is unguessable and changes with every upload. */
export async function findAvatarImage(id: string): Promise<AvatarImage> {
  const [row] = await database().query<AvatarImage>('SELECT content_type AS "contentType", content FROM linguist_avatars WHERE id = :id', {
    type: QueryTypes.SELECT,
    replacements: { id },
  });
  if (!row) throw AppError.notFound('Avatar');
  return row;
}

/** A use case that mails her reads them inside its transaction, never waiting for a second pooled connection (decision 033). */
export async function getSelfNotificationSettings(linguistId: number, transaction?: Transaction): Promise<SelfNotificationSettings> {
  const row = await profileRow(linguistId, transaction);
  return { ...DEFAULT_LINGUIST_NOTIFICATION_SETTINGS, ...row?.notificationSettings };
}

export async function putSelfNotificationSettings(linguistId: number, change: Partial<SelfNotificationSettings>): Promise<SelfNotificationSettings> {
  await selfAccount(linguistId);
  await database().transaction(async (transaction) => {
    await ensureProfileRow(linguistId, transaction);
    await database().query(
      'UPDATE linguist_profiles SET notification_settings = notification_settings || :change::jsonb, updated_at = now() WHERE linguist_id = :linguistId',
      { replacements: { linguistId, change: JSON.stringify(change) }, transaction },
    );
  });
  return getSelfNotificationSettings(linguistId);
}
