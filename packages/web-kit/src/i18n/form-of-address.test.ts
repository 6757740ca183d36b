import fs from 'node:fs';
import path from 'node:path';

// One form of address per language, written down in docs/pages/writing.md: German addresses every user as "Sie".
// Every German text of the apps, the shared kit and the e-mails is read here, so a "du" anywhere fails.
const ROOT = path.resolve(__dirname, '../../../..');
const SOURCES = ['web-client/src', 'web-admin/src', 'web-linguist/src', 'packages/web-kit/src', 'ui-kit/src', 'core-api/src/modules/notifications/data'];
const INFORMAL = /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)\b/i;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The German strings of a file: all of a `de.ts`, else what its `de` object holds (up to the next language). */
function germanStrings(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  let german: string;
  if (path.basename(file) === 'de.ts') german = source;
  else {
    const start = source.search(/\b(const|export const) de\b|^\s+de: \{/m);
    if (start < 0) return [];
    const rest = source.slice(start + 5);
    const end = rest.search(/\b(const|export const) (fr|it|en)\b|^\s+(fr|it|en): \{/m);
    german = end < 0 ? rest : rest.slice(0, end);
  }
  return Array.from(german.matchAll(/'((?:[^'\\]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g), (m) => m[1] ?? m[2] ?? '');
}

describe('German', () => {
  it('addresses every user as "Sie", never "du"', () => {
    const informal = SOURCES.flatMap((source) => sourceFiles(path.join(ROOT, source)))
      .flatMap((file) => germanStrings(file).filter((text) => INFORMAL.test(text)).map((text) => `${path.relative(ROOT, file)}: ${text}`));
    expect(informal).toEqual([]);
  });
});
