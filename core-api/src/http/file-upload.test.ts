import Joi from 'joi';
import express from 'express';
import request from 'supertest';
import { createLogger, errorMiddleware } from '@inkwell/service-kit';
import { ApiRouter } from './api-router.js';
import { buildOpenApiDocument } from './openapi.js';
import { cleanFileName, sniffFileType, sniffImageType, uploadOf } from './file-upload.js';
import { macroXlsm, tinyDocx, tinyGif, tinyJpeg, tinyPdf, tinyPng, tinyWebp, tinyXlsx, zipArchive } from './file-upload.fixtures.js';

const upload = { field: 'picture', maxBytes: 1024, types: ['image/png', 'image/jpeg', 'image/webp'] as const };

function appWithUploadRoute() {
  const api = new ApiRouter('unused-secret');
  api.route({
    method: 'post',
    path: '/picture',
    summary: 'Take a picture',
    tags: ['Test'],
    access: 'public',
    upload,
    status: 201,
    handler: (req) => {
      const file = uploadOf(req);
      return { contentType: file.contentType, bytes: file.bytes };
    },
  });
  const app = express();
  app.use(api.router);
  app.use(errorMiddleware(createLogger('test', 'error')));
  return { app, api };
}

const { app, api } = appWithUploadRoute();
const post = () => request(app).post('/picture');

describe('sniffImageType', () => {
  it('recognises PNG, JPEG and WebP by content, and names GIF', () => {
    expect(sniffImageType(tinyPng)).toBe('image/png');
    expect(sniffImageType(tinyJpeg)).toBe('image/jpeg');
    expect(sniffImageType(tinyWebp)).toBe('image/webp');
    expect(sniffImageType(tinyGif)).toBe('image/gif');
  });

  it('refuses a signature followed by anything else, and a truncated image', () => {
    expect(sniffImageType(Buffer.concat([tinyPng.subarray(0, 8), Buffer.from('hello, this is plain text pretending to be a PNG file')]))).toBeNull();
    expect(sniffImageType(tinyPng.subarray(0, tinyPng.length - 4))).toBeNull();
    expect(sniffImageType(tinyJpeg.subarray(0, tinyJpeg.length - 2))).toBeNull();
    expect(sniffImageType(Buffer.concat([tinyWebp, Buffer.from('xx')]))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('a route with `upload`', () => {
  it('takes one accepted image and hands the handler its sniffed type, ignoring the name', async () => {
    const res = await post().attach('picture', tinyPng, { filename: '../../etc/passwd.png', contentType: 'image/png' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ contentType: 'image/png', bytes: tinyPng.length });
    const generic = await post().attach('picture', tinyJpeg, { filename: 'x.bin', contentType: 'application/octet-stream' });
    expect(generic.body).toEqual({ contentType: 'image/jpeg', bytes: tinyJpeg.length });
  });

  it.each([
    ['a PNG header on a text file', Buffer.concat([tinyPng.subarray(0, 16), Buffer.from('just some text, really not an image at all...')]), 'image/png', 'not an image'],
    ['a GIF renamed .png', tinyGif, 'image/png', 'says it is image/png'],
    ['a GIF declared as a GIF', tinyGif, 'image/gif', 'image/gif is not accepted'],
    ['a JPEG that says it is a PNG', tinyJpeg, 'image/png', 'says it is image/png'],
    ['an empty file', Buffer.alloc(0), 'image/png', 'empty'],
  ])('refuses %s with a 400 naming the field', async (_kind, bytes, contentType, message) => {
    const res = await post().attach('picture', bytes, { filename: 'a.png', contentType });
    expect(res.status).toBe(400);
    expect(res.body.error.picture[0]).toContain(message);
  });

  it('answers 413 with the limit for a file over maxBytes', async () => {
    const res = await post().attach('picture', Buffer.concat([tinyPng, Buffer.alloc(2048)]), { filename: 'big.png', contentType: 'image/png' });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 1 KB', error: { picture: ['at most 1 KB'] } });
  });

  it('refuses two files, a file in another field, a text field and no file with a 400 naming the field', async () => {
    const two = await post().attach('picture', tinyPng, 'a.png').attach('picture', tinyPng, 'b.png');
    expect(two.status).toBe(400);
    expect(two.body.error).toHaveProperty('picture');
    const elsewhere = await post().attach('other', tinyPng, 'a.png');
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error).toHaveProperty('picture');
    const field = await post().field('picture', 'text');
    expect(field.status).toBe(400);
    const none = await post().set('content-type', 'multipart/form-data; boundary=x').send('--x--\r\n');
    expect(none.status).toBe(400);
    expect(none.body.error).toHaveProperty('picture');
  });

  it('answers 415 to a body that is not multipart, and 400 to a malformed form', async () => {
    expect((await post().send({ picture: 'x' })).status).toBe(415);
    const broken = await post().set('content-type', 'multipart/form-data; boundary=x').send('--x\r\nContent-Disposition: form-data; name="picture"; filename="a.png"\r\n\r\nabc');
    expect(broken.status).toBe(400);
    expect(broken.body.error).toHaveProperty('picture');
  });

  it('is documented as multipart/form-data with one binary property, 413 and 415', () => {
    const operation = buildOpenApiDocument(api.routes).paths['/picture']?.post;
    expect(operation?.requestBody?.content['multipart/form-data']?.schema).toMatchObject({
      required: ['picture'],
      properties: { picture: { type: 'string', format: 'binary' } },
    });
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['400', '413', '415']));
  });

  it('refuses a route declaring both a JSON body and an upload', () => {
    const router = new ApiRouter('unused-secret');
    expect(() =>
      router.route({ method: 'post', path: '/x', summary: 'x', tags: [], access: 'public', upload, body: Joi.object(), handler: () => undefined }),
    ).toThrow('not both');
  });
});

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('sniffFileType', () => {
  it('recognises PDF, Word and Excel files by their structure, and images as before', () => {
    expect(sniffFileType(tinyPdf)).toBe('application/pdf');
    expect(sniffFileType(tinyDocx)).toBe(DOCX);
    expect(sniffFileType(tinyXlsx)).toBe(XLSX);
    expect(sniffFileType(tinyPng)).toBe('image/png');
    expect(sniffFileType(tinyJpeg)).toBe('image/jpeg');
  });

  it('calls any other zip a zip: no manifest, a macro workbook, a main part missing from the archive, a bomb', () => {
    expect(sniffFileType(zipArchive({ 'notes.txt': 'hello' }))).toBe('application/zip');
    expect(sniffFileType(macroXlsm)).toBe('application/zip');
    const manifestOnly = zipArchive({
      '[Content_Types].xml': '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    });
    expect(sniffFileType(manifestOnly)).toBe('application/zip');
    // A manifest of 5 MB of spaces deflates to a few KB; it is never inflated past its bound.
    const bomb = zipArchive({ '[Content_Types].xml': Buffer.alloc(5 * 1024 * 1024, 0x20), 'word/document.xml': '<w/>' });
    expect(bomb.length).toBeLessThan(20 * 1024);
    expect(sniffFileType(bomb)).toBe('application/zip');
  });

  it('refuses truncated documents and text wearing a document header', () => {
    expect(sniffFileType(tinyPdf.subarray(0, tinyPdf.length - 8))).toBeNull();
    expect(sniffFileType(Buffer.from('%PDF-1.7 but then just a plain text letter, no objects and no end marker at all'))).toBeNull();
    expect(sniffFileType(tinyDocx.subarray(0, tinyDocx.length - 10))).toBeNull();
    expect(sniffFileType(Buffer.concat([tinyDocx.subarray(0, 4), Buffer.from('PK header on a text file, nothing else follows here')]))).toBeNull();
    expect(sniffFileType(Buffer.from('MZ this is an executable'))).toBeNull();
  });
});

describe('cleanFileName', () => {
  it('keeps the last segment of the name without control characters, and its extension when shortened', () => {
    expect(cleanFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(cleanFileName('C:\\Users\\me\\Brief  final.docx')).toBe('Brief final.docx');
    expect(cleanFileName('bad\u0000name\r\n.pdf')).toBe('badname.pdf');
    expect(cleanFileName('...hidden')).toBe('hidden');
    expect(cleanFileName('')).toBeNull();
    const long = cleanFileName(`${'a'.repeat(300)}.xlsx`);
    expect(long).toHaveLength(160);
    expect(long?.endsWith('.xlsx')).toBe(true);
  });
});

describe('a route taking documents', () => {
  const documents = { field: 'file', maxBytes: 64 * 1024, types: ['application/pdf', DOCX, XLSX, 'image/png', 'image/jpeg'] as const };
  const api = new ApiRouter('unused-secret');
  api.route({
    method: 'post',
    path: '/document',
    summary: 'Take a document',
    tags: ['Test'],
    access: 'public',
    upload: documents,
    status: 201,
    handler: (req) => {
      const file = uploadOf<(typeof documents.types)[number]>(req);
      return { contentType: file.contentType, bytes: file.bytes, fileName: file.fileName };
    },
  });
  const documentApp = express();
  documentApp.use(api.router);
  documentApp.use(errorMiddleware(createLogger('test', 'error')));
  const send = (content: Buffer, filename: string, contentType: string) => request(documentApp).post('/document').attach('file', content, { filename, contentType });

  it.each([
    ['brief.pdf', tinyPdf, 'application/pdf', 'application/pdf'],
    ['brief.docx', tinyDocx, DOCX, DOCX],
    ['sheet.xlsx', tinyXlsx, 'application/octet-stream', XLSX],
    ['photo.jpeg', tinyJpeg, 'image/jpeg', 'image/jpeg'],
  ])('takes %s by its content and keeps its cleaned name', async (filename, content, contentType, sniffed) => {
    const res = await send(content, `folder/${filename}`, contentType);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ contentType: sniffed, bytes: content.length, fileName: filename });
  });

  it.each([
    ['a PNG sent as a PDF', tinyPng, 'invoice.pdf', 'application/pdf', 'says it is application/pdf but its content is image/png'],
    ['a PNG named .pdf', tinyPng, 'invoice.pdf', 'application/octet-stream', 'says it is .pdf but its content is image/png'],
    ['a Word file named .xlsx', tinyDocx, 'sheet.xlsx', 'application/octet-stream', `says it is .xlsx but its content is ${DOCX}`],
    ['a macro workbook', macroXlsm, 'sheet.xlsm', 'application/octet-stream', 'application/zip is not accepted'],
    ['a GIF', tinyGif, 'cat.gif', 'image/gif', 'image/gif is not accepted'],
    ['an executable named .pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100, 0x90)]), 'invoice.pdf', 'application/pdf', 'not a file of an accepted type'],
    ['a truncated PDF', tinyPdf.subarray(0, 40), 'brief.pdf', 'application/pdf', 'not a file of an accepted type'],
  ])('refuses %s with a 400 naming the field', async (_kind, content, filename, contentType, message) => {
    const res = await send(content, filename, contentType);
    expect(res.status).toBe(400);
    expect(res.body.error.file[0]).toContain(message);
  });
});
