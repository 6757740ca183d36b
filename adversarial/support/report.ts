// Compact figures on stdout, outside jest's console decoration, so a CI log reads like a report.

export function print(line = ''): void {
  process.stdout.write(`${line}\n`);
}

/** Columns padded to their widest cell; the first row is the header. */
export function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  const line = (r: string[]) => r.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  const [header, ...body] = rows;
  return header ? [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n') : '';
}

/** `{ 404: 12, 401: 3 }` → "401×3 404×12" */
export function histogram(counts: Map<string, number>): string {
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, n]) => `${k}×${n}`)
    .join(' ');
}

export function tally(counts: Map<string, number>, key: string | number, by = 1): void {
  counts.set(String(key), (counts.get(String(key)) ?? 0) + by);
}

export const count = (n: number) => n.toLocaleString('en-US');
