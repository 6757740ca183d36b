import express, { type Router } from 'express';
import Joi from 'joi';
import { AppError, type ErrorReporter, type Logger } from '@inkwell/service-kit';

/** What a browser app says about an error it met: a page that threw, an uncaught error, code that did not load. */
interface ClientErrorReport {
  kind: 'render' | 'uncaught' | 'rejection' | 'load';
  message: string;
  stack?: string;
  /** the app path the user was on, without its query */
  path: string;
}

const reportSchema = Joi.object<ClientErrorReport>({
  kind: Joi.string().valid('render', 'uncaught', 'rejection', 'load').required(),
  message: Joi.string().max(1000).allow('').required(),
  stack: Joi.string().max(8000).allow(''),
  path: Joi.string().max(500).pattern(/^\//).required(),
});

/** A browser's error as the reporter sees it: named after where it happened, with the browser's own stack. */
class BrowserError extends Error {
  constructor(report: ClientErrorReport) {
    super(report.message || `${report.kind} error`);
    this.name = `Browser ${report.kind} error`;
    if (report.stack) this.stack = report.stack;
  }
}

/** Reports from one address that are passed on per minute, so a page in an error loop cannot flood the service. */
const REPORTS_PER_MINUTE = 10;

/**
 * POST /bff/client-errors: the apps' own errors reach the error-reporting service through their BFF (decision
 * 073), so browsers load no third-party script, the CSP stays 'self' and the DSN stays on the server; answers of
 * 500 and above are reported by the server that gave them, never again by the browser.
 */
export function clientErrorsRoute({ reporter, logger }: { reporter: ErrorReporter | null; logger: Logger }): Router {
  const router = express.Router();
  const recent = new Map<string, { minute: number; count: number }>();
  router.post('/', express.json({ limit: '16kb' }), (req, res, next) => {
    const { value, error } = reportSchema.validate(req.body, { abortEarly: true, stripUnknown: true });
    if (error) return next(AppError.badRequest(error.message, String(error.details[0]?.path[0] ?? 'body')));
    const minute = Math.floor(Date.now() / 60_000);
    const key = req.ip ?? 'unknown';
    const seen = recent.get(key);
    const count = seen?.minute === minute ? seen.count + 1 : 1;
    if (recent.size > 10_000) recent.clear();
    recent.set(key, { minute, count });
    if (count <= REPORTS_PER_MINUTE) {
      logger.warn('browser error', { requestId: req.id, kind: value.kind, path: value.path, message: value.message });
      reporter?.report(new BrowserError(value), { requestId: req.id, method: 'BROWSER', path: value.path, status: 0 });
    }
    res.status(204).end();
  });
  return router;
}
