import { QueryTypes, type Transaction } from 'sequelize';
import { database } from '../../shared/database.js';
import { distinctHashes, passagesOf, shingle } from './shingles.js';

/** Other orders looked at per shingle: a phrase in a million texts costs 50 index entries, not a million (decision 047). */
const ORDERS_PER_SHINGLE = 50;
/** Matching orders reported, the most similar first. */
const MATCHES_REPORTED = 10;

/** Another order sharing kept shingles with the text, and the passages of the text they cover. */
export interface ShingleMatch {
  orderId: number;
  share: number;
  passages: { text: string; words: number }[];
}

export interface PlagiarismFindings {
  words: number;
  matches: ShingleMatch[];
}

/** Adds a submitted text's kept shingles to the index, in the submit's transaction. */
export async function indexSubmittedText(text: { id: number; orderId: number; content: string }, transaction: Transaction): Promise<void> {
  const hashes = distinctHashes(shingle(text.content));
  if (!hashes.length) return;
  await database().query(
    `INSERT INTO text_shingles (hash, order_id, text_id)
     SELECT h, :orderId, :textId FROM unnest(CAST(:hashes AS bigint[])) AS h ON CONFLICT DO NOTHING`,
    { replacements: { orderId: text.orderId, textId: text.id, hashes: `{${hashes.join(',')}}` }, transaction },
  );
}

/**
 * The orders whose texts share passages with this one (any text of the platform but the order's own): each kept
 * shingle's first 50 other orders from the index, counted per order. The share is of the text's kept shingles.
 */
export async function findSimilarTexts(orderId: number, content: string, transaction?: Transaction): Promise<PlagiarismFindings> {
  const text = shingle(content);
  const hashes = distinctHashes(text);
  if (!hashes.length) return { words: text.words.length, matches: [] };
  const rows = await database().query<{ order_id: number; hashes: string[] }>(
    `SELECT hit.order_id, array_agg(DISTINCT mine.hash::text) AS hashes
       FROM unnest(CAST(:hashes AS bigint[])) AS mine(hash)
      CROSS JOIN LATERAL (
        SELECT DISTINCT s.order_id FROM (
          SELECT ts.order_id FROM text_shingles ts WHERE ts.hash = mine.hash AND ts.order_id <> :orderId LIMIT :perShingle
        ) s
      ) hit
      GROUP BY hit.order_id
      ORDER BY count(DISTINCT mine.hash) DESC, hit.order_id
      LIMIT :reported`,
    { type: QueryTypes.SELECT, replacements: { hashes: `{${hashes.join(',')}}`, orderId, perShingle: ORDERS_PER_SHINGLE, reported: MATCHES_REPORTED }, transaction },
  );
  return {
    words: text.words.length,
    matches: rows.map((row) => {
      const matched = new Set(row.hashes.map((h) => BigInt(h)));
      return { orderId: row.order_id, share: Math.round((matched.size / hashes.length) * 1000) / 1000, passages: passagesOf(content, text, matched) };
    }),
  };
}
