import { Writable } from 'node:stream';
import express from 'express';
import supertest from 'supertest';
import winston from 'winston';
import { requestContext } from './request-context.js';

/** A logger at `level` whose format counts the lines it is given and whose transport keeps what it writes. */
function countingLogger(level: string) {
  const written: Record<string, unknown>[] = [];
  let formatted = 0;
  const counting = winston.format((info) => {
    formatted += 1;
    return info;
  });
  const logger = winston.createLogger({
    level,
    format: winston.format.combine(counting(), winston.format.json()),
    transports: [
      new winston.transports.Stream({
        stream: new Writable({
          write(chunk: Buffer, _encoding, done) {
            written.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
            done();
          },
        }),
      }),
    ],
  });
  return { logger, written, formatted: () => formatted };
}

function appWith(logger: winston.Logger) {
  const app = express();
  app.use(requestContext(logger));
  app.get('/orders', (_req, res) => res.json({ ok: true }));
  return app;
}

describe('requestContext', () => {
  it('logs each answered request at level http, without its query', async () => {
    const { logger, written } = countingLogger('http');
    const res = await supertest(appWith(logger)).get('/orders?search=secret').set('X-Request-Id', 'upstream-id-1234').expect(200);
    expect(res.headers['x-request-id']).toBe('upstream-id-1234');
    await new Promise((resolve) => setImmediate(resolve));
    expect(written).toEqual([expect.objectContaining({ level: 'http', message: 'request', requestId: 'upstream-id-1234', path: '/orders', status: 200 })]);
  });

  it('formats no line when the level leaves http requests out, and still gives each request an id', async () => {
    const { logger, written, formatted } = countingLogger('warn');
    const res = await supertest(appWith(logger)).get('/orders').expect(200);
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
    await new Promise((resolve) => setImmediate(resolve));
    expect(formatted()).toBe(0);
    expect(written).toEqual([]);
  });
});
