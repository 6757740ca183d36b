// Bulk imports (decision 038) as a client makes them: an .xlsx of the template's columns, uploaded over HTTP as
// the one multipart part the route takes, then read back until it reaches the state a suite waits for.
import * as SheetJS from 'xlsx';
import { IMPORT_COLUMNS, IMPORT_FILE_FIELD, type ImportDetailDto, type ImportRowData } from '@inkwell/contracts';
import { CULTURE, LEVEL, type Actor } from './accounts';
import type { HttpClient } from './http';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Row = Partial<Record<keyof ImportRowData, string | number>>;

/**
 * `rows` valid open copywriting orders in de-DE, titled by `title(position)`. With `mixedDeadlines` the deadline
 * alternates between 2 and 3 days, so no two neighbouring rows share settings and each is its own create call.
 */
export function orderSheet(rows: number, title: (position: number) => string, options: { mixedDeadlines?: boolean } = {}): Buffer {
  const data = Array.from({ length: rows }, (_, i): Row => ({
    title: title(i + 1),
    minWords: 100 + (i % 50),
    maxWords: 200 + (i % 50),
    language: CULTURE,
    level: LEVEL,
    service: 'copywriting',
    keywords: 'alps, trails',
    processingDays: options.mixedDeadlines ? 2 + (i % 2) : 3,
    linguistType: 'open',
  }));
  const sheet = SheetJS.utils.aoa_to_sheet([IMPORT_COLUMNS.map((c) => c.header), ...data.map((r) => IMPORT_COLUMNS.map((c) => r[c.key] ?? null))]);
  const book = SheetJS.utils.book_new();
  SheetJS.utils.book_append_sheet(book, sheet, 'Orders');
  return SheetJS.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** POST /client/import?projectId=N with the file as its one part; throws unless 201. */
export async function uploadImport(core: HttpClient, client: Actor, projectId: number, fileName: string, content: Buffer): Promise<ImportDetailDto> {
  const boundary = `import${Date.now()}`;
  const answer = await core({
    method: 'POST',
    path: `/client/import?projectId=${projectId}`,
    token: client.token,
    contentType: `multipart/form-data; boundary=${boundary}`,
    raw: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${IMPORT_FILE_FIELD}"; filename="${fileName}"\r\nContent-Type: ${XLSX_TYPE}\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  if (answer.status !== 201) throw new Error(`uploading ${fileName} answered ${answer.status}: ${answer.text.slice(0, 500)}`);
  return answer.body as ImportDetailDto;
}

/** PUT /client/import/{id}/accept; throws unless 200. */
export async function acceptImport(core: HttpClient, client: Actor, importId: number): Promise<void> {
  const answer = await core({ method: 'PUT', path: `/client/import/${importId}/accept`, token: client.token });
  if (answer.status !== 200) throw new Error(`accepting import ${importId} answered ${answer.status}: ${answer.text.slice(0, 500)}`);
}

/** GET /client/import/{id} (no rows) until `done` holds; throws after `timeoutMs` with the last answer. */
export async function waitForImport(core: HttpClient, client: Actor, importId: number, done: (d: ImportDetailDto) => boolean, timeoutMs = 120_000): Promise<ImportDetailDto> {
  const started = Date.now();
  for (;;) {
    const answer = await core({ method: 'GET', path: `/client/import/${importId}?limit=0`, token: client.token });
    const detail = answer.body as ImportDetailDto;
    if (answer.status === 200 && done(detail)) return detail;
    if (Date.now() - started > timeoutMs) throw new Error(`import ${importId} not there after ${timeoutMs / 1000} s: ${answer.status} ${answer.text.slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
