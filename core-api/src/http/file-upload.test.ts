import Joi from 'joi';
import express from 'express';
import request from 'supertest';
import { createLogger, errorMiddleware } from '@inkwell/service-kit';
import { ApiRouter } from './api-router.js';
import { buildOpenApiDocument } from './openapi.js';
import { sniffImageType, uploadOf } from './file-upload.js';
import { tinyGif, tinyJpeg, tinyPng, tinyWebp } from './file-upload.fixtures.js';

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
