import Joi from 'joi';
import { configFields, loadConfig } from '@inkwell/service-kit';

export interface CoreConfig {
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  port: number;
  databaseUrl: string;
  /** signs access tokens */
  jwtSecret: string;
  /** shared by the BFFs; checked on the password and refresh grants */
  oauthClientSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** Express `trust proxy`: which hops may tell us the browser's address (login rate limits per IP) */
  trustProxy: string;
  /** failed logins per account or IP per minute before 429 */
  loginFailureLimit: number;
  smtpUrl?: string;
  mailFrom: string;
  /** where links in e-mails point, per role */
  clientAppUrl: string;
  adminAppUrl: string;
  linguistAppUrl: string;
}

const DEV_SECRET = 'dev-only-secret-change-me-0000000';

const schema = Joi.object({
  NODE_ENV: configFields.nodeEnv,
  LOG_LEVEL: configFields.logLevel,
  CORE_API_PORT: configFields.port(4000),
  DATABASE_URL: configFields.databaseUrl().required(),
  JWT_SECRET: configFields.secret().when('NODE_ENV', { is: 'production', then: Joi.required(), otherwise: Joi.optional().default(DEV_SECRET) }),
  OAUTH_CLIENT_SECRET: configFields.secret().when('NODE_ENV', { is: 'production', then: Joi.required(), otherwise: Joi.optional().default(DEV_SECRET) }),
  ACCESS_TOKEN_TTL_SECONDS: Joi.number().integer().min(30).max(86400).default(900),
  REFRESH_TOKEN_TTL_DAYS: Joi.number().integer().min(1).max(365).default(30),
  TRUST_PROXY: Joi.string().default('loopback'),
  LOGIN_FAILURE_LIMIT: Joi.number().integer().min(1).max(1000).default(10),
  SMTP_URL: Joi.string().uri({ scheme: ['smtp', 'smtps'] }).optional(),
  MAIL_FROM: Joi.string().default('Inkwell <no-reply@inkwell.localhost>'),
  CLIENT_APP_URL: configFields.url().default('http://client.localhost:3001'),
  ADMIN_APP_URL: configFields.url().default('http://admin.localhost:3002'),
  LINGUIST_APP_URL: configFields.url().default('http://linguist.localhost:3003'),
}).rename('PORT', 'CORE_API_PORT', { ignoreUndefined: true, override: false });

export function loadCoreConfig(env: NodeJS.ProcessEnv = process.env): CoreConfig {
  const v = loadConfig(schema, env) as Record<string, never>;
  return {
    nodeEnv: v.NODE_ENV,
    logLevel: v.LOG_LEVEL,
    port: v.CORE_API_PORT,
    databaseUrl: v.DATABASE_URL,
    jwtSecret: v.JWT_SECRET,
    oauthClientSecret: v.OAUTH_CLIENT_SECRET,
    accessTokenTtlSeconds: v.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: v.REFRESH_TOKEN_TTL_DAYS,
    trustProxy: v.TRUST_PROXY,
    loginFailureLimit: v.LOGIN_FAILURE_LIMIT,
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM,
    clientAppUrl: v.CLIENT_APP_URL,
    adminAppUrl: v.ADMIN_APP_URL,
    linguistAppUrl: v.LINGUIST_APP_URL,
  };
}
