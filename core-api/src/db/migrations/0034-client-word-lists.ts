import type { Migration } from '../migrate.js';

/**
 * A client's stopwords and dictionary, one list of each per language (issue 14, decision 046): one row per word, kept
 * once per list whatever its case. The settings module owns the table; orders reads the stopwords through its face
 * when a linguist submits a text.
 */
export const m0034ClientWordLists: Migration = {
  name: '0034-client-word-lists',
  async up({ sql }) {
    await sql(`
      CREATE TABLE client_list_words (
        client_id integer NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        list text NOT NULL CHECK (list IN ('stopwords', 'dictionary')),
        language_id integer NOT NULL REFERENCES languages(id),
        word text NOT NULL CHECK (char_length(word) BETWEEN 1 AND 50),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await sql('CREATE UNIQUE INDEX client_list_words_key ON client_list_words (client_id, list, language_id, lower(word))');
  },
};
