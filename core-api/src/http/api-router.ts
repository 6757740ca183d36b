import express, { type Request, type Response, type Router } from 'express';
import type Joi from 'joi';
import { validate } from '@inkwell/service-kit';
import type { ApiKeyScope, Role } from '@inkwell/contracts';
import { authenticate, type ApiKeyAuthenticator, type Caller } from './authenticate.js';
import { routeApiKeyScopes } from './api-key-scopes.js';
import { requireJsonBody } from './request-guards.js';
import { acceptUpload, type RouteUpload } from './file-upload.js';
import { idempotencyKeyOf, runIdempotent } from './idempotency.js';
import { JsonText } from './json-text.js';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call a route: anyone, or a signed-in user of the given role(s). */
export type Access = 'public' | Role | readonly Role[];

export interface RouteResponse {
  description: string;
  schema?: Joi.Schema;
  /** content type when not JSON, e.g. application/pdf */
  contentType?: string;
}

export interface RouteDefinition<C extends Caller | undefined = Caller | undefined> {
  method: HttpMethod;
  /** Express path, e.g. /client/project/:id */
  path: string;
  summary: string;
  tags: string[];
  access: Access;
  params?: Joi.ObjectSchema;
  query?: Joi.ObjectSchema;
  body?: Joi.Schema;
  /**
   * one file in a multipart/form-data body, read with `uploadOf(req)`; a route has either `body` or `upload`, or
   * both when the upload names the `jsonField` carrying the body
   */
  upload?: RouteUpload;
  /**
   * the scopes an API key needs to call the route, or null when no key may; by default `apiKeyScopesFor` decides
   * from the method and the path (decision 066)
   */
  apiKeyScopes?: readonly ApiKeyScope[] | null;
  /**
   * the route creates or moves money or orders: an `Idempotency-Key` header makes a retry replay the first answer
   * instead of repeating the effect (decision 068)
   */
  idempotent?: boolean;
  /** status of a successful answer; 204 sends no body */
  status?: number;
  responses?: Record<number, RouteResponse>;
  /**
   * returns the JSON body (or a JsonText, sent as written); a handler that streams a file writes to `res` itself
   * and returns undefined
   */
  handler: (req: Request, res: Response, caller: C) => Promise<unknown> | unknown;
}

/**
 * A request after validation: params, query and body are what the route's joi schemas produced (converted,
 * defaults applied, unknown keys stripped), typed by those schemas, so a handler never casts its input.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an untyped schema (Joi.object()) yields any, as before
export type ValidatedRequest<P = any, Q = any, B = any> = Omit<Request, 'params' | 'query' | 'body'> & { params: P; query: Q; body: B };

type CallerOf<A extends Access> = A extends 'public' ? undefined : Caller;

/** A route as a module declares it: each schema's type flows into the handler's request. */
export type RouteDeclaration<A extends Access, P, Q, B> = Omit<RouteDefinition, 'handler' | 'access' | 'params' | 'query' | 'body'> & {
  access: A;
  params?: Joi.ObjectSchema<P>;
  query?: Joi.ObjectSchema<Q>;
  body?: Joi.Schema<B>;
  handler: (req: ValidatedRequest<P, Q, B>, res: Response, caller: CallerOf<A>) => Promise<unknown> | unknown;
};

/**
 * Every core-api route is declared here, once: the registry feeds express, the OpenAPI document
 * and the route-enumerating test suites, so no list of routes is ever kept by hand.
 */
export class ApiRouter {
  readonly router: Router = express.Router();
  readonly routes: RouteDefinition[] = [];
  private apiKeyAuthenticator?: ApiKeyAuthenticator;
  /**
   * Express tries routes one after another: a client call walked past every staff route first. Routes sit in one
   * router per first path segment (`/admin`, `/client`, `/linguist`, ...), so a call is tried against its own.
   */
  private readonly segmentRouters = new Map<string, Router>();

  constructor(private readonly jwtSecret: string) {}

  /** Lets client routes accept API keys; read per request, so routes registered before it accept them too. */
  acceptApiKeys(authenticator: ApiKeyAuthenticator): void {
    this.apiKeyAuthenticator = authenticator;
  }

  /** The scopes a key needs for the route, or null when no key may call it. */
  apiKeyScopesOf(def: Pick<RouteDefinition, 'method' | 'path' | 'apiKeyScopes'>): readonly ApiKeyScope[] | null {
    return routeApiKeyScopes(def);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see ValidatedRequest
  route<A extends Access, P = any, Q = any, B = any>(definition: RouteDeclaration<A, P, Q, B>): void {
    const def = definition as unknown as RouteDefinition;
    if (def.body && def.upload && !def.upload.jsonField) throw new Error(`${def.method} ${def.path}: a route reads a JSON body or an upload, not both`);
    this.routes.push(def);
    const middlewares = [
      ...(def.access === 'public'
        ? []
        : [
            authenticate(this.jwtSecret, typeof def.access === 'string' ? [def.access] : def.access, {
              scopes: this.apiKeyScopesOf(def),
              authenticator: () => this.apiKeyAuthenticator,
            }),
          ]),
      ...(def.body && !def.upload ? [requireJsonBody] : []),
      ...(def.upload ? acceptUpload(def.upload) : []),
      validate({ params: def.params, query: def.query, body: def.body }),
    ];
    const mounted = this.mountFor(def.path);
    mounted.router[def.method](mounted.path, ...middlewares, async (req: Request, res: Response) => {
      const idempotencyKey = def.idempotent && req.caller ? idempotencyKeyOf(req) : undefined;
      if (idempotencyKey !== undefined) {
        const answer = await runIdempotent(req, req.caller, idempotencyKey, def.status ?? 200, () => Promise.resolve(def.handler(req, res, req.caller)));
        if (answer.replayed) res.setHeader('Idempotent-Replayed', 'true');
        if (answer.body === undefined || answer.body === null || answer.status === 204) res.status(answer.status === 200 ? 204 : answer.status).end();
        else res.status(answer.status).json(answer.body);
        return;
      }
      const result = await def.handler(req, res, req.caller);
      if (res.headersSent) return;
      const status = def.status ?? 200;
      if (status === 204 || result === undefined) res.status(status === 200 ? 204 : status).end();
      else if (result instanceof JsonText) {
        // Express works an ETag out only when none is set
        if (result.etag) res.setHeader('ETag', result.etag);
        res.status(status).type('application/json').send(result.text);
      }
      else res.status(status).json(result);
    });
  }

  /** The router of the path's first segment and the rest of the path, or this router for a one-segment path. */
  private mountFor(path: string): { router: Router; path: string } {
    const [, segment, rest] = /^\/([^/:]+)(\/.+)$/.exec(path) ?? [];
    if (segment === undefined || rest === undefined) return { router: this.router, path };
    let router = this.segmentRouters.get(segment);
    if (!router) {
      router = express.Router();
      this.router.use(`/${segment}`, router);
      this.segmentRouters.set(segment, router);
    }
    return { router, path: rest };
  }
}
