// Hostile files for multipart routes: empty, truncated, renamed, a zip bomb and an oversize file. Built by
// hand (no archive library needed): a zip is a local header, the data, a central directory and an end record.
import { deflateRawSync } from 'node:zlib';
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
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let files: HostileFile[] | undefined;

const SHEET_HEADER = 'Title;Words min;Words max;Language;Level;Service;Deadline days;Linguist type';

/** A zip that passes the type check (its manifest declares a workbook) and unpacks to 200 MB: only an unpacking budget stops it. */
function workbookBomb(): Buffer {
  const manifest = '<Types><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>';
  return zipOfMany([
    ['[Content_Types].xml', Buffer.from(manifest)],
    ['xl/workbook.xml', Buffer.from('<workbook/>')],
    ['xl/worksheets/sheet1.xml', Buffer.alloc(200 * 1024 * 1024)],
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
    { kind: 'zip bomb with a workbook manifest (200 MB sheet)', fileName: 'bomb-book.xlsx', contentType: XLSX, content: workbookBomb() },
  ];
}

/** The multipart field that carries the file: the binary property of the declared multipart schema. */
function fileField(schema: JsonSchema | undefined): string {
  const binary = Object.entries(schema?.properties ?? {}).find(([, p]) => p.format === 'binary');
  return binary?.[0] ?? 'file';
}

export function uploadAttacks(route: Route, path: string): Attack[] {
  const field = fileField(route.multipart);
  const boundary = `adversarial${Date.now()}`;
  return hostileFiles().map((file) => ({
    kind: file.kind,
    field,
    mustRefuse: true,
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
