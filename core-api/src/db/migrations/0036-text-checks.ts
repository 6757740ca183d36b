import type { Migration } from '../migrate.js';

/**
 * The SQL twin of the plagiarism module's shingles (decision 047) for texts already submitted: lower-cased words
 * (runs of letters and digits), 5 words to a shingle joined by one space, the first 64 bits of its MD5 as the hash,
 * kept when the hash is 0 mod 4 (else the text's smallest hash, so a short text still has one). Each distinct
 * content is cut once and joined back to its texts by MD5, so a million copies of a few texts cost a few texts.
 * bench/scale-data.mjs runs the same statement after loading its texts.
 */
export const BACKFILL_TEXT_SHINGLES = `
  WITH contents AS (
    SELECT md5(t.content) AS content_md5, min(t.id) AS sample_id FROM order_texts t WHERE t.version > 0 GROUP BY md5(t.content)
  ),
  words AS (
    SELECT c.content_md5, w.word, w.n
      FROM contents c JOIN order_texts t ON t.id = c.sample_id
     CROSS JOIN LATERAL regexp_split_to_table(lower(t.content), '[^[:alnum:]]+') WITH ORDINALITY AS w(word, n)
     WHERE w.word <> ''
  ),
  numbered AS (SELECT content_md5, word, row_number() OVER (PARTITION BY content_md5 ORDER BY n) AS n FROM words),
  shingles AS (
    SELECT DISTINCT content_md5, ('x' || substr(md5(s), 1, 16))::bit(64)::bigint AS hash
      FROM (SELECT content_md5, string_agg(word, ' ') OVER w AS s, count(*) OVER w AS k
              FROM numbered WINDOW w AS (PARTITION BY content_md5 ORDER BY n ROWS BETWEEN CURRENT ROW AND 4 FOLLOWING)) x
     WHERE k = 5
  ),
  kept AS (
    SELECT content_md5, hash FROM shingles WHERE hash & 3 = 0
    UNION
    SELECT content_md5, min(hash) FROM shingles s GROUP BY content_md5
    HAVING NOT bool_or(hash & 3 = 0)
  )
  INSERT INTO text_shingles (hash, order_id, text_id)
  SELECT k.hash, t.order_id, t.id
    FROM order_texts t JOIN kept k ON k.content_md5 = md5(t.content)
   WHERE t.version > 0
  ON CONFLICT DO NOTHING`;

/**
 * Text checks (issue 14, decision 047): the ai module's AI-text checks, the plagiarism module's shingle index of every
 * submitted text, and orders' order comments (the spec's kinds; PLAGIARISM_HIT puts an order in staff's action list).
 */
export const m0036TextChecks: Migration = {
  name: '0036-text-checks',
  async up({ sql }) {
    await sql(`
      CREATE TABLE ai_checks (
        id serial PRIMARY KEY,
        order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        text_id integer NOT NULL REFERENCES order_texts(id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'CREATE_REQUESTED' CHECK (status IN ('CREATE_REQUESTED', 'CREATE_PENDING', 'DONE', 'FAILED')),
        provider text NOT NULL CHECK (provider IN ('openai', 'heuristic')),
        content text NOT NULL,
        probability numeric(5,4) CHECK (probability BETWEEN 0 AND 1),
        classifications jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(classifications) = 'array'),
        error text CHECK (length(error) <= 500),
        historic boolean NOT NULL DEFAULT false,
        requested_by_role text NOT NULL CHECK (requested_by_role IN ('client', 'admin')),
        requested_by_id integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((status = 'DONE') = (probability IS NOT NULL))
      )`);
    await sql('CREATE INDEX ai_checks_order_idx ON ai_checks (order_id, created_at DESC, id DESC)');

    await sql(`
      CREATE TABLE text_shingles (
        hash bigint NOT NULL,
        order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        text_id integer NOT NULL REFERENCES order_texts(id) ON DELETE CASCADE,
        PRIMARY KEY (text_id, hash)
      )`);
    // The lookup: for one hash, a bounded number of other orders, read from the index alone.
    await sql('CREATE INDEX text_shingles_hash_idx ON text_shingles (hash, order_id)');
    await sql(BACKFILL_TEXT_SHINGLES);

    await sql(`
      CREATE TABLE order_comments (
        id serial PRIMARY KEY,
        order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('REVISION', 'PROOFREADER_MISSING', 'PLAGIARISM_HIT', 'GC_DECISION_PENDING')),
        comment text NOT NULL CHECK (length(comment) BETWEEN 1 AND 5000),
        created_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz
      )`);
    await sql('CREATE INDEX order_comments_order_idx ON order_comments (order_id, id)');
    // Staff's action-required list asks for the open plagiarism hits; few, however many orders there are.
    await sql("CREATE INDEX order_comments_open_plagiarism_idx ON order_comments (order_id) WHERE kind = 'PLAGIARISM_HIT' AND resolved_at IS NULL");
  },
};
