import type { NextFunction, Request, RequestHandler, Response } from 'express';
import multer, { MulterError } from 'multer';
import { ERROR_CODES } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';

/** The image types an upload route may accept, each recognised by its content, never by the name or header. */
export const SNIFFED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type SniffedImageType = (typeof SNIFFED_IMAGE_TYPES)[number];

/** How a route takes one file in a multipart/form-data body. */
export interface RouteUpload {
  /** the form field that carries the file */
  field: string;
  maxBytes: number;
  types: readonly SniffedImageType[];
  description?: string;
}

/** A file whose type was read from its bytes; the client's file name and content type are not kept. */
export interface VerifiedUpload {
  content: Buffer;
  contentType: SniffedImageType;
  bytes: number;
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

const uploads = new WeakMap<Request, VerifiedUpload>();

/** The verified file of an upload route's request; the route's middleware guarantees it is there. */
export function uploadOf(req: Pick<Request, never>): VerifiedUpload {
  const upload = uploads.get(req as Request);
  if (!upload) throw new Error('uploadOf called on a route without `upload`');
  return upload;
}

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
    limits: { files: 1, fileSize: upload.maxBytes, fields: 0, parts: 1, headerPairs: 20 },
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

  const verify = (req: Request, _res: Response, next: NextFunction) => {
    const file = req.file;
    if (!file) return next(AppError.badRequest(`Attach a file in the field ${upload.field}`, upload.field));
    if (file.size === 0) return next(AppError.badRequest('The file is empty', upload.field));
    const sniffed = sniffImageType(file.buffer);
    const accepted = upload.types.join(', ');
    if (!sniffed) return next(AppError.badRequest(`The file is not an image of an accepted type (${accepted})`, upload.field));
    const declared = file.mimetype.toLowerCase();
    if (declared.startsWith('image/') && declared !== sniffed && !(declared === 'image/jpg' && sniffed === 'image/jpeg')) {
      return next(AppError.badRequest(`The file says it is ${declared} but its content is ${sniffed}`, upload.field));
    }
    const contentType = upload.types.find((type) => type === sniffed);
    if (!contentType) return next(AppError.badRequest(`${sniffed} is not accepted; send ${accepted}`, upload.field));
    uploads.set(req, { content: file.buffer, contentType, bytes: file.size });
    next();
  };

  return [requireMultipart, read, verify];
}
