// Hostile files for multipart routes: empty, truncated, renamed, a zip bomb and an oversize file. Built by
// hand (no archive library needed): a zip is a local header, the data, a central directory and an end record.
import { deflateRawSync } from 'node:zlib';
import * as SheetJS from 'xlsx';
import type { Attack } from './attacks';
import type { JsonSchema, Route } from './registry';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A one-file zip archive (deflated), the container of xlsx, docx and most "document" uploads. */
export function zipOf(name: string, content: Buffer): Buffer {
  return zipOfMany([[name, content]]);
}

/** A zip archive of several deflated files. */
function zipOfMany(files: [string, Buffer][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of files) {
    const { local, central } = zipParts(name, content, offset);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** One file's local header with its data, and its central directory record pointing at `offset`. */
function zipParts(name: string, content: Buffer, offset: number): { local: Buffer; central: Buffer } {
  const data = deflateRawSync(content, { level: 9 });
  const fileName = Buffer.from(name);
  const crc = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  central.writeUInt32LE(offset, 42);
  return { local: Buffer.concat([local, fileName, data]), central: Buffer.concat([central, fileName]) };
}

interface HostileFile {
  kind: string;
  fileName: string;
  contentType: string;
  content: Buffer;
  /**
   * A well-formed file of this type is a wrong type only where a route does not take it (a message takes a PDF), and
   * a legal one where it does: it is sent to the other routes only.
   */
  realType?: string;
  /**
   * A spreadsheet that is valid as a file and hostile in its cells: sent only to the routes that read spreadsheets
   * (those taking text/csv), which may refuse it or read it, cells as text, never evaluated and never a 5xx.
   */
  spreadsheet?: true;
  /** A spreadsheet past the row limit: sent only to the routes that read spreadsheets, each of which must refuse it. */
  pastRowLimit?: true;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let files: HostileFile[] | undefined;

const SHEET_HEADER = 'Title;Words min;Words max;Language;Level;Service;Deadline days;Linguist type';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A one-page PDF, header to %%EOF: a real document, not a spreadsheet. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** The smallest real Word document: a declared main part and its paragraph. */
function wordDocument(): Buffer {
  const manifest = `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="${DOCX}.main+xml"/></Types>`;
  return zipOfMany([
    ['[Content_Types].xml', Buffer.from(manifest)],
    ['word/document.xml', Buffer.from('<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p/></w:body></w:document>')],
  ]);
}

/** Formula cells within every limit: typed text that Excel would run, and real formulas with their cached values. */
function formulaWorkbook(): Buffer {
  const header = SHEET_HEADER.split(';');
  const row = (title: string) => [title, 300, 400, 'de-DE', 'good', 'copywriting', 2, 'open'];
  const sheet = SheetJS.utils.aoa_to_sheet([header, row('=HYPERLINK("http://x","y")'), row("=cmd|' /C calc'!A0"), row('@SUM(1+1)*cmd|\' /C calc\'!A0')]);
  // Cells that are formulas in the file itself, as Excel saves them (the formula and the value it last showed).
  sheet.A5 = { t: 's', f: 'HYPERLINK("http://x","y")', v: 'y' };
  sheet.A6 = { t: 'n', f: "cmd|' /C calc'!A0", v: 0 };
  for (const [column, value] of [['B', 300], ['C', 400], ['D', 'de-DE'], ['E', 'good'], ['F', 'copywriting'], ['G', 2], ['H', 'open']] as const) {
    for (const line of [5, 6]) sheet[`${column}${line}`] = typeof value === 'number' ? { t: 'n', v: value } : { t: 's', v: value };
  }
  sheet['!ref'] = 'A1:H6';
  const book = SheetJS.utils.book_new();
  SheetJS.utils.book_append_sheet(book, sheet, 'Orders');
  return SheetJS.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** A zip that passes the type check (its manifest declares a workbook) and unpacks to 200 MB: only an unpacking budget stops it. */
function workbookBomb(): Buffer {
  const manifest = '<Types><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>';
  return zipOfMany([
    ['[Content_Types].xml', Buffer.from(manifest)],
    ['xl/workbook.xml', Buffer.from('<workbook/>')],
    ['xl/worksheets/sheet1.xml', Buffer.alloc(200 * 1024 * 1024)],
  ]);
}

/**
 * A real workbook of 1,000,000 rows under a template header that deflates to well under the upload limit and
 * unpacks within the unpacking budget (26 MB), so only the row limit stands between it and the reader.
 */
function millionRowWorkbook(): Buffer {
  const cell = (text: string) => `<c t="inlineStr"><is><t>${text}</t></is></c>`;
  const header = `<row>${SHEET_HEADER.split(';').map(cell).join('')}</row>`;
  const sheet = `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${header}${'<row><c><v>1</v></c></row>'.repeat(1_000_000)}</sheetData></worksheet>`;
  const relationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return zipOfMany([
    [
      '[Content_Types].xml',
      Buffer.from(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
          `<Override PartName="/xl/workbook.xml" ContentType="${XLSX}.main+xml"/>` +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
    ],
    ['_rels/.rels', Buffer.from(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relationships}/officeDocument" Target="xl/workbook.xml"/></Relationships>`)],
    ['xl/workbook.xml', Buffer.from(`<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${relationships}"><sheets><sheet name="Orders" sheetId="1" r:id="rId1"/></sheets></workbook>`)],
    ['xl/_rels/workbook.xml.rels', Buffer.from(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relationships}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`)],
    ['xl/worksheets/sheet1.xml', Buffer.from(sheet)],
  ]);
}

/** Built once, on first use: the bomb alone deflates 100 MB. */
function hostileFiles(): HostileFile[] {
  files ??= buildHostileFiles();
  return files;
}

function buildHostileFiles(): HostileFile[] {
  const sheet = zipOf('xl/workbook.xml', Buffer.from('<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>'));
  return [
    { kind: 'empty file', fileName: 'empty.xlsx', contentType: XLSX, content: Buffer.alloc(0) },
    { kind: 'truncated file', fileName: 'truncated.xlsx', contentType: XLSX, content: sheet.subarray(0, Math.floor(sheet.length / 2)) },
    { kind: 'renamed file (an executable as .xlsx)', fileName: 'report.xlsx', contentType: XLSX, content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]) },
    { kind: 'zip bomb (100 MB of zeros in ~100 KB)', fileName: 'bomb.xlsx', contentType: XLSX, content: zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(100 * 1024 * 1024)) },
    { kind: 'oversize file (64 MB)', fileName: 'big.xlsx', contentType: XLSX, content: Buffer.alloc(64 * 1024 * 1024, 0x41) },
    // Spreadsheet attacks (issue 13): refused by the import routes for what they hold, by every other route for their type.
    { kind: 'CSV with a header only', fileName: 'header.csv', contentType: 'text/csv', content: Buffer.from(`${SHEET_HEADER}\r\n`) },
    { kind: 'CSV that is not UTF-8 (Latin-1)', fileName: 'latin1.csv', contentType: 'text/csv', content: Buffer.from(`${SHEET_HEADER}\nGr\xfc\xdfe;1;2;de-DE;good;copywriting;1;open\n`, 'latin1') },
    { kind: 'CSV of 10,001 rows (one past the limit)', fileName: 'long.csv', contentType: 'text/csv', content: Buffer.from(`${SHEET_HEADER}\n${'=cmd|\' /C calc\'!A0;1;2;de-DE;good;copywriting;1;open\n'.repeat(10_001)}`) },
    { kind: 'a sheet of 1,000,000 rows', fileName: 'million.xlsx', contentType: XLSX, content: millionRowWorkbook(), pastRowLimit: true },
    { kind: 'zip bomb with a workbook manifest (200 MB sheet)', fileName: 'bomb-book.xlsx', contentType: XLSX, content: workbookBomb() },
    // Genuinely other types, well formed, named and declared as spreadsheets.
    { kind: 'wrong type (a real PDF named .xlsx)', fileName: 'orders.xlsx', contentType: XLSX, content: PDF, realType: 'application/pdf' },
    { kind: 'wrong type (a real .docx named .xlsx)', fileName: 'orders.xlsx', contentType: XLSX, content: wordDocument(), realType: DOCX },
    { kind: 'formulas in cells (=HYPERLINK, =cmd|…)', fileName: 'formulas.xlsx', contentType: XLSX, content: formulaWorkbook(), spreadsheet: true },
    {
      kind: 'semicolon-separated CSV',
      fileName: 'semicolon.csv',
      contentType: 'text/csv',
      content: Buffer.from(`${SHEET_HEADER}\r\n"Süße Grüße; mit Semikolon";300;400;de-DE;good;copywriting;2;open\r\n`),
      spreadsheet: true,
    },
  ];
}

/** The multipart field that carries the file: the binary property of the declared multipart schema. */
function fileField(schema: JsonSchema | undefined): string {
  const binary = Object.entries(schema?.properties ?? {}).find(([, p]) => p.format === 'binary');
  return binary?.[0] ?? 'file';
}

/** The types a route takes, as its documentation lists them ("…; application/pdf, image/png (recognised by content)…"). */
function acceptedTypes(schema: JsonSchema | undefined): string {
  return Object.values(schema?.properties ?? {}).find((p) => p.format === 'binary')?.description ?? '';
}

export function uploadAttacks(route: Route, path: string): Attack[] {
  const field = fileField(route.multipart);
  const accepted = acceptedTypes(route.multipart);
  const readsSpreadsheets = accepted.includes('text/csv');
  const boundary = `adversarial${Date.now()}`;
  const aimed = hostileFiles().filter((file) =>
    file.realType ? !accepted.includes(file.realType) : !(file.spreadsheet || file.pastRowLimit) || readsSpreadsheets,
  );
  return aimed.map((file) => ({
    kind: file.kind,
    field,
    // A spreadsheet route may read the file (cells as text); the suite still fails a 5xx and any row written.
    mustRefuse: !file.spreadsheet,
    request: {
      method: route.method,
      path,
      contentType: `multipart/form-data; boundary=${boundary}`,
      raw: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.fileName}"\r\nContent-Type: ${file.contentType}\r\n\r\n`),
        file.content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    },
  }));
}
