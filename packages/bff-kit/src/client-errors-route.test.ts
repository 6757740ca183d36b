import express from 'express';
import supertest from 'supertest';
import { createLogger, errorMiddleware, requestContext, type ErrorReporter } from '@inkwell/service-kit';
import { clientErrorsRoute } from './client-errors-route.js';

function appWith(reporter: ErrorReporter) {
  const logger = createLogger('test', 'silent');
  const app = express();
  app.use(requestContext(logger));
  app.use('/bff/client-errors', clientErrorsRoute({ reporter, logger }));
  app.use(errorMiddleware(logger));
  return app;
}

const report = { kind: 'render', message: 'Cannot read properties of undefined', stack: 'TypeError: Cannot read…\n    at OrderPage (order-page.tsx:12)', path: '/order/5' };

describe('POST /bff/client-errors', () => {
  it('passes a browser’s error on to the error reporter, named after where it happened', async () => {
    const reporter = { report: jest.fn(), flush: jest.fn() };
    await supertest(appWith(reporter)).post('/bff/client-errors').send(report).expect(204);
    expect(reporter.report).toHaveBeenCalledTimes(1);
    const [error, request] = reporter.report.mock.calls[0] as [Error, { path: string; status: number }];
    expect(error).toMatchObject({ name: 'Browser render error', message: report.message, stack: report.stack });
    expect(request).toMatchObject({ path: '/order/5', status: 0 });
  });

  it('refuses what is not a report, naming the field', async () => {
    const reporter = { report: jest.fn(), flush: jest.fn() };
    const res = await supertest(appWith(reporter)).post('/bff/client-errors').send({ ...report, path: 'https://elsewhere' }).expect(400);
    expect(res.body.message).toMatch(/path/);
    await supertest(appWith(reporter)).post('/bff/client-errors').send({ ...report, message: 'x'.repeat(1001) }).expect(400);
    expect(reporter.report).not.toHaveBeenCalled();
  });

  it('passes on at most ten reports a minute from one address, so a page in an error loop cannot flood the service', async () => {
    const reporter = { report: jest.fn(), flush: jest.fn() };
    const app = appWith(reporter);
    for (let i = 0; i < 15; i += 1) await supertest(app).post('/bff/client-errors').send(report).expect(204);
    expect(reporter.report).toHaveBeenCalledTimes(10);
  });
});
