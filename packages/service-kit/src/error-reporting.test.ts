import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { ERROR_CODES } from '@inkwell/contracts';
import supertest from 'supertest';
import { AppError } from './app-error.js';
import { errorMiddleware, notFoundHandler } from './error-middleware.js';
import { createErrorReporter, type ErrorReporter } from './error-reporting.js';
import { createLogger } from './logger.js';
import { requestContext } from './request-context.js';

interface ReportedEvent {
  tags?: Record<string, string>;
  contexts?: { request?: { method: string; path: string } };
  exception?: { values: { type: string; value: string }[] };
  request?: unknown;
}

/** A stand-in for Sentry's ingest: it keeps every event of every envelope it is sent. */
async function fakeSentry(): Promise<{ dsn: string; events: ReportedEvent[]; close: () => Promise<void> }> {
  const events: ReportedEvent[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      // an envelope: its header line, then an item header line and the item's payload line per item
      const lines = body.split('\n').filter(Boolean);
      for (let i = 1; i + 1 < lines.length; i += 2) {
        if ((JSON.parse(lines[i]!) as { type: string }).type === 'event') events.push(JSON.parse(lines[i + 1]!) as ReportedEvent);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { dsn: `http://publickey@127.0.0.1:${port}/42`, events, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('error reporting', () => {
  let sentry: Awaited<ReturnType<typeof fakeSentry>>;
  let reporter: ErrorReporter;
  let app: express.Express;

  beforeAll(async () => {
    sentry = await fakeSentry();
    reporter = createErrorReporter({ dsn: sentry.dsn, service: 'test-service', environment: 'test' })!;
    const logger = createLogger('test', 'silent');
    app = express();
    app.use(requestContext(logger));
    app.get('/boom', () => {
      throw new Error('the database went away');
    });
    app.get('/unavailable', () => {
      throw new AppError(ERROR_CODES.upstreamTimeout, 'The AI provider did not answer', 504);
    });
    app.get('/invalid', () => {
      throw new AppError(ERROR_CODES.unprocessable, 'words must be a number', 422, { words: ['must be a number'] });
    });
    app.get('/missing', () => {
      throw new AppError(ERROR_CODES.notFound, 'No such order', 404);
    });
    app.use(notFoundHandler);
    app.use(errorMiddleware(logger, [], reporter));
  });

  afterAll(() => sentry.close());

  beforeEach(() => {
    sentry.events.length = 0;
  });

  it('reports a 500 once, with the request id its caller was given and without the query', async () => {
    const res = await supertest(app).get('/boom?token=secret').expect(500);
    await reporter.flush();
    expect(sentry.events).toHaveLength(1);
    const [event] = sentry.events;
    expect(event!.tags).toMatchObject({ requestId: res.headers['x-request-id'], service: 'test-service', status: '500' });
    expect(event!.contexts?.request).toMatchObject({ method: 'GET', path: '/boom' });
    expect(event!.exception?.values[0]).toMatchObject({ type: 'Error', value: 'the database went away' });
    expect(JSON.stringify(event)).not.toContain('secret');
  });

  it('reports other answers of 500 and above', async () => {
    await supertest(app).get('/unavailable').expect(504);
    await reporter.flush();
    expect(sentry.events.map((event) => event.tags?.status)).toEqual(['504']);
  });

  it('keeps the caller’s mistakes to itself: 400, 401, 404 and 422 are not reported', async () => {
    await supertest(app).get('/invalid').expect(422);
    await supertest(app).get('/missing').expect(404);
    await supertest(app).get('/no-such-route').expect(404);
    await reporter.flush();
    expect(sentry.events).toEqual([]);
  });

  it('sends nothing anywhere without a DSN', () => {
    expect(createErrorReporter({ service: 'test-service', environment: 'test' })).toBeNull();
  });
});
