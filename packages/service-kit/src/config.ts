import Joi from 'joi';

/**
 * Reads and validates a service's configuration once, at start-up.
 * A bad value stops the service with a message naming the variable.
 */
export function loadConfig<T>(schema: Joi.ObjectSchema<T>, env: NodeJS.ProcessEnv = process.env): T {
  const { value, error } = schema.validate(env, { abortEarly: false, allowUnknown: true, stripUnknown: true, convert: true });
  if (error) {
    const problems = error.details.map((d) => `  ${d.path.join('.')}: ${d.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  return value;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Common schema pieces so each service spells the same variable the same way. */
export const configFields = {
  nodeEnv: Joi.string().valid('development', 'production', 'test').default('development'),
  logLevel: Joi.string().valid('error', 'warn', 'info', 'http', 'debug', 'silent').default('info'),
  port: (fallback: number) => Joi.number().port().default(fallback),
  url: () => Joi.string().uri({ scheme: ['http', 'https'] }),
  databaseUrl: () => Joi.string().uri({ scheme: ['postgres', 'postgresql'] }),
  redisUrl: () => Joi.string().uri({ scheme: ['redis', 'rediss'] }),
  secret: () => Joi.string().min(16),
  /** https://<key>@<host>/<project>, as Sentry shows it; empty means unset */
  sentryDsn: () => Joi.string().uri({ scheme: ['http', 'https'] }).empty(''),
};
