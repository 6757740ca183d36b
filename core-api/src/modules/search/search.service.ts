import { QueryTypes } from 'sequelize';
import { ADMIN_SEARCH_KINDS, SEARCH_MIN_LENGTH, type AdminSearchHit, type AdminSearchKind, type AdminSearchResult } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { database } from '../../shared/database.js';
import { clientStaffNameOfSql, clientStaffNameSql, findAdminById, fullNameSql } from '../users/index.js';
import type { AdminSearchQuery } from './search.schema.js';

/** LIKE pattern that matches `text` anywhere, with the pattern's own wildcards taken literally. */
const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const MAX_INT4 = 2_147_483_647;

interface SearchTerm {
  /** the whole term, for titles, project names and invoice numbers; null for an id too short to search text by */
  phrase: string | null;
  /** each word long enough for the trigram indexes; every one must match a person's name or e-mail */
  words: string[];
  /** the term as a row id, when it is one */
  id: number | null;
}

function termOf(q: string): SearchTerm {
  const id = /^\d{1,10}$/.test(q) && Number(q) <= MAX_INT4 ? Number(q) : null;
  const words = q.split(/\s+/).filter((word) => word.length >= SEARCH_MIN_LENGTH);
  if (words.length === 0 && id === null) throw AppError.badRequest(`"q" needs a word of at least ${SEARCH_MIN_LENGTH} characters`, 'q');
  return { phrase: q.length >= SEARCH_MIN_LENGTH ? q : null, words, id };
}

/** The text condition, or'ed with the id's when the term is one; the id's row comes first in its kind. */
function matching(term: SearchTerm, text: string | null, idColumn: string): string {
  const conditions = [text, term.id === null ? null : `${idColumn} = :id`].filter((condition) => condition !== null);
  return conditions.length ? conditions.map((condition) => `(${condition})`).join(' OR ') : 'false';
}
const idFirst = (term: SearchTerm, column: string) => (term.id === null ? '' : `(${column} = :id) DESC, `);

/** Every word matches (`condition` gets the name of the word's bound pattern); null without words. */
const everyWord = (term: SearchTerm, condition: (param: string) => string) =>
  term.words.length ? term.words.map((_, index) => `(${condition(`w${index}`)})`).join(' AND ') : null;
const phraseIn = (term: SearchTerm, column: string) => (term.phrase === null ? null : `${column} ILIKE :phrase ESCAPE '\\'`);

const exactId = (term: SearchTerm, column: string) => (term.id === null ? 'false' : `(${column} = :id)`);

// Each branch finds its candidates through trigram indexes (migrations 0035 and 0043) or the primary key and sorts
// only those, at most `limit` rows. Each answers the same columns; `exact` and `at` (NULL where the branch walks its
// primary key, the orders) order the kind's hits again once the branches are one statement.
const BRANCHES: Record<AdminSearchKind, (term: SearchTerm) => string> = {
  client: (term) => `
    SELECT c.id, coalesce(${clientStaffNameSql('c', 'b')}, c.email) AS label, c.email AS detail, c.id AS "clientId",
           ${exactId(term, 'c.id')} AS exact, c.created_at AS at
      FROM clients c LEFT JOIN client_billing_settings b ON b.client_id = c.id
     WHERE ${matching(
       term,
       everyWord(term, (w) => `c.id IN (SELECT x.id FROM clients x
                 WHERE x.nickname ILIKE :${w} ESCAPE '\\' OR x.first_name ILIKE :${w} ESCAPE '\\'
                    OR x.last_name ILIKE :${w} ESCAPE '\\' OR x.email ILIKE :${w} ESCAPE '\\'
                UNION SELECT y.client_id FROM client_billing_settings y WHERE y.company_name ILIKE :${w} ESCAPE '\\')`),
       'c.id',
     )}
     ORDER BY ${idFirst(term, 'c.id')}c.created_at DESC, c.id DESC LIMIT :limit`,
  linguist: (term) => `
    SELECT l.id, coalesce(${fullNameSql('l')}, l.nickname, l.email) AS label, l.email AS detail, NULL::integer AS "clientId",
           ${exactId(term, 'l.id')} AS exact, l.created_at AS at
      FROM linguists l
     WHERE ${matching(
       term,
       everyWord(term, (w) => `l.nickname ILIKE :${w} ESCAPE '\\' OR l.first_name ILIKE :${w} ESCAPE '\\'
            OR l.last_name ILIKE :${w} ESCAPE '\\' OR l.email ILIKE :${w} ESCAPE '\\'`),
       'l.id',
     )}
     ORDER BY ${idFirst(term, 'l.id')}l.created_at DESC, l.id DESC LIMIT :limit`,
  project: (term) => `
    SELECT p.id, p.name AS label, ${clientStaffNameOfSql('p.client_id')} AS detail, p.client_id AS "clientId",
           ${exactId(term, 'p.id')} AS exact, p.created_at AS at
      FROM projects p
     WHERE ${matching(term, phraseIn(term, 'p.name'), 'p.id')}
     ORDER BY ${idFirst(term, 'p.id')}p.created_at DESC, p.id DESC LIMIT :limit`,
  order: (term) => `
    SELECT o.id, o.title AS label, ${clientStaffNameOfSql('o.client_id')} AS detail, o.client_id AS "clientId",
           ${exactId(term, 'o.id')} AS exact, NULL::timestamptz AS at
      FROM orders o
     WHERE ${matching(term, phraseIn(term, 'o.title'), 'o.id')}
     ORDER BY ${idFirst(term, 'o.id')}o.id DESC LIMIT :limit`,
  invoice: (term) => `
    SELECT i.id, i.number AS label, ${clientStaffNameOfSql('i.client_id')} AS detail, i.client_id AS "clientId",
           ${exactId(term, 'i.id')} AS exact, i.issued_at AS at
      FROM invoices i
     WHERE ${matching(term, phraseIn(term, 'i.number'), 'i.id')}
     ORDER BY ${idFirst(term, 'i.id')}i.issued_at DESC, i.id DESC LIMIT :limit`,
};

/** Every kind's branch in one statement: one round trip instead of five (decision 054's figures). */
const searchStatement = (term: SearchTerm, kinds: readonly AdminSearchKind[]) => `
  SELECT kind, id, label, detail, "clientId" FROM (
    ${kinds.map((kind, index) => `SELECT '${kind}' AS kind, ${index} AS kind_order, hit.* FROM (${BRANCHES[kind](term)}) hit`).join('\n    UNION ALL\n    ')}
  ) hits
  ORDER BY kind_order, exact DESC, at DESC NULLS LAST, id DESC`;

/**
 * GET /admin/search: clients, linguists, projects, orders and invoices whose id, name, e-mail, title or number
 * matches, at most `limit` of each kind, an exact id first and then the newest (decision 054); invoices only for
 * staff with fakturaAccess.
 *
 * @throws AppError 400 (field q) when no word of the term is long enough to search by
 */
export async function searchForStaff(adminId: number, query: AdminSearchQuery): Promise<AdminSearchResult> {
  const term = termOf(query.q);
  const replacements: Record<string, unknown> = { limit: query.limit, phrase: term.phrase === null ? null : containsPattern(term.phrase), id: term.id };
  term.words.forEach((word, index) => {
    replacements[`w${index}`] = containsPattern(word);
  });
  const [admin, rows] = await Promise.all([
    // Read fresh, as the invoice routes do: revoking the flag hides invoices here at once.
    findAdminById(adminId),
    database().query<AdminSearchHit & { kind: AdminSearchKind }>(searchStatement(term, ADMIN_SEARCH_KINDS), { type: QueryTypes.SELECT, replacements }),
  ]);
  const kinds = ADMIN_SEARCH_KINDS.filter((kind) => kind !== 'invoice' || admin?.fakturaAccess === true);
  return {
    groups: kinds.map((kind) => ({
      kind,
      hits: rows.filter((row) => row.kind === kind).map(({ id, label, detail, clientId }) => ({ id, label, detail, clientId })),
    })),
  };
}
