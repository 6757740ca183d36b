import winston from 'winston';

export type Logger = winston.Logger;

/** Keys whose values never reach a log line. */
const SECRET_KEYS = /pass(word)?|token|secret|authorization|cookie|card|iban|cvc/i;

const redact = winston.format((info) => {
  for (const key of Object.keys(info)) {
    if (SECRET_KEYS.test(key)) info[key] = '[redacted]';
  }
  return info;
});

/** JSON logs on stdout; `silent` for tests. */
export function createLogger(service: string, level = 'info'): Logger {
  return winston.createLogger({
    level: level === 'silent' ? 'error' : level,
    silent: level === 'silent',
    defaultMeta: { service },
    format: winston.format.combine(redact(), winston.format.timestamp(), winston.format.json()),
    transports: [new winston.transports.Console()],
  });
}
