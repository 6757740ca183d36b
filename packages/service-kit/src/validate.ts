import Joi from 'joi';
import type { NextFunction, Request, Response } from 'express';
import { AppError } from './app-error.js';

export interface RequestSchemas {
  params?: Joi.ObjectSchema;
  query?: Joi.ObjectSchema;
  body?: Joi.Schema;
}

/** Keys that would reach Object.prototype if merged anywhere. */
const POLLUTING_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Validates params, query and body against joi schemas (all errors at once), replaces them with the
 * converted values, and answers 400 with every offending field named. Unknown fields are refused.
 */
export function validate(schemas: RequestSchemas) {
  return (req: Request, _res: Response, next: NextFunction) => {
    // Field names come from the request: '__proto__' or 'constructor' must not find Object.prototype here.
    const details: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      const input = part === 'body' ? (req.body ?? {}) : { ...req[part] };
      findUnsafeInput(input, '', part, details);
      const { value, error } = schema.validate(input, { abortEarly: false, convert: true, errors: { wrap: { label: false } } });
      if (error) {
        for (const d of error.details) {
          const field = d.path.length ? d.path.join('.') : part;
          (details[field] ??= []).push(d.message);
        }
      } else if (part === 'query') {
        // Express 5 exposes req.query through a getter; define it so handlers read converted values.
        Object.defineProperty(req, 'query', { value, writable: true, configurable: true, enumerable: true });
      } else {
        req[part] = value;
      }
    }
    if (Object.keys(details).length) return next(AppError.validation(details));
    next();
  };
}

/**
 * Prototype keys anywhere, and NUL characters in any string: PostgreSQL text cannot hold NUL, and Sequelize
 * escapes it into other characters instead of failing, so it would be stored as something the client never sent.
 */
function findUnsafeInput(value: unknown, path: string, part: string, details: Record<string, string[]>, depth = 0): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) (details[path || part] ??= []).push('must not contain NUL characters');
    return;
  }
  if (!value || typeof value !== 'object' || depth > 32) return;
  for (const key of Object.keys(value)) {
    const field = path ? `${path}.${key}` : key;
    if (POLLUTING_KEYS.has(key)) (details[field] ??= []).push('is not allowed');
    else findUnsafeInput((value as Record<string, unknown>)[key], field, part, details, depth + 1);
  }
}
