import type { CurrencyIso, LanguageRef, LinguistInterest, LinguistListItem, LinguistRelation } from '@inkwell/contracts';

/**
 * The columns of one linguist as a client sees her, for the row `l` of linguists, with :clientId and :currencyId
 * bound. Languages, interests, price and relation are subqueries, so they cost only the rows of one page.
 */
export const LINGUIST_ITEM_COLUMNS = `
  l.id, l.nickname, l.first_name AS "firstName", l.last_name AS "lastName", l.level, l.roles,
  pr.avatar_path AS "avatarPath",
  s.rating, s.success_rate AS "successRate", COALESCE(s.total_orders, 0) AS "totalOrders",
  (SELECT min(lp.price_per_word) FROM linguist_prices lp WHERE lp.linguist_id = l.id AND lp.currency_id = :currencyId) AS "pricePerWord",
  (SELECT r.relation FROM client_linguist_relations r WHERE r.client_id = :clientId AND r.linguist_id = l.id) AS relation,
  COALESCE((SELECT json_agg(json_build_object('culture', g.culture, 'name', g.name) ORDER BY g.culture)
              FROM linguist_languages ll JOIN languages g ON g.id = ll.language_id WHERE ll.linguist_id = l.id), '[]') AS languages,
  COALESCE((SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.name)
              FROM linguist_interests li JOIN text_topics t ON t.id = li.text_topic_id WHERE li.linguist_id = l.id), '[]') AS interests`;

/** The joins LINGUIST_ITEM_COLUMNS reads besides `linguists l`. */
export const LINGUIST_ITEM_JOINS = `
  LEFT JOIN linguist_stats s ON s.linguist_id = l.id
  LEFT JOIN linguist_profiles pr ON pr.linguist_id = l.id`;

export interface LinguistItemRow {
  id: number;
  nickname: string | null;
  firstName: string | null;
  lastName: string | null;
  level: string | null;
  roles: LinguistListItem['roles'];
  avatarPath: string | null;
  rating: string | null;
  successRate: string | null;
  totalOrders: number | string;
  pricePerWord: string | null;
  relation: LinguistRelation | null;
  languages: LanguageRef[];
  interests: LinguistInterest[];
}

/** Two letters for the avatar placeholder: of the nickname's words, else of the names. */
export function initialsOf(row: Pick<LinguistItemRow, 'nickname' | 'firstName' | 'lastName'>): string {
  const words = (row.nickname?.trim() ? row.nickname.split(/\s+/) : [row.firstName ?? '', row.lastName ?? '']).filter(Boolean);
  const letters = words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

export function toLinguistItem(row: LinguistItemRow, currency: CurrencyIso): LinguistListItem {
  return {
    id: row.id,
    nickname: row.nickname,
    avatar: row.avatarPath,
    initials: initialsOf(row),
    level: row.level,
    rating: row.rating === null ? null : Number(row.rating),
    languages: row.languages,
    interests: row.interests,
    successRate: row.successRate === null ? null : Number(row.successRate),
    totalOrders: Number(row.totalOrders),
    pricePerWord: row.pricePerWord,
    currency: row.pricePerWord === null ? null : currency,
    roles: row.roles,
    relation: row.relation,
  };
}
