import * as XLSX from 'xlsx';
import { AppError } from '@inkwell/service-kit';
import { IMPORT_COLUMNS, IMPORT_FILE_FIELD, type ImportColumn } from '@inkwell/contracts';
import { zipUnpackedBytes } from '../../http/file-upload.js';

/** A 10,000-row sheet unpacks to about 10 MB of XML; anything far past that is a bomb, refused before parsing. */
export const XLSX_MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

export type SpreadsheetType = 'xlsx' | 'csv';

/** A cell as the file holds it: never a formula (only its cached value), never a date object (Excel's serial). */
export type SheetCell = string | number | boolean | null;

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
  if (quoted) throw fileProblem(`The CSV file ends inside a quoted value (record ${records.length + 1})`);
  if (field !== '' || record.length) endRecord();
  return records;
}

function xlsxRecords(content: Buffer, maxRecords: number): SheetCell[][] {
  const unpacked = zipUnpackedBytes(content, XLSX_MAX_UNPACKED_BYTES);
  if (unpacked === 'too-large') throw fileProblem(`The spreadsheet unpacks to more than ${XLSX_MAX_UNPACKED_BYTES / 1024 / 1024} MB and is not read`);
  if (unpacked === 'invalid') throw fileProblem('The spreadsheet is damaged: its archive cannot be read');
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
    throw fileProblem('The spreadsheet is damaged and cannot be read');
  }
  const sheetName = workbook.SheetNames[0];
  const sheet = sheetName === undefined ? undefined : workbook.Sheets[sheetName];
  if (!sheet) throw fileProblem('The spreadsheet has no sheet');
  // sheetRows stops the read one row past the limit, which is enough to say the file is too long.
  return XLSX.utils.sheet_to_json<SheetCell[]>(sheet, { header: 1, raw: true, defval: null, blankrows: false });
}

/**
 * Reads the first sheet of an .xlsx or a comma- or semicolon-separated UTF-8 CSV: a header naming the template's
 * columns, then at most `maxRows` data rows (blank rows skipped).
 *
 * @throws AppError 400 naming the file for a damaged or oversized file, a missing column or no rows
 */
export function readSheetRows(content: Buffer, type: SpreadsheetType, maxRows: number, required: readonly ImportColumn['key'][] = REQUIRED_KEYS): SheetRows {
  const records: SheetCell[][] = type === 'xlsx' ? xlsxRecords(content, maxRows + 1) : csvRecords(content.toString('utf8').replace(/^\uFEFF/, ''), maxRows + 1);
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
