import { QueryTypes, type Transaction } from 'sequelize';
import { wordKey, WORD_LIST_MAX, type WordList, type WordListPage } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { findLanguageByCulture, findLanguageById } from '../reference/index.js';
import { database } from '../../shared/database.js';

/** The client's two lists (spec §7 Settings): words a text must not use, and special words a text may use. */
export type WordListKind = 'stopwords' | 'dictionary';

/** The body field that carries the words: the spec names it stopwords for one list and words for the other. */
export const wordsField = (list: WordListKind): 'stopwords' | 'words' => (list === 'stopwords' ? 'stopwords' : 'words');

/** @throws AppError 400 naming `language` for a culture the catalogue does not have */
async function languageOf(culture: string): Promise<{ id: number; culture: string }> {
  const language = await findLanguageByCulture(culture);
  if (!language) throw AppError.badRequest(`Unknown language ${culture}`, 'language');
  return { id: language.id, culture: language.culture };
}

/** One spelling per word, case-insensitively: the first one sent wins. */
function distinct(words: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const word of words) if (!seen.has(wordKey(word))) seen.set(wordKey(word), word.trim());
  return [...seen.values()];
}

/** One client's list of one kind changes one request at a time, so its size limit holds under concurrent saves. */
async function lockList(clientId: number, list: WordListKind, transaction: Transaction): Promise<void> {
  await database().query("SELECT pg_advisory_xact_lock(hashtext('client_list_words:' || :list), :clientId)", {
    replacements: { clientId, list },
    transaction,
  });
}

async function wordsOf(clientId: number, list: WordListKind, languageId: number, transaction?: Transaction): Promise<string[]> {
  const rows = await database().query<{ word: string }>(
    'SELECT word FROM client_list_words WHERE client_id = :clientId AND list = :list AND language_id = :languageId ORDER BY lower(word), word',
    { type: QueryTypes.SELECT, replacements: { clientId, list, languageId }, transaction },
  );
  return rows.map((row) => row.word);
}

async function listOf(clientId: number, list: WordListKind, culture: string, languageId: number, transaction: Transaction): Promise<WordList> {
  return { language: culture, words: await wordsOf(clientId, list, languageId, transaction) };
}

async function insertWords(clientId: number, list: WordListKind, languageId: number, words: readonly string[], transaction: Transaction): Promise<void> {
  if (!words.length) return;
  await database().query(
    `INSERT INTO client_list_words (client_id, list, language_id, word)
     SELECT :clientId, :list, :languageId, unnest(ARRAY[:words]::text[])
     ON CONFLICT DO NOTHING`,
    { replacements: { clientId, list, languageId, words }, transaction },
  );
}

async function assertWithinLimit(clientId: number, list: WordListKind, languageId: number, transaction: Transaction): Promise<void> {
  const [row] = await database().query<{ count: string }>(
    'SELECT count(*) AS count FROM client_list_words WHERE client_id = :clientId AND list = :list AND language_id = :languageId',
    { type: QueryTypes.SELECT, replacements: { clientId, list, languageId }, transaction },
  );
  if (Number(row?.count ?? 0) > WORD_LIST_MAX) {
    throw AppError.unprocessable(`A list holds at most ${WORD_LIST_MAX} words per language`, { [wordsField(list)]: [`at most ${WORD_LIST_MAX} words per language`] });
  }
}

/** The client's lists of one kind, one per language that has words, by language; or one language's (empty if none). */
export async function listWordLists(clientId: number, list: WordListKind, culture?: string): Promise<WordListPage> {
  if (culture !== undefined) {
    const language = await languageOf(culture);
    const data = [{ language: language.culture, words: await wordsOf(clientId, list, language.id) }];
    return { data, total: 1 };
  }
  const rows = await database().query<{ language_id: number; words: string[] }>(
    `SELECT language_id, array_agg(word ORDER BY lower(word), word) AS words
       FROM client_list_words WHERE client_id = :clientId AND list = :list
      GROUP BY language_id`,
    { type: QueryTypes.SELECT, replacements: { clientId, list } },
  );
  const data = await Promise.all(
    rows.map(async (row) => ({ language: (await findLanguageById(row.language_id))?.culture ?? String(row.language_id), words: row.words })),
  );
  data.sort((a, b) => a.language.localeCompare(b.language));
  return { data, total: data.length };
}

/** Adds words to the language's list; words it has already (in any case) stay as they are. */
export function addWords(clientId: number, list: WordListKind, culture: string, words: readonly string[]): Promise<WordList> {
  return database().transaction(async (transaction) => {
    const { id: languageId, culture: canonical } = await languageOf(culture);
    await lockList(clientId, list, transaction);
    await insertWords(clientId, list, languageId, distinct(words), transaction);
    await assertWithinLimit(clientId, list, languageId, transaction);
    return listOf(clientId, list, canonical, languageId, transaction);
  });
}

/** The language's list becomes exactly these words (how a word is edited or re-spelt). */
export function replaceWords(clientId: number, list: WordListKind, culture: string, words: readonly string[]): Promise<WordList> {
  return database().transaction(async (transaction) => {
    const { id: languageId, culture: canonical } = await languageOf(culture);
    await lockList(clientId, list, transaction);
    await database().query('DELETE FROM client_list_words WHERE client_id = :clientId AND list = :list AND language_id = :languageId', {
      replacements: { clientId, list, languageId },
      transaction,
    });
    await insertWords(clientId, list, languageId, distinct(words), transaction);
    return listOf(clientId, list, canonical, languageId, transaction);
  });
}

/** Removes those words (in any case) from the language's list, or the whole list when no words are named. */
export function removeWords(clientId: number, list: WordListKind, culture: string, words?: readonly string[]): Promise<void> {
  return database().transaction(async (transaction) => {
    const { id: languageId } = await languageOf(culture);
    await lockList(clientId, list, transaction);
    const only = words === undefined ? '' : 'AND lower(word) IN (SELECT lower(w) FROM unnest(ARRAY[:words]::text[]) AS w)';
    await database().query(`DELETE FROM client_list_words WHERE client_id = :clientId AND list = :list AND language_id = :languageId ${only}`, {
      replacements: { clientId, list, languageId, words: (words ?? []).map((word) => word.trim()) },
      transaction,
    });
  });
}

/** What a linguist writing for the client in this language must avoid (stopwords) and may use (dictionary). */
export async function clientWordsFor(
  clientId: number,
  languageId: number,
  transaction?: Transaction,
): Promise<{ language: string; stopwords: string[]; dictionary: string[] }> {
  const [language, stopwords, dictionary] = await Promise.all([
    findLanguageById(languageId),
    wordsOf(clientId, 'stopwords', languageId, transaction),
    wordsOf(clientId, 'dictionary', languageId, transaction),
  ]);
  return { language: language?.culture ?? String(languageId), stopwords, dictionary };
}
