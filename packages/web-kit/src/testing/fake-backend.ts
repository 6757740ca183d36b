import { BFF_PATHS, ME_PATH, type AnyMe, type ErrorBody, type Role } from '@inkwell/contracts';
import { makeFilesReadableByFetch } from './readable-files';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The parsed JSON, or for a multipart upload its FormData (`body.get('avatar')` is the File). */
  body: unknown;
}

export interface FakeResponse {
  status: number;
  body?: unknown;
  /** A file instead of a JSON body (a PDF download); `name` becomes its Content-Disposition file name. */
  file?: { content: string; type: string; name?: string };
}

export type FakeHandler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

export interface FakeBackendOptions {
  role: Role;
  /** The account that can log in (with `password`) and whose data the me call returns. */
  user: AnyMe;
  password?: string;
  /** Start with a live BFF session, as if the user had logged in before the page loaded. */
  loggedIn?: boolean;
}

export function errorBody(status: number, message: string, fields?: Record<string, string[]>): ErrorBody {
  const code = status === 400 ? 'VALIDATION_ERROR' : status === 401 ? 'UNAUTHENTICATED' : 'ERROR';
  return { status, code, message, requestId: 'test-request', ...(fields ? { error: fields } : {}) };
}

/**
 * A stand-in for the role's BFF at the network boundary: it answers session, login, logout and the me call
 * like the real one, records every request, and lets a test add or replace answers for any other path.
 */
export class FakeBackend {
  readonly requests: FakeRequest[] = [];
  private readonly handlers = new Map<string, FakeHandler>();
  private sessionUser: AnyMe | null;
  private originalFetch: typeof fetch | undefined;

  constructor(private readonly options: FakeBackendOptions) {
    this.sessionUser = options.loggedIn ? options.user : null;
    const password = options.password ?? 'correct-password';

    this.on('GET', BFF_PATHS.session, () => ({ status: 200, body: { user: this.sessionUser } }));
    this.on('POST', BFF_PATHS.login, ({ body }) => {
      const credentials = body as { username?: string; password?: string };
      if (credentials.username !== options.user.email || credentials.password !== password) {
        return { status: 401, body: errorBody(401, 'Invalid e-mail or password.') };
      }
      this.sessionUser = options.user;
      return { status: 200, body: { user: options.user } };
    });
    this.on('POST', BFF_PATHS.logout, () => {
      this.sessionUser = null;
      return { status: 204 };
    });
    this.on('GET', `${BFF_PATHS.apiPrefix}${ME_PATH[options.role]}`, () =>
      this.sessionUser ? { status: 200, body: this.sessionUser } : this.unauthenticated(),
    );
  }

  /** Adds or replaces the answer for one method and path (without query string). */
  on(method: string, path: string, handler: FakeHandler): this {
    this.handlers.set(`${method.toUpperCase()} ${path}`, handler);
    return this;
  }

  /** The BFF lost the session (expiry, logout elsewhere): calls needing it now get 401. */
  expireSession(): void {
    this.sessionUser = null;
  }

  get loggedIn(): boolean {
    return this.sessionUser !== null;
  }

  requestsTo(method: string, path: string): FakeRequest[] {
    return this.requests.filter((request) => request.method === method.toUpperCase() && request.path === path);
  }

  /** Answers the current user when a test wants its own /api handler to require a session. */
  whenLoggedIn(answer: () => FakeResponse): FakeResponse {
    return this.sessionUser ? answer() : this.unauthenticated();
  }

  install(): void {
    makeFilesReadableByFetch();
    this.originalFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => this.handle(new Request(input, init));
  }

  uninstall(): void {
    if (this.originalFetch) globalThis.fetch = this.originalFetch;
  }

  private unauthenticated(): FakeResponse {
    return { status: 401, body: errorBody(401, 'Not logged in.') };
  }

  private async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const fakeRequest: FakeRequest = {
      method: request.method.toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: await bodyOf(request),
    };
    this.requests.push(fakeRequest);

    const handler = this.handlers.get(`${fakeRequest.method} ${fakeRequest.path}`);
    const answer = handler
      ? await handler(fakeRequest)
      : { status: 404, body: errorBody(404, `No fake answer for ${fakeRequest.method} ${fakeRequest.path}`) };

    if (answer.file) {
      const headers: Record<string, string> = { 'Content-Type': answer.file.type };
      if (answer.file.name) headers['Content-Disposition'] = `attachment; filename="${answer.file.name}"`;
      return new Response(answer.file.content, { status: answer.status, headers });
    }
    if (answer.body === undefined) return new Response(null, { status: answer.status });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  }
}

async function bodyOf(request: Request): Promise<unknown> {
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}
