import PgBoss from 'pg-boss';
import * as XLSX from 'xlsx';
import { QueryTypes } from 'sequelize';
import { IMPORT_COLUMNS, importErrorText, type ImportDetailDto, type ImportListResponse, type WizardImportResponse } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { zipArchive } from '../../http/file-upload.fixtures.js';
import { balance, CULTURE, expectStatus, newAdmin, newClient, newLinguist, newProject, type Actor } from '../orders/testing/order-scenario.js';
import { insertGroup, setCompanyName } from '../orders/order-queries.fixtures.js';
import { clientAvailable, clientReserved, verifyLedger } from '../ledger/index.js';
import { IMPORT_PUBLISHING_QUEUE, publishImport, publishImportChunk, requeuePublishingImports } from './index.js';
import { SHEET_READ_LIMITS } from './import-sheet.js';

jest.setTimeout(120_000);

let api: TestContext;
let boss: PgBoss;
let admin: Actor;

beforeAll(async () => {
  api = await startTestApi();
  // The queue exists (so accept can queue its job) but no worker runs: the tests run the job's chunks themselves.
  boss = new PgBoss({ connectionString: api.config.databaseUrl, schedule: false, supervise: false });
  await boss.start();
  await boss.createQueue(IMPORT_PUBLISHING_QUEUE, { name: IMPORT_PUBLISHING_QUEUE, policy: 'standard' });
  admin = await newAdmin(api);
});

afterAll(async () => {
  await boss.stop({ graceful: false, wait: true });
  await api.close();
});

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER = IMPORT_COLUMNS.map((c) => c.header);

type Row = Partial<Record<(typeof IMPORT_COLUMNS)[number]['key'], string | number>>;
const row = (overrides: Row = {}): Row => ({
  title: 'A text about trails',
  minWords: 300,
  maxWords: 400,
  language: CULTURE,
  level: 'good',
  service: 'copywriting',
  keywords: 'alps, hiking',
  processingDays: 2,
  linguistType: 'open',
  ...overrides,
});

function xlsxOf(rows: Row[], header = HEADER): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([header, ...rows.map((r) => IMPORT_COLUMNS.map((c) => r[c.key] ?? null))]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Orders');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const csvOf = (rows: Row[], separator: ',' | ';') =>
  Buffer.from([HEADER.join(separator), ...rows.map((r) => IMPORT_COLUMNS.map((c) => `"${String(r[c.key] ?? '').replace(/"/g, '""')}"`).join(separator))].join('\r\n'));

function upload(actor: Actor, path: string, content: Buffer, fileName: string, contentType = fileName.endsWith('.csv') ? 'text/csv' : XLSX_TYPE) {
  return api.request().post(path).set('Authorization', `Bearer ${actor.token}`).attach('file', content, { filename: fileName, contentType });
}

async function importOf(client: Actor, projectId: number, content: Buffer, fileName = 'orders.xlsx'): Promise<ImportDetailDto> {
  return (await expectStatus(upload(client, `/client/import?projectId=${projectId}`, content, fileName), 201)).body as ImportDetailDto;
}

async function ordersOfProject(projectId: number): Promise<{ id: number; title: string; reserved_amount: string; price_max: string }[]> {
  return api.runtime.sequelize.query('SELECT id, title, reserved_amount, price_max FROM orders WHERE project_id = :projectId ORDER BY id', {
    type: QueryTypes.SELECT,
    replacements: { projectId },
  });
}

describe('bulk import template', () => {
  it('downloads an .xlsx with the header, an example row that passes the checks, and a sheet explaining every column', async () => {
    const client = await newClient(api);
    const res = await api.request().get('/client/imports/template?version=1').set('Authorization', `Bearer ${client.token}`).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain(XLSX_TYPE);
    const book = XLSX.read(res.body as Buffer, { type: 'buffer' });
    expect(book.SheetNames).toEqual(['Orders', 'Columns']);
    const [header, example] = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Orders as XLSX.WorkSheet, { header: 1 });
    expect(header).toEqual(HEADER);
    expect(example).toHaveLength(HEADER.length);
    const explained = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Columns as XLSX.WorkSheet, { header: 1 }).slice(1);
    expect(explained.map((r) => r[0])).toEqual(HEADER);
    expect(explained.find((r) => r[0] === 'Deadline days')?.[2]).toContain('1, 2, 3, 4');
    // The template itself uploads cleanly into a project of the client.
    const projectId = await newProject(api, { ...client });
    const parsed = await importOf(client, projectId, res.body as Buffer, 'template.xlsx');
    expect(parsed.preview.rowsOk).toBe(1);
    await expectStatus(api.request().get('/client/imports/template?version=7').set('Authorization', `Bearer ${client.token}`), 400);
  });
});

describe('bulk import upload and preview', () => {
  it('checks every row with the wizard’s rules, names each error by position, prices the rest and says whether the balance covers it', async () => {
    const client = await newClient(api, {}, 1_000n);
    const projectId = await newProject(api, client);
    const rows = [
      row({ title: 'First' }),
      row({ title: '', minWords: 10 }),
      row({ title: 'Third', minWords: 500, maxWords: 100 }),
      row({ title: 'Fourth', language: 'xx-XX' }),
      row({ title: 'Fifth', processingDays: 9 }),
      row({ title: 'Sixth', linguistType: 'group' }),
      row({ title: 'Seventh', minWords: 'many' }),
      row({ title: '=HYPERLINK("http://evil.example","click")', comment: '@SUM(A1)' }),
    ];
    const detail = await importOf(client, projectId, xlsxOf(rows));
    expect(detail.status).toBe('PARSED');
    expect(detail.rowStats).toEqual({ total: 8, created: 0, failed: 6 });
    expect(detail.preview.rowsOk).toBe(2);
    const positions = [...new Set(detail.errors.map((e) => e.position))];
    expect(positions).toEqual([2, 3, 4, 5, 6, 7]);
    expect(detail.errors.find((e) => e.position === 3)?.field).toBe('maxWords');
    expect(importErrorText(detail.errors.find((e) => e.position === 3) as ImportDetailDto['errors'][number])).toBe('Words max: must be greater than or equal to Words min. Position 3.');
    expect(detail.errors.find((e) => e.position === 4)?.message).toContain('Unknown language xx-XX');
    expect(detail.errors.find((e) => e.position === 6)?.field).toBe('groupId');
    expect(importErrorText(detail.errors.find((e) => e.position === 7) as ImportDetailDto['errors'][number])).toMatch(/^Words min: 'many' is not a whole number\. Position 7\.$/);
    // A formula is text: kept as typed, never evaluated.
    const formula = detail.rows.data.find((r) => r.position === 8);
    expect(formula?.state).toBe('ready');
    expect(formula?.data.title).toBe('=HYPERLINK("http://evil.example","click")');
    // Prepaid: the preview compares the rows' maximum gross with the available 10.00 €.
    expect(detail.preview.gross?.max).toBeGreaterThan(1_000);
    expect(detail.preview.balance).toEqual({ available: 1_000, covers: false, currency: 'EUR' });
    expect(detail.price?.min).toBeLessThan(detail.price?.max ?? 0);
    expect(detail.language).toEqual({ name: expect.any(String), culture: CULTURE });
    expect(await ordersOfProject(projectId)).toHaveLength(0);

    const list = (await expectStatus(api.request().get('/client/imports').set('Authorization', `Bearer ${client.token}`), 200)).body as ImportListResponse;
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ id: detail.id, name: 'orders.xlsx', status: 'PARSED', rowStats: { total: 8, failed: 6 }, fileAvailable: true });
  });

  it('reads semicolon- and comma-separated UTF-8 CSV alike', async () => {
    const client = await newClient(api);
    const projectId = await newProject(api, client);
    const rows = [row({ title: 'Süße Grüße; mit Umlaut', comment: 'line one\nline two' }), row({ title: 'Zweiter, mit Komma' })];
    for (const separator of [';', ','] as const) {
      const detail = await importOf(client, projectId, csvOf(rows, separator), `orders-${separator === ';' ? 'semicolon' : 'comma'}.csv`);
      expect(detail.rowStats).toEqual({ total: 2, created: 0, failed: 0 });
      expect(detail.rows.data.map((r) => r.data.title)).toEqual(['Süße Grüße; mit Umlaut', 'Zweiter, mit Komma']);
      expect(detail.rows.data[0]?.data.comment).toBe('line one\nline two');
    }
  });

  it('reads Excel dates and fractional numbers in cells as the values they are: an error by position naming the column', async () => {
    const client = await newClient(api);
    const projectId = await newProject(api, client);
    const deadline = new Date(Date.UTC(2025, 4, 1));
    const cells = (overrides: Row) => IMPORT_COLUMNS.map((c) => (c.key in overrides ? overrides[c.key] : row()[c.key]) ?? null);
    const rows: unknown[][] = [HEADER, cells({ title: 'Dated' }).map((v, index) => (IMPORT_COLUMNS[index]?.key === 'processingDays' ? deadline : v)), cells({ title: 'Fractional', minWords: 300.5 }), cells({ title: 'Fine' })];
    // Both ways Excel keeps a date: a serial number with a date format, and a cell of type d holding ISO text.
    for (const cellDates of [false, true]) {
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows, { cellDates }), 'Orders');
      const sheet = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', cellDates }) as Buffer;
      const detail = await importOf(client, projectId, sheet, `dates-${cellDates}.xlsx`);
      expect(detail.rowStats).toEqual({ total: 3, created: 0, failed: 2 });
      expect(detail.errors.map((e) => [e.position, e.field])).toEqual([
        [1, 'processingDays'],
        [2, 'minWords'],
      ]);
      expect(importErrorText(detail.errors[1] as ImportDetailDto['errors'][number])).toBe("Words min: '300.5' is not a whole number. Position 2.");
    }
  });

  it('refuses bad files with a 400 naming the file, keeping nothing', async () => {
    const client = await newClient(api);
    const projectId = await newProject(api, client);
    const path = `/client/import?projectId=${projectId}`;
    const refusals: [Buffer, string, RegExp][] = [
      [Buffer.alloc(0), 'empty.xlsx', /empty/],
      [xlsxOf([]), 'header-only.xlsx', /header but no rows/],
      [xlsxOf([row()], ['Title', 'Words min']), 'columns.xlsx', /lacks the columns 'Words max'/],
      [Buffer.concat([Buffer.from('MZ'), Buffer.alloc(600, 0x90)]), 'renamed.xlsx', /not valid UTF-8 text|not a file of an accepted type/],
      [Buffer.from([0x54, 0x69, 0x74, 0x6c, 0x65, 0x0a, 0xc3, 0x28]), 'latin.csv', /byte 7 is not valid UTF-8/],
      [zipArchive({ '[Content_Types].xml': '<Types/>', 'xl/worksheets/sheet1.xml': Buffer.alloc(1) }), 'odd.xlsx', /its content is application\/zip/],
      [Buffer.from(`${HEADER.join(',')}\n${'x,1,2,de-DE,good,copywriting,,,,,,1,open,,\n'.repeat(10_001)}`), 'long.csv', /more than 10,000 rows/],
    ];
    for (const [content, name, message] of refusals) {
      const res = await expectStatus(upload(client, path, content, name), 400);
      expect(`${name}: ${JSON.stringify(res.body)}`).toMatch(message);
    }
    const list = (await expectStatus(api.request().get('/client/imports').set('Authorization', `Bearer ${client.token}`), 200)).body as ImportListResponse;
    expect(list.total).toBe(0);
  });

  it('refuses a zip bomb disguised as .xlsx before parsing it', async () => {
    const client = await newClient(api);
    const projectId = await newProject(api, client);
    const types = '<Types><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>';
    const bomb = zipArchive({ '[Content_Types].xml': types, 'xl/workbook.xml': '<workbook/>', 'xl/worksheets/sheet1.xml': Buffer.alloc(70 * 1024 * 1024) });
    const res = await expectStatus(upload(client, `/client/import?projectId=${projectId}`, bomb, 'bomb.xlsx'), 400);
    expect(JSON.stringify(res.body)).toMatch(/unpacks to more than 64 MB/);
  });

  it('stops reading a file that takes longer than the time or heap limit: 400 naming the file, nothing kept, the next file read', async () => {
    const client = await newClient(api);
    const projectId = await newProject(api, client);
    const path = `/client/import?projectId=${projectId}`;
    const { timeoutMs } = SHEET_READ_LIMITS;
    // A worker cannot even start in 1 ms: the file is "still being read" when the limit strikes, as a hanging one would be.
    SHEET_READ_LIMITS.timeoutMs = 1;
    try {
      const res = await expectStatus(upload(client, path, xlsxOf([row()]), 'slow.xlsx'), 400);
      expect(res.body).toMatchObject({ message: expect.stringMatching(/^The file 'slow\.xlsx' could not be read in time/) });
      expect(JSON.stringify(res.body)).toContain('"file"');
    } finally {
      SHEET_READ_LIMITS.timeoutMs = timeoutMs;
    }
    // A reader that runs out of its heap is stopped the same way, and core-api goes on.
    const { heapMb } = SHEET_READ_LIMITS;
    SHEET_READ_LIMITS.heapMb = 2;
    try {
      const res = await expectStatus(upload(client, path, xlsxOf(Array.from({ length: 2000 }, () => row())), 'large.xlsx'), 400);
      expect(res.body).toMatchObject({ message: expect.stringMatching(/^The file 'large\.xlsx' needs more memory to read than a file may use/) });
    } finally {
      SHEET_READ_LIMITS.heapMb = heapMb;
    }
    const list = (await expectStatus(api.request().get('/client/imports').set('Authorization', `Bearer ${client.token}`), 200)).body as ImportListResponse;
    expect(list.total).toBe(0);
    await importOf(client, projectId, xlsxOf([row()]));
  });

  it('reads a file crafted to pollute prototypes without touching the main realm’s Object.prototype', async () => {
    const client = await newClient(api);
    const projectId = await newProject(api, client);
    const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort();
    const before = prototypeKeys();
    const hostileHeader = [...HEADER, '__proto__', 'constructor', 'prototype', '__proto__.polluted', 'constructor.prototype.polluted'];
    const hostile = (r: Row) => [...IMPORT_COLUMNS.map((c) => r[c.key] ?? null), '{"polluted":"yes"}', '{"prototype":{"polluted":"yes"}}', 'polluted', 'yes', 'yes'];
    const sheet = XLSX.utils.aoa_to_sheet([hostileHeader, hostile(row({ title: '__proto__' })), hostile(row({ title: 'constructor' }))]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, '__proto__');
    const xlsx = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const csv = Buffer.from([hostileHeader.join(';'), hostile(row({ title: '__proto__' })).map((c) => `"${String(c ?? '').replace(/"/g, '""')}"`).join(';')].join('\n'));

    for (const [content, name] of [[xlsx, 'proto.xlsx'], [csv, 'proto.csv']] as const) {
      const detail = await importOf(client, projectId, content, name);
      expect(detail.rowStats.failed).toBe(0);
      expect(detail.rows.data[0]?.data.title).toBe('__proto__');
    }
    expect(prototypeKeys()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
  });

  it('answers 404 for another client’s project, import, file, accept and cancel', async () => {
    const owner = await newClient(api);
    const stranger = await newClient(api);
    const projectId = await newProject(api, owner);
    await expectStatus(upload(stranger, `/client/import?projectId=${projectId}`, xlsxOf([row()]), 'x.xlsx'), 404);
    const detail = await importOf(owner, projectId, xlsxOf([row()]));
    const as = (method: 'get' | 'put', path: string) => api.request()[method](path).set('Authorization', `Bearer ${stranger.token}`);
    await expectStatus(as('get', `/client/import/${detail.id}`), 404);
    await expectStatus(as('get', `/client/import/${detail.id}/download`), 404);
    await expectStatus(as('put', `/client/import/${detail.id}/accept`), 404);
    await expectStatus(as('put', `/client/import/${detail.id}/cancel`), 404);
  });
});

describe('accepting and cancelling', () => {
  it('cancel discards the rows and the file, and an accepted or cancelled import cannot be cancelled or accepted', async () => {
    const client = await newClient(api);
    const projectId = await newProject(api, client);
    const detail = await importOf(client, projectId, xlsxOf([row(), row()]));
    const put = (path: string) => api.request().put(path).set('Authorization', `Bearer ${client.token}`);
    expect((await expectStatus(put(`/client/import/${detail.id}/cancel`), 200)).body).toMatchObject({ status: 'CANCELED', fileAvailable: false });
    await expectStatus(api.request().get(`/client/import/${detail.id}/download`).set('Authorization', `Bearer ${client.token}`), 404);
    await expectStatus(put(`/client/import/${detail.id}/accept`), 409);
    const [rows] = await api.runtime.sequelize.query<{ n: number }>('SELECT count(*)::int AS n FROM import_rows WHERE import_id = :id', {
      type: QueryTypes.SELECT,
      replacements: { id: detail.id },
    });
    expect(rows?.n).toBe(0);
    expect(await ordersOfProject(projectId)).toHaveLength(0);
  });

  it('creates the orders in chunks, reserving a prepaid client’s money per order, and a chunk run twice makes no order twice', async () => {
    const client = await newClient(api, {}, 1_000_000n);
    const projectId = await newProject(api, client);
    const rows = Array.from({ length: 25 }, (_, i) => row({ title: `Text ${i + 1}`, ...(i % 10 === 4 ? { level: 'nonsense' } : {}) }));
    const detail = await importOf(client, projectId, xlsxOf(rows));
    expect(detail.rowStats).toEqual({ total: 25, created: 0, failed: 3 });
    const download = await api.request().get(`/client/import/${detail.id}/download`).set('Authorization', `Bearer ${client.token}`);
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toContain('orders.xlsx');

    const accepted = await expectStatus(api.request().put(`/client/import/${detail.id}/accept`).set('Authorization', `Bearer ${client.token}`), 200);
    expect(accepted.body).toMatchObject({ status: 'PUBLISHING' });
    const [queued] = await api.runtime.sequelize.query<{ n: number }>("SELECT count(*)::int AS n FROM pgboss.job WHERE name = :queue AND data->>'importId' = :id", {
      type: QueryTypes.SELECT,
      replacements: { queue: IMPORT_PUBLISHING_QUEUE, id: String(detail.id) },
    });
    expect(queued?.n).toBe(1);

    // Two workers at once (or one resumed after a crash) on the same chunk: the import's lock serialises them.
    await Promise.all([publishImportChunk(detail.id, 5), publishImportChunk(detail.id, 5)]);
    const afterTwo = await ordersOfProject(projectId);
    expect(afterTwo).toHaveLength(10);
    await publishImport(detail.id);
    await publishImport(detail.id);

    const orders = await ordersOfProject(projectId);
    expect(orders).toHaveLength(22);
    expect(new Set(orders.map((o) => o.title)).size).toBe(22);
    for (const order of orders) expect(order.reserved_amount).toBe(order.price_max);
    const reserved = orders.reduce((sum, o) => sum + BigInt(o.price_max), 0n);
    expect(await balance(clientReserved(client.id))).toBe(reserved);
    expect(await balance(clientAvailable(client.id))).toBe(1_000_000n - reserved);
    // Reserved in one batch per group, yet each order's reservation is its own ledger transaction, named after it.
    const reservations = await api.runtime.sequelize.query<{ reference: string; amount: string }>(
      `SELECT t.reference, e.amount::text AS amount FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
        WHERE t.kind = 'order_reserve' AND t.reference IN (:references) AND e.amount > 0 ORDER BY t.reference`,
      { type: QueryTypes.SELECT, replacements: { references: orders.map((o) => `order:${o.id}`) } },
    );
    expect(reservations).toHaveLength(22);
    const maxByOrder = new Map(orders.map((o) => [`order:${o.id}`, o.price_max]));
    for (const r of reservations) expect(r.amount).toBe(maxByOrder.get(r.reference));
    expect(await verifyLedger()).toEqual([]);

    const done = (await expectStatus(api.request().get(`/client/import/${detail.id}?state=created&limit=1000`).set('Authorization', `Bearer ${client.token}`), 200))
      .body as ImportDetailDto;
    expect(done.status).toBe('FINISHED');
    expect(done.rowStats).toEqual({ total: 25, created: 22, failed: 3 });
    expect(done.rows.data.map((r) => r.orderId).sort()).toEqual(orders.map((o) => o.id).sort());
  });

  it('marks rows the balance no longer covers as failed and creates the rest', async () => {
    const client = await newClient(api, {}, 800n);
    const projectId = await newProject(api, client);
    const detail = await importOf(client, projectId, xlsxOf([row({ minWords: 100, maxWords: 100 }), row({ minWords: 100, maxWords: 100 }), row({ minWords: 100, maxWords: 100 })]));
    const perOrder = (detail.rows.data[0]?.price?.max ?? 0) as number;
    expect(perOrder * 3).toBeGreaterThan(800);
    await expectStatus(api.request().put(`/client/import/${detail.id}/accept`).set('Authorization', `Bearer ${client.token}`), 200);
    await publishImport(detail.id);
    const done = (await expectStatus(api.request().get(`/client/import/${detail.id}`).set('Authorization', `Bearer ${client.token}`), 200)).body as ImportDetailDto;
    const created = Math.floor(800 / perOrder);
    expect(done.rowStats).toEqual({ total: 3, created, failed: 3 - created });
    expect(await ordersOfProject(projectId)).toHaveLength(created);
    expect(await balance(clientAvailable(client.id))).toBe(800n - BigInt(created * perOrder));
    expect(done.errors[0]?.message).toMatch(/Available balance is too low/);
  });
});

describe('an import whose worker was killed', () => {
  it('is queued again when the jobs start, resumes at its first row without an order and makes no order twice', async () => {
    const client = await newClient(api, {}, 1_000_000n);
    const projectId = await newProject(api, client);
    const detail = await importOf(client, projectId, xlsxOf(Array.from({ length: 12 }, (_, i) => row({ title: `Resumed ${i + 1}` }))));
    await expectStatus(api.request().put(`/client/import/${detail.id}/accept`).set('Authorization', `Bearer ${client.token}`), 200);
    const jobs = (state: string) =>
      api.runtime.sequelize
        .query<{ n: number }>("SELECT count(*)::int AS n FROM pgboss.job WHERE name = :queue AND data->>'importId' = :id AND state = :state", {
          type: QueryTypes.SELECT,
          replacements: { queue: IMPORT_PUBLISHING_QUEUE, id: String(detail.id), state },
        })
        .then(([r]) => r?.n);
    // A worker took the job and committed one chunk, then died: the job stays active until it expires (15 minutes).
    await api.runtime.sequelize.query("UPDATE pgboss.job SET state = 'active', started_on = now() WHERE name = :queue AND data->>'importId' = :id", {
      replacements: { queue: IMPORT_PUBLISHING_QUEUE, id: String(detail.id) },
    });
    await publishImportChunk(detail.id, 5);
    expect(await jobs('created')).toBe(0);

    const send = (importId: number) => boss.send(IMPORT_PUBLISHING_QUEUE, { importId }, { singletonKey: `import-${importId}` });
    expect(await requeuePublishingImports(send)).toContain(detail.id);
    expect(await jobs('created')).toBe(1);
    // The new job and the old one, should it come back after its expiry, both run to the end.
    await publishImport(detail.id);
    await publishImport(detail.id);
    const orders = await ordersOfProject(projectId);
    expect(orders).toHaveLength(12);
    expect(new Set(orders.map((o) => o.title)).size).toBe(12);
    expect(await balance(clientReserved(client.id))).toBe(orders.reduce((sum, o) => sum + BigInt(o.price_max), 0n));
    expect(await verifyLedger()).toEqual([]);
    // Once FINISHED, a later start queues nothing for it.
    expect(await requeuePublishingImports(send)).not.toContain(detail.id);
    expect(await jobs('created')).toBe(1);
  });
});

describe('staff imports', () => {
  it('uploads on a client’s behalf, lists every client’s imports and accepts', async () => {
    const client = await newClient(api, {}, 1_000_000n);
    const projectId = await newProject(api, client);
    const res = await expectStatus(upload(admin, `/admin/client/${client.id}/import?projectId=${projectId}`, xlsxOf([row()]), 'staff.xlsx'), 201);
    const id = (res.body as ImportDetailDto).id;
    const other = await newClient(api);
    await expectStatus(upload(admin, `/admin/client/${other.id}/import?projectId=${projectId}`, xlsxOf([row()]), 'staff.xlsx'), 404);
    const list = (await expectStatus(api.request().get(`/admin/imports?clientId=${client.id}`).set('Authorization', `Bearer ${admin.token}`), 200)).body as ImportListResponse;
    expect(list.data.map((i) => i.id)).toEqual([id]);
    await expectStatus(api.request().get(`/client/import/${id}`).set('Authorization', `Bearer ${client.token}`), 200);
    await expectStatus(api.request().put(`/admin/import/${id}/accept`).set('Authorization', `Bearer ${admin.token}`), 200);
    await publishImport(id);
    expect(await ordersOfProject(projectId)).toHaveLength(1);
  });

  it('names the client in the staff list, and each service’s group (group rows) or linguist (direct rows)', async () => {
    const client = await newClient(api, {}, 1_000_000n);
    await setCompanyName(api.runtime.sequelize, client.id, 'Alpine Trails GmbH');
    const projectId = await newProject(api, client);
    const writer = await newLinguist(api, { nickname: 'quill' });
    const groupId = await insertGroup(api.runtime.sequelize, { clientId: client.id, name: 'Trail writers', type: 'copywriting', memberIds: [writer.id] });
    const sheet = xlsxOf([row({ title: 'By the group', linguistType: 'group', groupId }), row({ title: 'By quill', linguistType: 'direct', linguistId: writer.id }), row()]);
    const detail = (await expectStatus(upload(admin, `/admin/client/${client.id}/import?projectId=${projectId}`, sheet, 'named.xlsx'), 201)).body as ImportDetailDto;
    expect(detail.errors).toEqual([]);
    expect(detail.clientName).toBe('Alpine Trails GmbH');
    expect(detail.services).toEqual([
      { name: 'copywriting', type: 'group', linguistId: null, linguistName: null, groupId, groupName: 'Trail writers' },
      { name: 'copywriting', type: 'direct', linguistId: writer.id, linguistName: 'quill', groupId: null, groupName: null },
      { name: 'copywriting', type: 'open', linguistId: null, linguistName: null, groupId: null, groupName: null },
    ]);
    const list = (await expectStatus(api.request().get(`/admin/imports?clientId=${client.id}`).set('Authorization', `Bearer ${admin.token}`), 200)).body as ImportListResponse;
    expect(list.data[0]).toMatchObject({ id: detail.id, clientId: client.id, clientName: 'Alpine Trails GmbH', services: detail.services });
    // The names are read with the import: a renamed group shows its new name.
    await api.runtime.sequelize.query("UPDATE linguist_groups SET name = 'Summit writers' WHERE id = :groupId", { replacements: { groupId } });
    const again = (await expectStatus(api.request().get(`/client/import/${detail.id}`).set('Authorization', `Bearer ${client.token}`), 200)).body as ImportDetailDto;
    expect(again.services[0]?.groupName).toBe('Summit writers');
  });
});

describe('import in the order wizard', () => {
  it('answers the rows for step 5 and the errors by position, creating nothing', async () => {
    const client = await newClient(api);
    const projectId = await newProject(api, client);
    const sheet = xlsxOf([row({ title: 'One', keywords: 'a; b' }), row({ title: '' }), row({ title: 'Three', maxWords: 200_000 })]);
    const res = await expectStatus(upload(client, `/client/project/${projectId}/orders/parse`, sheet, 'wizard.xlsx'), 200);
    const body = res.body as WizardImportResponse;
    expect(body.rows).toEqual([{ position: 1, title: 'One', minWords: 300, maxWords: 400, keywords: ['a', 'b'], comment: '' }]);
    expect(body.errors.map((e) => [e.position, e.field])).toEqual([
      [2, 'title'],
      [3, 'maxWords'],
    ]);
    expect(await ordersOfProject(projectId)).toHaveLength(0);
    const stranger = await newClient(api);
    await expectStatus(upload(stranger, `/client/project/${projectId}/orders/parse`, sheet, 'wizard.xlsx'), 404);
  });
});
