import { createHmac } from 'node:crypto';
import path from 'node:path';
import Joi from 'joi';
import type { Role } from '@inkwell/contracts';
import { configFields, loadConfig } from '@inkwell/service-kit';

export type SessionStoreKind = 'redis' | 'postgres';

export interface BffConfig {
  role: Role;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  /** Sentry's DSN: the BFF's own answers of 500 and above are reported there (core-api reports its own) */
  sentryDsn?: string;
  port: number;
  coreApiUrl: string;
  /** signs this role's session cookie; already specific to the role (see roleSessionSecret) */
  sessionSecret: string;
  /** sent with the password and refresh grants; the same value core-api checks */
  oauthClientSecret: string;
  redisUrl?: string;
  /** where core-api's live events are heard (LISTEN), and the sessions kept without Redis */
  databaseUrl: string;
  /** key prefix of this role's sessions in Redis */
  redisKeyPrefix: string;
  webDistDir: string;
  /** the static docs site `npm run build-docs` writes, served under /docs */
  docsDistDir: string;
  /** Express `trust proxy` value */
  trustProxy: boolean | number | string;
  sessionTtlDays: number;
}

export const DEFAULT_PORTS: Record<Role, number> = { client: 3001, admin: 3002, linguist: 3003 };

const DEV_OAUTH_CLIENT_SECRET = 'dev-only-secret-change-me-0000000';

/** Where the role's app is built by Vite when it runs from this repository. */
export function defaultWebDistDir(role: Role): string {
  // src/ and dist/ both sit two levels under packages/bff-kit, so one relative path serves tests and builds.
  return path.resolve(__dirname, '..', '..', '..', `web-${role}`, 'dist');
}

/** Where `npm run build-docs` writes the docs site when it runs from this repository. */
export function defaultDocsDistDir(): string {
  return path.resolve(__dirname, '..', '..', '..', 'docs', 'dist');
}

function schemaFor(role: Role) {
  return Joi.object({
    NODE_ENV: configFields.nodeEnv,
    LOG_LEVEL: configFields.logLevel,
    SENTRY_DSN: configFields.sentryDsn(),
    PORT: configFields.port(DEFAULT_PORTS[role]),
    CORE_API_URL: configFields.url().default('http://127.0.0.1:4000'),
    SESSION_SECRET: configFields.secret().when('NODE_ENV', {
      is: 'production',
      then: Joi.required(),
      otherwise: Joi.optional().default(`dev-only-${role}-session-secret-change-me`),
    }),
    OAUTH_CLIENT_SECRET: configFields.secret().when('NODE_ENV', {
      is: 'production',
      then: Joi.required(),
      otherwise: Joi.optional().default(DEV_OAUTH_CLIENT_SECRET),
    }),
    REDIS_URL: configFields.redisUrl().optional(),
    // Always needed: the live event stream LISTENs there (decision 035); sessions live there too without REDIS_URL.
    DATABASE_URL: configFields
      .databaseUrl()
      .required()
      .messages({ 'any.required': '"DATABASE_URL" is required: live events are heard there, and sessions are kept there when REDIS_URL is not set' }),
    WEB_DIST_DIR: Joi.string().default(defaultWebDistDir(role)),
    DOCS_DIST_DIR: Joi.string().default(defaultDocsDistDir()),
    TRUST_PROXY: Joi.string().trim().min(1).default('loopback'),
    SESSION_TTL_DAYS: Joi.number().integer().min(1).max(365).default(30),
  });
}

/** "true"/"false", a hop count, or Express's comma-separated list of addresses and names. */
function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * Operators often hand the same SESSION_SECRET to all three BFFs; deriving a per-role key keeps a cookie
 * signed for one role unusable on another even then.
 */
export function roleSessionSecret(role: Role, secret: string): string {
  return createHmac('sha256', secret).update(`inkwell-bff-session:${role}`).digest('base64url');
}

export function loadBffConfig(role: Role, env: NodeJS.ProcessEnv = process.env): BffConfig {
  const v = loadConfig(schemaFor(role), env) as Record<string, never>;
  return {
    role,
    nodeEnv: v.NODE_ENV,
    logLevel: v.LOG_LEVEL,
    sentryDsn: v.SENTRY_DSN,
    port: v.PORT,
    coreApiUrl: v.CORE_API_URL,
    sessionSecret: roleSessionSecret(role, v.SESSION_SECRET),
    oauthClientSecret: v.OAUTH_CLIENT_SECRET,
    redisUrl: v.REDIS_URL,
    databaseUrl: v.DATABASE_URL,
    redisKeyPrefix: `inkwell:${role}:sess:`,
    webDistDir: path.resolve(v.WEB_DIST_DIR),
    docsDistDir: path.resolve(v.DOCS_DIST_DIR),
    trustProxy: parseTrustProxy(v.TRUST_PROXY),
    sessionTtlDays: v.SESSION_TTL_DAYS,
  };
}
