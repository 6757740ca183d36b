/**
 * Which orders a linguist may take right now (DESIGN §3.2): the ONE rule behind both the "available" and
 * "requested" lists and the take/reserve actions, so a list never offers what take would refuse.
 *
 * Returned as SQL conditions over `orders o` with the linguist bound as `:linguistId`, because the lists
 * must filter inside PostgreSQL (a million orders) and the actions must re-check inside their UPDATE.
 */

/**
 * The linguist is active, writes the order's language, has the level (not for direct orders), is not blocked by the client.
 * Her languages and the level codes at or below her rank are arrays computed once per statement, not subqueries
 * per order: the new-orders list tests some 1,700 candidate orders (decision 034).
 */
const QUALIFIED = `
  EXISTS (
    SELECT 1 FROM linguists l
    WHERE l.id = :linguistId AND l.status = 'ACTIVE'
      AND o.language_id = ANY (ARRAY(SELECT ll.language_id FROM linguist_languages ll WHERE ll.linguist_id = :linguistId))
      AND (o.type = 'DO' OR o.level_code = ANY (ARRAY(
        SELECT ov.code FROM levels ov
        WHERE ov.rank <= (SELECT lv.rank FROM linguists ql JOIN levels lv ON lv.code = ql.level WHERE ql.id = :linguistId))))
  )
  AND NOT EXISTS (
    SELECT 1 FROM client_linguist_relations r
    WHERE r.client_id = o.client_id AND r.linguist_id = :linguistId AND r.relation = 'BLOCKED'
  )`;

/** Nobody else holds a live reservation. */
const NOT_RESERVED_BY_OTHERS = `(o.reserved_until IS NULL OR o.reserved_until <= now() OR o.reserved_by = :linguistId)`;

const HAS_ROLE = (role: string) => `EXISTS (SELECT 1 FROM linguists l WHERE l.id = :linguistId AND '${role}' = ANY (l.roles))`;

const MEMBER_OF = (groupColumn: string) =>
  `EXISTS (SELECT 1 FROM linguist_group_members m WHERE m.group_id = o.${groupColumn} AND m.linguist_id = :linguistId)`;

/** Writing stage: an open order offered to this copywriter or translator. */
const WRITING_STAGE = `
  o.status = 'open'
  AND (${HAS_ROLE('copywriter')} OR ${HAS_ROLE('translator')})
  AND (
    o.type = 'OO'
    OR (o.type = 'GO' AND ${MEMBER_OF('writer_group_id')})
    OR (o.type = 'DO' AND o.direct_linguist_id = :linguistId)
  )`;

/** Proofreading stage: a written text waiting for a proofreader who is not its writer. */
const PROOFREADING_STAGE = `
  o.status = 'ready_for_pr'
  AND ${HAS_ROLE('proofreader')}
  AND o.writer_id IS DISTINCT FROM :linguistId
  AND (o.proofreading_assignment = 'open' OR (o.proofreading_assignment = 'group' AND ${MEMBER_OF('proofreader_group_id')}))`;

/** All orders the linguist may take or reserve now. */
export const TAKEABLE_BY_LINGUIST = `((${WRITING_STAGE}) OR (${PROOFREADING_STAGE})) AND ${QUALIFIED} AND ${NOT_RESERVED_BY_OTHERS}`;

/** Direct requests addressed to the linguist ("requested" list). */
export const REQUESTED_OF_LINGUIST = `o.type = 'DO' AND o.direct_linguist_id = :linguistId AND ${TAKEABLE_BY_LINGUIST}`;

/** Open-pool and group orders the linguist may take ("available" list). */
export const AVAILABLE_TO_LINGUIST = `NOT (o.type = 'DO' AND o.status = 'open') AND ${TAKEABLE_BY_LINGUIST}`;

/** Orders the linguist works on or worked on: the only ones whose details they may read besides takeable ones. */
export const ASSIGNED_TO_LINGUIST = `(o.writer_id = :linguistId OR o.proofreader_id = :linguistId)`;
