import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { AppError } from '@inkwell/service-kit';
import { IMPORT_COLUMNS, IMPORT_FILE_FIELD, type ImportColumn } from '@inkwell/contracts';
import { zipUnpackedBytes } from '../../http/file-upload.js';
import type { SheetCell, SheetReadAnswer, SheetReadJob, SpreadsheetType } from './sheet-records.js';

export type { SheetCell, SpreadsheetType } from './sheet-records.js';

/** A 10,000-row sheet unpacks to about 10 MB of XML; anything far past that is a bomb, refused before parsing. */
export const XLSX_MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

/** The file's data rows under a recognised header, each cell under its column key. */
export interface SheetRows {
  columns: ImportColumn[];
  rows: Map<ImportColumn['key'], SheetCell>[];
}

const fileProblem = (message: string) => AppError.badRequest(message, IMPORT_FILE_FIELD);

/** Headers match without regard to case, spaces or punctuation, so 'Words min', 'words_min' and 'WORDS MIN' are one. */
const normalised = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');
const COLUMN_BY_HEADER = new Map<string, ImportColumn>(IMPORT_COLUMNS.flatMap((column) => [[normalised(column.header), column] as const, [normalised(column.key), column] as const]));

const REQUIRED_KEYS = IMPORT_COLUMNS.filter((column) => column.required).map((column) => column.key);

/** How long and how much heap one file may take to read; tests shorten the time to see a file that never ends. */
export const SHEET_READ_LIMITS = { timeoutMs: 15_000, heapMb: 256 };

// From the built JavaScript the worker runs its own file; from the TypeScript sources (the tests) it runs the same
// file transpiled here, loaded as a module of its own path so that it finds SheetJS where the file would.
const WORKER_FILE = path.join(__dirname, `sheet-records${path.extname(__filename)}`);
const FROM_SOURCE = WORKER_FILE.endsWith('.ts');
const LOAD_TRANSPILED = `
  const { workerData } = require('node:worker_threads');
  const Module = require('node:module');
  const worker = new Module(workerData.filename);
  worker.filename = workerData.filename;
  worker.paths = Module._nodeModulePaths(require('node:path').dirname(workerData.filename));
  worker._compile(workerData.source, workerData.filename);`;
let transpiledSource: string | undefined;

function workerScript(): { script: string; eval: boolean; extra: Record<string, string> } {
  if (!FROM_SOURCE) return { script: WORKER_FILE, eval: false, extra: {} };
  if (transpiledSource === undefined) {
    const ts = createRequire(__filename)('typescript') as typeof import('typescript');
    transpiledSource = ts.transpileModule(fs.readFileSync(WORKER_FILE, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
    }).outputText;
  }
  return { script: LOAD_TRANSPILED, eval: true, extra: { filename: WORKER_FILE, source: transpiledSource } };
}

const isCell = (value: unknown): value is SheetCell => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * Reads the file's records in a worker thread of its own, with a bounded heap and a wall-clock limit, so SheetJS's
 * advisories on crafted files (prototype pollution, ReDoS) stay in a realm that is thrown away: what comes back is a
 * structured clone, checked to be rows of plain cells. A file still being read at the limit stops its worker.
 */
function readRecordsInWorker(content: Buffer, type: SpreadsheetType, maxRecords: number, fileName: string): Promise<SheetCell[][]> {
  const { script, eval: fromSource, extra } = workerScript();
  const job: SheetReadJob = { job: 'sheet-records', content: new Uint8Array(content), type, maxRecords };
  const worker = new Worker(script, {
    eval: fromSource,
    workerData: { ...job, ...extra },
    resourceLimits: { maxOldGenerationSizeMb: SHEET_READ_LIMITS.heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    // the worker sees none of core-api's environment (secrets, database address)
    env: {},
    stdout: true,
    stderr: true,
  });
  return new Promise<SheetCell[][]>((resolve, reject) => {
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      worker.removeAllListeners();
      // every exit path ends the thread, so nothing of a hostile file outlives its answer
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => finish(() => reject(fileProblem(`The file ${fileName} could not be read in time; make it smaller or save it again as .xlsx or .csv`))), SHEET_READ_LIMITS.timeoutMs);
    worker.once('message', (answer: SheetReadAnswer) =>
      finish(() => {
        if ('problem' in answer) return reject(fileProblem(answer.problem));
        const records = answer.records;
        if (!Array.isArray(records) || !records.every((record) => Array.isArray(record) && record.every(isCell))) {
          return reject(fileProblem(`The file ${fileName} could not be read`));
        }
        resolve(records);
      }),
    );
    worker.once('error', (err: Error & { code?: string }) =>
      finish(() =>
        reject(
          err.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? fileProblem(`The file ${fileName} needs more memory to read than a file may use and is not read`)
            : err,
        ),
      ),
    );
    worker.once('exit', (code) => finish(() => reject(new Error(`The spreadsheet reader stopped (exit ${code}) before answering`))));
  });
}

/**
 * Reads the first sheet of an .xlsx or a comma- or semicolon-separated UTF-8 CSV: a header naming the template's
 * columns, then at most `maxRows` data rows (blank rows skipped). An .xlsx must unpack within its budget before
 * anything reads it; the reading itself runs in a worker thread (see readRecordsInWorker).
 *
 * @throws AppError 400 naming the file for a damaged, oversized or too slow file, a missing column or no rows
 */
export async function readSheetRows(
  content: Buffer,
  type: SpreadsheetType,
  maxRows: number,
  options: { fileName?: string | null; required?: readonly ImportColumn['key'][] } = {},
): Promise<SheetRows> {
  const { fileName, required = REQUIRED_KEYS } = options;
  if (type === 'xlsx') {
    const unpacked = zipUnpackedBytes(content, XLSX_MAX_UNPACKED_BYTES);
    if (unpacked === 'too-large') throw fileProblem(`The spreadsheet unpacks to more than ${XLSX_MAX_UNPACKED_BYTES / 1024 / 1024} MB and is not read`);
    if (unpacked === 'invalid') throw fileProblem('The spreadsheet is damaged: its archive cannot be read');
  }
  const records = await readRecordsInWorker(content, type, maxRows + 1, fileName ? `'${fileName}'` : `(${type})`);
  const [header, ...data] = records;
  if (!header) throw fileProblem('The file has no header row and no rows');
  const columns: (ImportColumn | null)[] = header.map((cell) => (cell === null ? null : (COLUMN_BY_HEADER.get(normalised(String(cell))) ?? null)));
  const missing = IMPORT_COLUMNS.filter((column) => required.includes(column.key) && !columns.includes(column));
  if (missing.length) {
    throw fileProblem(`The header row lacks the column${missing.length > 1 ? 's' : ''} ${missing.map((c) => `'${c.header}'`).join(', ')}; download the template to see them`);
  }
  if (!data.length) throw fileProblem('The file has a header but no rows');
  if (data.length > maxRows) throw fileProblem(`The file has more than ${maxRows.toLocaleString('en')} rows; split it into files of at most ${maxRows.toLocaleString('en')} rows`);
  const rows = data.map((record) => {
    const row = new Map<ImportColumn['key'], SheetCell>();
    columns.forEach((column, index) => {
      if (column && !row.has(column.key)) row.set(column.key, record[index] ?? null);
    });
    return row;
  });
  return { columns: columns.filter((c): c is ImportColumn => c !== null), rows };
}
