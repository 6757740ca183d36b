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
  const localSize = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(localSize, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

interface HostileFile {
  kind: string;
  fileName: string;
  contentType: string;
  content: Buffer;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let files: HostileFile[] | undefined;

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
