/**
 * Shorter terms answer 400 unless they are an id: the trigram indexes that keep the title and name searches fast
 * need three characters, and one or two letters read every row the search is allowed to see.
 */
export const SEARCH_MIN_LENGTH = 3;

/**
 * A term the searches through trigram indexes take (staff's search box and order lists, the client's order lists):
 * an id of any length, or three characters.
 */
export function isSearchTerm(term: string): boolean {
  return /^\d+$/.test(term) || term.length >= SEARCH_MIN_LENGTH;
}
