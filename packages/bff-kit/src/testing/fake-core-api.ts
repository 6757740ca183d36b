import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { IncomingHttpHeaders, Server } from 'node:http';
import express, { type Request, type Response } from 'express';
import { AUTH_PREFIX, ME_PATH, OAUTH_CLIENT_ID, ROLES, type ErrorBody, type Role, type TokenResponse } from '@inkwell/contracts';

export const FAKE_CLIENT_SECRET = 'dev-only-secret-change-me-0000000';
export const WRONG_LOGIN_MESSAGE = 'The e-mail address or the password is wrong.';

export interface FakeAccount {
  username: string;
  password: string;
  role: Role;
  me: Record<string, unknown>;
}

export interface RecordedCall {
  method: string;
  path: string;
  /** the raw query string, without '?' */
  query: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the echo route answers for any call that is not an auth call. */
export interface EchoAnswer {
  method: string;
  path: string;
  query: string;
  body: string;
  authorization: string | null;
}

interface AccessGrant {
  role: Role;
  username: string;
  expiresAt: number;
}

interface RefreshGrant {
  role: Role;
  username: string;
  family: string;
  spent: boolean;
}

function errorBody(status: number, code: string, message: string): ErrorBody {
  return { status, code, message };
}

function token(kind: string): string {
  return `${kind}-${randomBytes(12).toString('hex')}`;
}

/**
 * core-api's auth contract and nothing else, on an ephemeral port: token grants with rotation and family
 * revocation, me, logout, and an echo for every other path. Records every call it receives.
 */
export class FakeCoreApi {
  readonly calls: RecordedCall[] = [];
  /** lifetime of the access tokens issued from now on, in seconds */
  expiresIn = 900;
  /** holds each refresh grant this long, so concurrent callers overlap */
  refreshDelayMs = 0;
  /** TCP connections accepted so far */
  connections = 0;
  private readonly accessTokens = new Map<string, AccessGrant>();
  private readonly refreshTokens = new Map<string, RefreshGrant>();
  private readonly accounts: FakeAccount[] = [];
  private server?: Server;
  url = '';

  addAccount(account: FakeAccount): FakeAccount {
    this.accounts.push(account);
    return account;
  }

  callsTo(path: string): RecordedCall[] {
    return this.calls.filter((call) => call.path === path);
  }

  refreshGrantCalls(): RecordedCall[] {
    return this.calls.filter((call) => call.path.endsWith('/login') && call.body.includes('"grant_type":"refresh_token"'));
  }

  /** as if core-api had restarted with a new signing key */
  revokeAccessTokens(): void {
    this.accessTokens.clear();
  }

  /** as if every refresh family had been revoked (e.g. by an admin) */
  revokeRefreshTokens(): void {
    this.refreshTokens.clear();
  }

  isRefreshTokenLive(refreshToken: string): boolean {
    const grant = this.refreshTokens.get(refreshToken);
    return grant !== undefined && !grant.spent;
  }

  async start(): Promise<this> {
    const app = express();
    app.use(express.raw({ type: () => true, limit: '5mb' }));
    app.use((req, _res, next) => {
      const url = new URL(req.originalUrl, 'http://fake-core');
      this.calls.push({
        method: req.method,
        path: url.pathname,
        query: url.search.replace(/^\?/, ''),
        headers: { ...req.headers },
        body: Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '',
      });
      next();
    });
    for (const role of ROLES) {
      app.post(`${AUTH_PREFIX[role]}/login`, (req, res) => void this.login(role, req, res));
      app.post(`${AUTH_PREFIX[role]}/logout`, (req, res) => this.logout(role, req, res));
      app.get(ME_PATH[role], (req, res) => this.me(role, req, res));
    }
    app.use((req, res) => this.echo(req, res));
    await new Promise<void>((resolve, reject) => {
      this.server = app.listen(0, '127.0.0.1', (err) => (err ? reject(err) : resolve()));
    });
    this.server!.on('connection', () => (this.connections += 1));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private json(req: Request): Record<string, unknown> {
    try {
      return JSON.parse((req.body as Buffer).toString('utf8') || '{}') as Record<string, unknown>;
    } catch {
      return {};
    }
  }

  private bearerGrant(req: Request): AccessGrant | undefined {
    const match = /^Bearer (.+)$/.exec(req.get('authorization') ?? '');
    const grant = match ? this.accessTokens.get(match[1]) : undefined;
    return grant && grant.expiresAt > Date.now() ? grant : undefined;
  }

  private issue(role: Role, username: string, family: string): TokenResponse {
    const access = token('access');
    const refresh = token('refresh');
    this.accessTokens.set(access, { role, username, expiresAt: Date.now() + this.expiresIn * 1000 });
    this.refreshTokens.set(refresh, { role, username, family, spent: false });
    return { access_token: access, refresh_token: refresh, token_type: 'Bearer', expires_in: this.expiresIn };
  }

  private revokeFamily(family: string): void {
    for (const [key, grant] of this.refreshTokens) if (grant.family === family) this.refreshTokens.delete(key);
  }

  private async login(role: Role, req: Request, res: Response): Promise<void> {
    const body = this.json(req);
    if (body.client_id !== OAUTH_CLIENT_ID[role] || body.client_secret !== FAKE_CLIENT_SECRET) {
      res.status(401).json(errorBody(401, 'UNAUTHENTICATED', 'Unknown client'));
      return;
    }
    if (body.grant_type === 'password') {
      if (body.username === 'throttled@example.com') {
        res.setHeader('Retry-After', '60');
        res.status(429).json(errorBody(429, 'TOO_MANY_REQUESTS', 'Too many attempts, please try again later'));
        return;
      }
      const account = this.accounts.find((a) => a.role === role && a.username === body.username && a.password === body.password);
      if (!account) {
        res.status(401).json(errorBody(401, 'UNAUTHENTICATED', WRONG_LOGIN_MESSAGE));
        return;
      }
      res.json(this.issue(role, account.username, token('family')));
      return;
    }
    if (body.grant_type === 'refresh_token') {
      await new Promise((resolve) => setTimeout(resolve, this.refreshDelayMs));
      const grant = this.refreshTokens.get(String(body.refresh_token));
      if (!grant || grant.role !== role || grant.spent) {
        if (grant) this.revokeFamily(grant.family);
        res.status(401).json(errorBody(401, 'UNAUTHENTICATED', 'Invalid refresh token'));
        return;
      }
      grant.spent = true;
      res.json(this.issue(role, grant.username, grant.family));
      return;
    }
    res.status(400).json(errorBody(400, 'VALIDATION_ERROR', 'Unsupported grant_type'));
  }

  private logout(role: Role, req: Request, res: Response): void {
    const access = this.bearerGrant(req);
    if (!access || access.role !== role) {
      res.status(401).json(errorBody(401, 'UNAUTHENTICATED', 'Authentication required'));
      return;
    }
    const grant = this.refreshTokens.get(String(this.json(req).refresh_token));
    if (grant) this.revokeFamily(grant.family);
    res.status(204).end();
  }

  private me(role: Role, req: Request, res: Response): void {
    const access = this.bearerGrant(req);
    const account = access && access.role === role ? this.accounts.find((a) => a.role === role && a.username === access.username) : undefined;
    if (!account) {
      res.status(401).json(errorBody(401, 'UNAUTHENTICATED', 'Authentication required'));
      return;
    }
    res.json(account.me);
  }

  private echo(req: Request, res: Response): void {
    const call = this.calls[this.calls.length - 1];
    // A bearer that core-api does not know is refused, as the real one does on every path.
    if (req.get('authorization') && !this.bearerGrant(req)) {
      res.status(401).json(errorBody(401, 'UNAUTHENTICATED', 'Access token expired or invalid'));
      return;
    }
    const answer: EchoAnswer = {
      method: call.method,
      path: call.path,
      query: call.query,
      body: call.body,
      authorization: req.get('authorization') ?? null,
    };
    res.status(req.path.startsWith('/created') ? 201 : 200).json(answer);
  }
}

export function startFakeCoreApi(): Promise<FakeCoreApi> {
  return new FakeCoreApi().start();
}
