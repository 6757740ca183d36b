import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import * as XLSX from 'xlsx';

// Runs only inside the worker thread that import-sheet.ts starts per uploaded file (decision 038): SheetJS 0.18.5 has
// advisories on crafted files (prototype pollution, ReDoS), so whatever it does to this realm's prototypes or clock
// dies with the worker. It imports nothing of ours, so the worker starts with SheetJS alone.

/** A cell as the file holds it: never a formula (only its cached value), never a date object (Excel's serial). */
export type SheetCell = string | number | boolean | null;

export type SpreadsheetType = 'xlsx' | 'csv';

/** What the main thread asks: the file's bytes, its type and how many records are worth reading. */
export interface SheetReadJob {
  job: 'sheet-records';
  content: Uint8Array;
  type: SpreadsheetType;
  maxRecords: number;
}

/** What the worker answers, as plain data: the records, or why the file cannot be read. */
export type SheetReadAnswer = { records: SheetCell[][] } | { problem: string };

class SheetProblem extends Error {}

function csvSeparator(firstLine: string): ',' | ';' {
  const outsideQuotes = firstLine.replace(/"[^"]*"/g, '');
  const semicolons = outsideQuotes.split(';').length;
  return semicolons > outsideQuotes.split(',').length ? ';' : ',';
}

/** RFC 4180 fields: quoted fields may hold separators, doubled quotes and line breaks. Every value stays text. */
function csvRecords(text: string, maxRecords: number): string[][] {
  const separator = csvSeparator(text.slice(0, text.search(/\r?\n|$/)));
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let at = 0;
  const endRecord = () => {
    record.push(field);
    field = '';
    if (record.some((value) => value.trim() !== '')) records.push(record);
    record = [];
  };
  while (at < text.length) {
    const char = text[at] as string;
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else field += char;
      at += 1;
      continue;
    }
    if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (char === separator) {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      endRecord();
      if (char === '\r' && text[at + 1] === '\n') at += 1;
      if (records.length > maxRecords) return records;
    } else field += char;
    at += 1;
  }
  if (quoted) throw new SheetProblem(`The CSV file ends inside a quoted value (record ${records.length + 1})`);
  if (field !== '' || record.length) endRecord();
  return records;
}

function xlsxRecords(content: Buffer, maxRecords: number): SheetCell[][] {
  let workbook: XLSX.WorkBook;
  try {
    // Values only: no formulas (a formula cell gives its cached value, never evaluated), no dates, no HTML, no macros.
    workbook = XLSX.read(content, {
      type: 'buffer',
      cellFormula: false,
      cellHTML: false,
      cellText: false,
      cellDates: false,
      cellNF: false,
      cellStyles: false,
      bookVBA: false,
      sheetRows: maxRecords + 1,
      dense: true,
    });
  } catch {
    throw new SheetProblem('The spreadsheet is damaged and cannot be read');
  }
  const sheetName = workbook.SheetNames[0];
  const sheet = sheetName === undefined ? undefined : workbook.Sheets[sheetName];
  if (!sheet) throw new SheetProblem('The spreadsheet has no sheet');
  // sheetRows stops the read one row past the limit, which is enough to say the file is too long.
  return XLSX.utils.sheet_to_json<SheetCell[]>(sheet, { header: 1, raw: true, defval: null, blankrows: false });
}

function read(job: SheetReadJob): SheetReadAnswer {
  const content = Buffer.from(job.content.buffer, job.content.byteOffset, job.content.byteLength);
  try {
    const records = job.type === 'xlsx' ? xlsxRecords(content, job.maxRecords) : csvRecords(content.toString('utf8').replace(/^\uFEFF/, ''), job.maxRecords);
    return { records };
  } catch (err) {
    if (err instanceof SheetProblem) return { problem: err.message };
    throw err;
  }
}

if (!isMainThread && (workerData as Partial<SheetReadJob> | null)?.job === 'sheet-records') parentPort?.postMessage(read(workerData as SheetReadJob));
