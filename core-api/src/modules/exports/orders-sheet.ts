import XLSX from 'xlsx';

/** Characters a spreadsheet reads as the start of a formula or command (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A cell's value as text a spreadsheet shows but never evaluates: a leading quote makes Excel, LibreOffice and
 * Sheets take `=HYPERLINK(…)` or `=cmd|…` as text. Numbers (money arrives as numeric strings) are left alone.
 */
export function neutralisedCell(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text = Array.isArray(value) ? value.join(', ') : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (PLAIN_NUMBER.test(text)) return text;
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One sheet "Orders" with a header row of the table's column names and one row per order. */
export function ordersWorkbook(rows: readonly Record<string, unknown>[], columns: readonly string[]): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([[...columns], ...rows.map((row) => columns.map((column) => neutralisedCell(row[column])))]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Orders');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
