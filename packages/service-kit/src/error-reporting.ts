import { Scope, ServerRuntimeClient, createStackParser, createTransport, nodeStackLineParser } from '@sentry/core';

/** What the team is told about an answer that failed on our side. */
export interface FailedRequest {
  requestId: string;
  method: string;
  /** without the query, which may carry tokens or personal data */
  path: string;
  /** the answer's status; 0 for an error a browser met (reported through its BFF) */
  status: number;
}

/** Sends what failed to the error-reporting service; the answer to the caller never waits for it. */
export interface ErrorReporter {
  report(error: unknown, request: FailedRequest): void;
  /** Waits up to `timeoutMs` for reports still on their way (at shutdown, and in tests). */
  flush(timeoutMs?: number): Promise<boolean>;
}

export interface ErrorReporterOptions {
  /** Sentry's DSN; without one nothing is sent anywhere. */
  dsn?: string;
  service: string;
  environment: string;
  release?: string;
}

/**
 * A Sentry client of our own rather than the Node SDK: the SDK instruments every module through OpenTelemetry,
 * which costs each request time the throughput targets cannot spare, while the team only asks for the failures
 * (spec §8: 5xx reported, 400/401/404/422 not). Events go through Sentry's own envelope transport over fetch.
 */
export function createErrorReporter({ dsn, service, environment, release }: ErrorReporterOptions): ErrorReporter | null {
  if (!dsn) return null;
  const client = new ServerRuntimeClient({
    dsn,
    environment,
    release,
    serverName: service,
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    integrations: [],
    stackParser: createStackParser(nodeStackLineParser()),
    // Request bodies, cookies and headers stay out of reports: they hold passwords, tokens and personal data.
    sendDefaultPii: false,
    transport: (options) =>
      createTransport(options, async (request) => {
        const res = await fetch(options.url, { method: 'POST', body: request.body });
        return {
          statusCode: res.status,
          headers: { 'x-sentry-rate-limits': res.headers.get('x-sentry-rate-limits'), 'retry-after': res.headers.get('retry-after') },
        };
      }),
  });
  client.init();
  return {
    report(error, request) {
      const scope = new Scope();
      scope.setClient(client);
      scope.setTags({ service, requestId: request.requestId, ...(request.status ? { status: String(request.status) } : {}) });
      scope.setContext('request', { method: request.method, path: request.path, requestId: request.requestId });
      client.captureException(error, { originalException: error }, scope);
    },
    flush: async (timeoutMs = 2000) => client.flush(timeoutMs),
  };
}
