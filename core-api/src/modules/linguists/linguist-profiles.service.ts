import type { Transaction } from 'sequelize';
import { AppError } from '@inkwell/service-kit';
import { findLanguagesByCultures, normaliseCulture } from '../reference/index.js';
import { database } from '../../shared/database.js';

/**
 * Replaces the languages a linguist writes in (cultures such as 'de-DE'); an unknown culture is a 422 naming it.
 * The users module creates the account, this module says what she offers.
 */
export async function setLinguistLanguages(linguistId: number, cultures: readonly string[], transaction: Transaction): Promise<void> {
  const languages = await findLanguagesByCultures(cultures);
  const known = new Set(languages.map((language) => language.culture));
  const missing = cultures.filter((culture) => !known.has(normaliseCulture(culture)));
  if (missing.length) throw AppError.unprocessable(`Unknown language ${missing.join(', ')}`, { languages: [`Unknown language ${missing.join(', ')}`] });
  await database().query('DELETE FROM linguist_languages WHERE linguist_id = :linguistId', { replacements: { linguistId }, transaction });
  await database().query(
    'INSERT INTO linguist_languages (linguist_id, language_id) SELECT :linguistId, unnest(:languageIds::int[]) ON CONFLICT DO NOTHING',
    { replacements: { linguistId, languageIds: `{${languages.map((language) => language.id).join(',')}}` }, transaction },
  );
}

/** Replaces a linguist's interests (text topic ids). */
export async function setLinguistInterests(linguistId: number, textTopicIds: readonly number[], transaction: Transaction): Promise<void> {
  await database().query('DELETE FROM linguist_interests WHERE linguist_id = :linguistId', { replacements: { linguistId }, transaction });
  await database().query(
    'INSERT INTO linguist_interests (linguist_id, text_topic_id) SELECT :linguistId, unnest(:ids::int[]) ON CONFLICT DO NOTHING',
    { replacements: { linguistId, ids: `{${textTopicIds.join(',')}}` }, transaction },
  );
}

/** Where her avatar image is served from; null shows her initials. */
export async function setLinguistAvatar(linguistId: number, avatarPath: string | null, transaction?: Transaction): Promise<void> {
  await database().query(
    `INSERT INTO linguist_profiles (linguist_id, avatar_path) VALUES (:linguistId, :avatarPath)
     ON CONFLICT (linguist_id) DO UPDATE SET avatar_path = EXCLUDED.avatar_path, updated_at = now()`,
    { replacements: { linguistId, avatarPath }, transaction },
  );
}
