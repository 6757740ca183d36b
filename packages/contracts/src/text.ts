/**
 * Counts words the same way in the linguist's editor and in core-api's submit check: runs of letters or
 * digits (with inner apostrophes and hyphens) in any script; markup-free plain text is expected.
 */
export function countWords(text: string): number {
  const matches = text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu);
  return matches ? matches.length : 0;
}

/** How often each keyword occurs (case-insensitive, whole words). */
export function keywordCounts(text: string, keywords: readonly string[]): { keyword: string; count: number }[] {
  return keywords.map((keyword) => {
    const trimmed = keyword.trim();
    if (!trimmed) return { keyword, count: 0 };
    const escaped = trimmed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu');
    return { keyword, count: (text.match(re) ?? []).length };
  });
}
