import Joi from 'joi';
import { configFields, loadConfig } from '@inkwell/service-kit';

export interface CoreConfig {
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  /** Sentry's DSN: answers of 500 and above are reported there; unset, nothing is sent */
  sentryDsn?: string;
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
  /** reset-link, registration and confirmation calls per hour, per account (e-mail or token) and per address */
  authCallLimits: { perAccountPerHour: number; perIpPerHour: number };
  /** calls each API key may make per minute (decision 066) */
  apiKeyRequestsPerMinute: number;
  smtpUrl?: string;
  mailFrom: string;
  /** how the delivery job retries a mail SMTP did not take: attempts in all, and the first wait (doubling after) */
  mailDelivery: { maxAttempts: number; retryDelaySeconds: number };
  /** where links in e-mails point, per role */
  clientAppUrl: string;
  adminAppUrl: string;
  linguistAppUrl: string;
  /** the system Chromium that renders invoice PDFs; downloads answer 503 while it is missing */
  chromiumPath: string;
  /** card-like payments through Stripe; without it only bank transfer is offered (DESIGN §2) */
  stripe?: StripeConfig;
  /** the EU's VIES REST API; without it VAT numbers get a per-country format check */
  viesUrl?: string;
  /** the platform operator every invoice names as issuer and payee */
  seller: SellerConfig;
  /** the AI title and outline generator's provider; without it the generator answers 503 (DESIGN §2) */
  openai?: OpenAiConfig;
  /** generator calls each client (or staff member) may make, per minute and per calendar month (decision 044) */
  generatorLimits: { perMinute: number; perMonth: number };
  /** linguist payouts through PayPal's Payouts API; without it PayPal payouts answer 503 (decision 062) */
  paypal?: PaypalConfig;
  /** how webhook deliveries are made and retried (decision 069) */
  webhooks: WebhookConfig;
}

export interface WebhookConfig {
  /** the wait before the second attempt, doubling after each failure up to 12 hours */
  retryDelayMs: number;
  /** how long a delivery is retried before it fails for good and its endpoint is disabled: three days */
  retryWindowSeconds: number;
  /** how long a receiver may take to answer */
  timeoutMs: number;
  /** deliver to loopback, private and link-local addresses and over plain http: off by default in production (SSRF) */
  allowPrivateTargets: boolean;
}

export interface PaypalConfig {
  clientId: string;
  secret: string;
  /** https://api-m.paypal.com, the sandbox, or a local fake in tests and e2e */
  apiUrl: string;
}

export interface OpenAiConfig {
  apiKey: string;
  /** another OpenAI-compatible server (a local fake in tests and e2e); absent: api.openai.com */
  baseUrl?: string;
  model: string;
  /** how long one call may take before the client gets a 504 */
  timeoutMs: number;
}

export interface SellerConfig {
  name: string;
  street: string;
  zipcode: string;
  city: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  vatId: string;
  register: string;
  email: string;
  bank: { holder: string; name: string; iban: string; bic: string };
}

/**
 * Outside production the documents name a demo operator, so `npm start` prints complete invoices; production
 * refuses to start until the real company's details are set, so no invoice leaves with invented ones.
 */
const DEMO_SELLER: Record<string, string> = {
  SELLER_NAME: 'Inkwell Demo GmbH',
  SELLER_STREET: 'Torstraße 140',
  SELLER_ZIPCODE: '10119',
  SELLER_CITY: 'Berlin',
  SELLER_COUNTRY: 'DE',
  SELLER_VAT_ID: 'DE000000000',
  SELLER_REGISTER: 'Demo installation, not a registered company',
  SELLER_EMAIL: 'billing@inkwell.localhost',
  SELLER_BANK_NAME: 'Demo Bank',
  SELLER_IBAN: 'DE02 1203 0000 0000 2020 51',
  SELLER_BIC: 'DEMODEFFXXX',
};

const sellerField = (name: string, rule: Joi.StringSchema) =>
  rule.when('NODE_ENV', { is: 'production', then: Joi.required(), otherwise: Joi.optional().default(DEMO_SELLER[name]) });

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** points the SDK at another server (a local fake in tests and e2e); absent: api.stripe.com */
  apiUrl?: string;
}

const DEV_SECRET = 'dev-only-secret-change-me-0000000';

const schema = Joi.object({
  NODE_ENV: configFields.nodeEnv,
  LOG_LEVEL: configFields.logLevel,
  SENTRY_DSN: configFields.sentryDsn(),
  CORE_API_PORT: configFields.port(4000),
  DATABASE_URL: configFields.databaseUrl().required(),
  JWT_SECRET: configFields.secret().when('NODE_ENV', { is: 'production', then: Joi.required(), otherwise: Joi.optional().default(DEV_SECRET) }),
  OAUTH_CLIENT_SECRET: configFields.secret().when('NODE_ENV', { is: 'production', then: Joi.required(), otherwise: Joi.optional().default(DEV_SECRET) }),
  ACCESS_TOKEN_TTL_SECONDS: Joi.number().integer().min(30).max(86400).default(900),
  REFRESH_TOKEN_TTL_DAYS: Joi.number().integer().min(1).max(365).default(30),
  TRUST_PROXY: Joi.string().default('loopback'),
  LOGIN_FAILURE_LIMIT: Joi.number().integer().min(1).max(1000).default(10),
  // Tests count in a database their worker keeps for hours: they set low limits where they test them.
  AUTH_CALLS_PER_ACCOUNT_PER_HOUR: Joi.number().integer().min(1).max(100_000).when('NODE_ENV', { is: 'test', then: Joi.optional().default(100_000), otherwise: Joi.optional().default(5) }),
  AUTH_CALLS_PER_IP_PER_HOUR: Joi.number().integer().min(1).max(100_000).when('NODE_ENV', { is: 'test', then: Joi.optional().default(100_000), otherwise: Joi.optional().default(30) }),
  API_KEY_REQUESTS_PER_MINUTE: Joi.number().integer().min(1).max(1_000_000).default(120),
  SMTP_URL: Joi.string().uri({ scheme: ['smtp', 'smtps'] }).optional(),
  MAIL_FROM: Joi.string().default('Inkwell <no-reply@inkwell.localhost>'),
  MAIL_MAX_ATTEMPTS: Joi.number().integer().min(1).max(20).default(6),
  MAIL_RETRY_DELAY_SECONDS: Joi.number().integer().min(1).max(3600).default(30),
  CLIENT_APP_URL: configFields.url().default('http://client.localhost:3001'),
  ADMIN_APP_URL: configFields.url().default('http://admin.localhost:3002'),
  LINGUIST_APP_URL: configFields.url().default('http://linguist.localhost:3003'),
  CHROMIUM_PATH: Joi.string().pattern(/^\//, 'an absolute path').default('/usr/bin/chromium'),
  STRIPE_SECRET_KEY: Joi.string().min(8).optional(),
  // A secret key without the other two would take payments that could never be confirmed or credited.
  STRIPE_PUBLISHABLE_KEY: Joi.string().min(8).when('STRIPE_SECRET_KEY', { is: Joi.exist(), then: Joi.required() }),
  STRIPE_WEBHOOK_SECRET: Joi.string().min(8).when('STRIPE_SECRET_KEY', { is: Joi.exist(), then: Joi.required() }),
  STRIPE_API_URL: configFields.url().optional(),
  VIES_URL: configFields.url().optional(),
  OPENAI_API_KEY: Joi.string().trim().min(8).optional(),
  OPENAI_BASE_URL: configFields.url().optional(),
  OPENAI_MODEL: Joi.string().trim().pattern(/^[\w.:/-]{1,100}$/, 'a model name').default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: Joi.number().integer().min(100).max(300_000).default(30_000),
  GENERATOR_REQUESTS_PER_MINUTE: Joi.number().integer().min(1).max(1000).default(5),
  GENERATOR_REQUESTS_PER_MONTH: Joi.number().integer().min(1).max(1_000_000).default(300),
  PAYPAL_CLIENT_ID: Joi.string().trim().min(8).optional(),
  // A client id without its secret could never get a token: refused at start rather than at the first payout.
  PAYPAL_SECRET: Joi.string().trim().min(8).when('PAYPAL_CLIENT_ID', { is: Joi.exist(), then: Joi.required() }),
  PAYPAL_API_URL: configFields.url().default('https://api-m.paypal.com'),
  WEBHOOK_RETRY_DELAY_MS: Joi.number().integer().min(100).max(3_600_000).default(60_000),
  WEBHOOK_RETRY_WINDOW_SECONDS: Joi.number().integer().min(1).max(30 * 86_400).default(3 * 86_400),
  WEBHOOK_TIMEOUT_MS: Joi.number().integer().min(100).max(60_000).default(10_000),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: Joi.boolean().when('NODE_ENV', { is: 'production', then: Joi.boolean().default(false), otherwise: Joi.boolean().default(true) }),
  SELLER_NAME: sellerField('SELLER_NAME', Joi.string().trim().min(2).max(120)),
  SELLER_STREET: sellerField('SELLER_STREET', Joi.string().trim().min(2).max(120)),
  SELLER_ZIPCODE: sellerField('SELLER_ZIPCODE', Joi.string().trim().min(2).max(20)),
  SELLER_CITY: sellerField('SELLER_CITY', Joi.string().trim().min(2).max(80)),
  SELLER_COUNTRY: sellerField('SELLER_COUNTRY', Joi.string().pattern(/^[A-Z]{2}$/, 'an ISO country code')),
  SELLER_VAT_ID: sellerField('SELLER_VAT_ID', Joi.string().trim().pattern(/^[A-Z]{2}[0-9A-Z+*.]{2,13}$/, 'a VAT identification number')),
  SELLER_REGISTER: sellerField('SELLER_REGISTER', Joi.string().trim().min(2).max(160)),
  SELLER_EMAIL: sellerField('SELLER_EMAIL', Joi.string().email({ tlds: false })),
  SELLER_BANK_NAME: sellerField('SELLER_BANK_NAME', Joi.string().trim().min(2).max(80)),
  SELLER_IBAN: sellerField('SELLER_IBAN', Joi.string().trim().pattern(/^[A-Z]{2}[0-9]{2}[0-9A-Z ]{10,36}$/, 'an IBAN')),
  SELLER_BIC: sellerField('SELLER_BIC', Joi.string().trim().pattern(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/, 'a BIC')),
}).rename('PORT', 'CORE_API_PORT', { ignoreUndefined: true, override: false });

export function loadCoreConfig(env: NodeJS.ProcessEnv = process.env): CoreConfig {
  const v = loadConfig(schema, env) as Record<string, never>;
  return {
    nodeEnv: v.NODE_ENV,
    logLevel: v.LOG_LEVEL,
    sentryDsn: v.SENTRY_DSN,
    port: v.CORE_API_PORT,
    databaseUrl: v.DATABASE_URL,
    jwtSecret: v.JWT_SECRET,
    oauthClientSecret: v.OAUTH_CLIENT_SECRET,
    accessTokenTtlSeconds: v.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: v.REFRESH_TOKEN_TTL_DAYS,
    trustProxy: v.TRUST_PROXY,
    loginFailureLimit: v.LOGIN_FAILURE_LIMIT,
    authCallLimits: { perAccountPerHour: v.AUTH_CALLS_PER_ACCOUNT_PER_HOUR, perIpPerHour: v.AUTH_CALLS_PER_IP_PER_HOUR },
    apiKeyRequestsPerMinute: v.API_KEY_REQUESTS_PER_MINUTE,
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM,
    mailDelivery: { maxAttempts: v.MAIL_MAX_ATTEMPTS, retryDelaySeconds: v.MAIL_RETRY_DELAY_SECONDS },
    clientAppUrl: v.CLIENT_APP_URL,
    adminAppUrl: v.ADMIN_APP_URL,
    linguistAppUrl: v.LINGUIST_APP_URL,
    chromiumPath: v.CHROMIUM_PATH,
    stripe: v.STRIPE_SECRET_KEY
      ? {
          secretKey: v.STRIPE_SECRET_KEY,
          publishableKey: v.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: v.STRIPE_WEBHOOK_SECRET,
          apiUrl: v.STRIPE_API_URL,
        }
      : undefined,
    viesUrl: v.VIES_URL,
    openai: v.OPENAI_API_KEY
      ? { apiKey: v.OPENAI_API_KEY, baseUrl: v.OPENAI_BASE_URL, model: v.OPENAI_MODEL, timeoutMs: v.OPENAI_TIMEOUT_MS }
      : undefined,
    generatorLimits: { perMinute: v.GENERATOR_REQUESTS_PER_MINUTE, perMonth: v.GENERATOR_REQUESTS_PER_MONTH },
    paypal: v.PAYPAL_CLIENT_ID ? { clientId: v.PAYPAL_CLIENT_ID, secret: v.PAYPAL_SECRET, apiUrl: v.PAYPAL_API_URL } : undefined,
    webhooks: {
      retryDelayMs: v.WEBHOOK_RETRY_DELAY_MS,
      retryWindowSeconds: v.WEBHOOK_RETRY_WINDOW_SECONDS,
      timeoutMs: v.WEBHOOK_TIMEOUT_MS,
      allowPrivateTargets: v.WEBHOOK_ALLOW_PRIVATE_TARGETS,
    },
    seller: {
      name: v.SELLER_NAME,
      street: v.SELLER_STREET,
      zipcode: v.SELLER_ZIPCODE,
      city: v.SELLER_CITY,
      country: v.SELLER_COUNTRY,
      vatId: v.SELLER_VAT_ID,
      register: v.SELLER_REGISTER,
      email: v.SELLER_EMAIL,
      bank: { holder: v.SELLER_NAME, name: v.SELLER_BANK_NAME, iban: v.SELLER_IBAN, bic: v.SELLER_BIC },
    },
  };
}
