import { inflateRawSync } from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import multer, { MulterError } from 'multer';
import { ERROR_CODES } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';

/** The image types an upload route may accept, each recognised by its content, never by the name or header. */
export const SNIFFED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type SniffedImageType = (typeof SNIFFED_IMAGE_TYPES)[number];

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Documents, recognised by their structure: a PDF's header and end marker, an Office file's declared main part. */
export const SNIFFED_DOCUMENT_TYPES = ['application/pdf', DOCX, XLSX] as const;
export type SniffedDocumentType = (typeof SNIFFED_DOCUMENT_TYPES)[number];

/**
 * Text has no signature: a route that names 'text/csv' takes a file without one that is valid UTF-8 without
 * control characters (other than tab and line breaks); a route that does not, never sees this type.
 */
export const CSV = 'text/csv';
/** A plain text file (.txt), recognised as CSV is: UTF-8 without control characters and without a signature. */
export const PLAIN_TEXT = 'text/plain';
export type SniffedTextType = typeof CSV | typeof PLAIN_TEXT;
const TEXT_TYPES: readonly string[] = [CSV, PLAIN_TEXT];

export type SniffedFileType = SniffedImageType | SniffedDocumentType | SniffedTextType;

/** Types recognised only to say what was sent; no route accepts them. */
type NamedOnlyType = 'image/gif' | 'application/zip';

/** How a route takes one file in a multipart/form-data body. */
export interface RouteUpload {
  /** the form field that carries the file */
  field: string;
  maxBytes: number;
  types: readonly SniffedFileType[];
  description?: string;
  /** the file may be left out; read it with `optionalUploadOf(req)` */
  optional?: boolean;
  /**
   * a text field of the same form carrying the route's JSON body (e.g. `data`), validated by the route's `body`
   * schema as a JSON body would be; without it the form holds the file alone
   */
  jsonField?: string;
}

/** A file whose type was read from its bytes; the client's declared type is not kept. */
export interface VerifiedUpload<T extends SniffedFileType = SniffedImageType> {
  content: Buffer;
  contentType: T;
  bytes: number;
  /** the client's file name without any directory or control characters, or null when it sent none */
  fileName: string | null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_END = Buffer.from([0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/**
 * What the bytes are, checked beyond the first few: a signature followed by text is not an image, and a truncated
 * file lacks its end marker. 'image/gif' and others are named so the answer can say what was sent.
 */
export function sniffImageType(content: Buffer): SniffedImageType | 'image/gif' | null {
  if (content.length >= 8 + 25 + 12 && content.subarray(0, 8).equals(PNG_SIGNATURE)) {
    // The first chunk of every PNG is IHDR with 13 bytes of data; the last is IEND.
    const headerOk = content.readUInt32BE(8) === 13 && content.toString('latin1', 12, 16) === 'IHDR';
    return headerOk && content.subarray(content.length - 12).equals(PNG_END) ? 'image/png' : null;
  }
  if (content.length >= 4 && content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) {
    const marker = content[3] ?? 0;
    const endsWithEoi = content[content.length - 2] === 0xff && content[content.length - 1] === 0xd9;
    return marker >= 0xc0 && marker !== 0xff && endsWithEoi ? 'image/jpeg' : null;
  }
  if (content.length >= 20 && content.toString('latin1', 0, 4) === 'RIFF' && content.toString('latin1', 8, 12) === 'WEBP') {
    const declared = content.readUInt32LE(4);
    const chunk = content.toString('latin1', 12, 16);
    return declared === content.length - 8 && ['VP8 ', 'VP8L', 'VP8X'].includes(chunk) ? 'image/webp' : null;
  }
  if (content.length >= 6 && ['GIF87a', 'GIF89a'].includes(content.toString('latin1', 0, 6))) return 'image/gif';
  return null;
}

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const ZIP_END = 0x06054b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_LOCAL = 0x04034b50;
/** The largest [Content_Types].xml read: a real one is a few KB; more is a bomb or not an Office file. */
const CONTENT_TYPES_MAX_BYTES = 64 * 1024;

/** The central directory of a zip archive, every offset checked against the buffer; null when it is not one. */
function zipEntries(content: Buffer): ZipEntry[] | null {
  if (content.length < 22 || content.readUInt32LE(0) !== ZIP_LOCAL) return null;
  let end = -1;
  for (let at = content.length - 22; at >= Math.max(0, content.length - 22 - 0xffff); at--) {
    if (content.readUInt32LE(at) === ZIP_END) {
      end = at;
      break;
    }
  }
  // The end record's comment must reach the end of the file exactly: a truncated archive has no end record.
  if (end < 0 || end + 22 + content.readUInt16LE(end + 20) !== content.length) return null;
  const count = content.readUInt16LE(end + 10);
  const directoryEnd = content.readUInt32LE(end + 16) + content.readUInt32LE(end + 12);
  if (count === 0 || directoryEnd > end) return null;
  const entries: ZipEntry[] = [];
  let at = content.readUInt32LE(end + 16);
  for (let n = 0; n < count; n++) {
    if (at + 46 > directoryEnd || content.readUInt32LE(at) !== ZIP_CENTRAL) return null;
    const nameLength = content.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + content.readUInt16LE(at + 30) + content.readUInt16LE(at + 32);
    if (next > directoryEnd) return null;
    entries.push({
      name: content.toString('utf8', at + 46, at + 46 + nameLength),
      method: content.readUInt16LE(at + 10),
      compressedSize: content.readUInt32LE(at + 20),
      size: content.readUInt32LE(at + 24),
      localOffset: content.readUInt32LE(at + 42),
    });
    at = next;
  }
  return entries;
}

/** One entry's bytes, inflated with a bound, so a zip bomb costs at most `maxBytes`. */
function zipEntryContent(content: Buffer, entry: ZipEntry, maxBytes: number): Buffer | null {
  const local = entry.localOffset;
  if (entry.size > maxBytes || local + 30 > content.length || content.readUInt32LE(local) !== ZIP_LOCAL) return null;
  const start = local + 30 + content.readUInt16LE(local + 26) + content.readUInt16LE(local + 28);
  if (start + entry.compressedSize > content.length) return null;
  const data = content.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return data.length === entry.size ? data : null;
  if (entry.method !== 8) return null;
  try {
    const inflated = inflateRawSync(data, { maxOutputLength: maxBytes });
    return inflated.length === entry.size ? inflated : null;
  } catch {
    return null;
  }
}

/** The content type [Content_Types].xml gives each main part an Office file may have. */
const OFFICE_MAIN_PARTS: Record<string, SniffedDocumentType> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml': DOCX,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml': XLSX,
};

const xmlAttribute = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag)?.slice(1).find((v) => v !== undefined);

/**
 * A Word or Excel file is a zip whose [Content_Types].xml declares a main part of that kind, and that part is in the
 * archive. Any other zip (an OpenDocument file, a macro-enabled workbook, a zip bomb) is only 'application/zip'.
 */
function sniffOfficeType(content: Buffer): SniffedDocumentType | 'application/zip' | null {
  const entries = zipEntries(content);
  if (!entries) return null;
  const manifest = entries.find((entry) => entry.name === '[Content_Types].xml');
  const xml = manifest ? zipEntryContent(content, manifest, CONTENT_TYPES_MAX_BYTES)?.toString('utf8') : undefined;
  if (!xml) return 'application/zip';
  const names = new Set(entries.map((entry) => entry.name));
  for (const [tag] of xml.matchAll(/<Override\b[^>]*>/g)) {
    const type = OFFICE_MAIN_PARTS[xmlAttribute(tag, 'ContentType') ?? ''];
    const part = xmlAttribute(tag, 'PartName')?.replace(/^\//, '');
    if (type && part && names.has(part)) return type;
  }
  return 'application/zip';
}

/** A PDF starts with its version header and, unless truncated, ends with %%EOF (and perhaps a line break). */
function isPdf(content: Buffer): boolean {
  if (content.length < 16 || !/^%PDF-\d\.\d/.test(content.toString('latin1', 0, 8))) return false;
  return content.toString('latin1', Math.max(0, content.length - 1024)).includes('%%EOF');
}

/** How many bytes a UTF-8 sequence starting with `lead` has, or 0 when `lead` cannot start one. */
function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/**
 * Where the bytes of a text file stop being UTF-8 text: the offset of the first invalid sequence or control
 * character (tab and line breaks are text), or null when the whole file is text.
 */
export function firstNonTextByte(content: Buffer): number | null {
  let at = 0;
  while (at < content.length) {
    const lead = content[at] ?? 0;
    const length = sequenceLength(lead);
    if (length === 0 || at + length > content.length) return at;
    if (length === 1) {
      if ((lead < 0x20 && lead !== 0x09 && lead !== 0x0a && lead !== 0x0d) || lead === 0x7f) return at;
    } else {
      // Decoding the one sequence rejects overlong forms, surrogates and bad continuation bytes alike.
      const piece = content.subarray(at, at + length);
      if (!Buffer.from(piece.toString('utf8')).equals(piece)) return at;
    }
    at += length;
  }
  return null;
}

/**
 * What a zip archive unpacks to, inflating every entry within what is left of `maxBytes`: a bomb stops at the
 * budget, whatever sizes its directory declares. 'invalid' when it is not a readable archive.
 */
export function zipUnpackedBytes(content: Buffer, maxBytes: number): number | 'too-large' | 'invalid' {
  const entries = zipEntries(content);
  if (!entries) return 'invalid';
  let total = 0;
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    const left = maxBytes - total;
    if (entry.size > left) return 'too-large';
    const data = zipEntryContent(content, entry, Math.max(left, 1));
    if (!data) return entry.method === 8 && entry.size <= left ? 'invalid' : 'too-large';
    total += data.length;
  }
  return total;
}

/** What the bytes are, for routes taking documents as well as images. */
export function sniffFileType(content: Buffer): SniffedFileType | NamedOnlyType | null {
  if (isPdf(content)) return 'application/pdf';
  return sniffImageType(content) ?? sniffOfficeType(content);
}

/** Types a client may declare (in the part header or the name's extension), by what they claim to be. */
const DECLARED_TYPES: Record<string, SniffedFileType | NamedOnlyType> = {
  'image/png': 'image/png',
  'image/x-png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/webp': 'image/webp',
  'image/gif': 'image/gif',
  'application/pdf': 'application/pdf',
  [DOCX]: DOCX,
  [XLSX]: XLSX,
  'application/zip': 'application/zip',
  'text/csv': CSV,
  'text/plain': PLAIN_TEXT,
};
const EXTENSION_TYPES: Record<string, SniffedFileType | NamedOnlyType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  docx: DOCX,
  xlsx: XLSX,
  zip: 'application/zip',
  csv: CSV,
  txt: PLAIN_TEXT,
};

/** The name's last segment (never a path), without control characters, at most 160 characters, keeping its extension. */
export function cleanFileName(name: string | undefined): string | null {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  if (!clean) return null;
  if (clean.length <= 160) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, 160 - extension.length) + extension;
}

interface Claim {
  claim: string;
  type: SniffedFileType | NamedOnlyType;
}

/** What the file's part header and its name's extension claim it is, where they claim a type we know. */
function claims(declared: string, fileName: string | null): [Claim | undefined, Claim | undefined] {
  const header = DECLARED_TYPES[declared.toLowerCase()];
  const extension = /\.([a-z0-9]{1,5})$/i.exec(fileName ?? '')?.[1]?.toLowerCase();
  const byName = extension ? EXTENSION_TYPES[extension] : undefined;
  return [header ? { claim: declared.toLowerCase(), type: header } : undefined, byName ? { claim: `.${extension}`, type: byName } : undefined];
}

function lyingFile(claim: string, sniffed: string, field: string): AppError {
  return AppError.badRequest(`The file says it is ${claim} but its content is ${sniffed}`, field);
}

const uploads = new WeakMap<Request, VerifiedUpload<SniffedFileType>>();

/**
 * The verified file of an upload route's request; the route's middleware guarantees it is there, of one of the
 * route's `types`, which the caller names as `T`.
 */
export function uploadOf<T extends SniffedFileType = SniffedImageType>(req: Pick<Request, never>): VerifiedUpload<T> {
  const upload = uploads.get(req as Request);
  if (!upload) throw new Error('uploadOf called on a route without `upload`');
  return upload as VerifiedUpload<T>;
}

/** The verified file of a route whose upload is `optional`, or null when the form held none. */
export function optionalUploadOf<T extends SniffedFileType>(req: Pick<Request, never>): VerifiedUpload<T> | null {
  return (uploads.get(req as Request) as VerifiedUpload<T> | undefined) ?? null;
}

/** Text files have no signature: CSV and plain text are one kind, told apart only by what the route takes. */
const sameType = (claimed: string, sniffed: string) => claimed === sniffed || (TEXT_TYPES.includes(claimed) && TEXT_TYPES.includes(sniffed));

/** The JSON field of a form with a file holds a form, never a document. */
const JSON_FIELD_MAX_BYTES = 64 * 1024;

const kilobytes = (bytes: number) => `${Math.floor(bytes / 1024)} KB`;

function multerProblem(err: MulterError, upload: RouteUpload): AppError {
  if (err.code === 'LIMIT_FILE_SIZE') {
    return new AppError(ERROR_CODES.payloadTooLarge, `The file is larger than ${kilobytes(upload.maxBytes)}`, 413, {
      [upload.field]: [`at most ${kilobytes(upload.maxBytes)}`],
    });
  }
  if (err.code === 'LIMIT_FILE_COUNT' || err.code === 'LIMIT_UNEXPECTED_FILE') {
    return AppError.badRequest(`Send exactly one file, in the field ${upload.field}`, upload.field);
  }
  return AppError.badRequest(`The form is not accepted: ${err.message}`, upload.field);
}

/**
 * One file in `upload.field`, held in memory within `maxBytes` (nothing touches the disk), then typed by its
 * content. A file whose declared image type differs from its content is refused as lying about its type.
 */
export function acceptUpload(upload: RouteUpload): RequestHandler[] {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: {
      files: 1,
      fileSize: upload.maxBytes,
      fields: upload.jsonField ? 1 : 0,
      fieldSize: upload.jsonField ? JSON_FIELD_MAX_BYTES : undefined,
      parts: upload.jsonField ? 2 : 1,
      headerPairs: 20,
    },
  }).single(upload.field);

  const requireMultipart = (req: Request, _res: Response, next: NextFunction) => {
    if (!req.is('multipart/form-data')) {
      return next(new AppError(ERROR_CODES.unsupportedMediaType, `Send the file as multipart/form-data in the field ${upload.field}`, 415));
    }
    next();
  };

  const read = (req: Request, res: Response, next: NextFunction) => {
    parse(req, res, (err: unknown) => {
      if (err instanceof MulterError) return next(multerProblem(err, upload));
      // busboy's own complaints (a malformed part, an unexpected end) are the client's bytes, not our failure.
      if (err instanceof Error) return next(AppError.badRequest(`The form could not be read: ${err.message}`, upload.field));
      if (err) return next(err);
      next();
    });
  };

  const imagesOnly = upload.types.every((type) => type.startsWith('image/'));
  const readsText = upload.types.find((type) => TEXT_TYPES.includes(type));
  const readJson = (req: Request, _res: Response, next: NextFunction) => {
    const field = upload.jsonField;
    if (!field) return next();
    const fields = (req.body ?? {}) as Record<string, unknown>;
    const text = fields[field];
    if (typeof text !== 'string') return next(AppError.badRequest(`Send the form as JSON in the field ${field}`, field));
    try {
      req.body = JSON.parse(text) as unknown;
    } catch {
      return next(AppError.badRequest(`The field ${field} is not JSON`, field));
    }
    next();
  };
  const verify = (req: Request, _res: Response, next: NextFunction) => {
    const file = req.file;
    if (!file && upload.optional) return next();
    if (!file) return next(AppError.badRequest(`Attach a file in the field ${upload.field}`, upload.field));
    if (file.size === 0) return next(AppError.badRequest('The file is empty', upload.field));
    const accepted = upload.types.join(', ');
    let sniffed: SniffedFileType | NamedOnlyType | null = imagesOnly ? sniffImageType(file.buffer) : sniffFileType(file.buffer);
    if (!sniffed && readsText) {
      const bad = firstNonTextByte(file.buffer);
      const what = readsText === CSV ? 'a spreadsheet' : 'a document';
      if (bad !== null) return next(AppError.badRequest(`The file is neither ${what} nor UTF-8 text: byte ${bad + 1} is not valid UTF-8 text`, upload.field));
      sniffed = readsText as SniffedTextType;
    }
    if (!sniffed) {
      return next(AppError.badRequest(`The file is not ${imagesOnly ? 'an image' : 'a file'} of an accepted type (${accepted})`, upload.field));
    }
    const fileName = cleanFileName(file.originalname);
    // The part header first, then the type, then the name: each answer names the first thing that is wrong.
    const [header, byName] = claims(file.mimetype, fileName);
    if (header && !sameType(header.type, sniffed)) return next(lyingFile(header.claim, sniffed, upload.field));
    const contentType = upload.types.find((type) => type === sniffed);
    if (!contentType) return next(AppError.badRequest(`${sniffed} is not accepted; send ${accepted}`, upload.field));
    if (byName && !sameType(byName.type, sniffed)) return next(lyingFile(byName.claim, sniffed, upload.field));
    uploads.set(req, { content: file.buffer, contentType, bytes: file.size, fileName });
    next();
  };

  return [requireMultipart, read, verify, readJson];
}
