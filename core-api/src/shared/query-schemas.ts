import Joi from 'joi';

/**
 * Query and answer shapes every module's routes share: ids in paths, list parameters, dates, pages. Plumbing,
 * not a domain: no module owns them, so no module has to import another's schema to page a list.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const MAX_INT4 = 2_147_483_647;

/** A filter bound: `start` is its first instant, `end` the first instant after it (a whole day, or one instant). */
export interface DateBound {
  start: Date;
  end: Date;
}

/**
 * Joi whose arrays also accept comma-separated strings, so `languages=de-DE&languages=en-GB` and
 * `languages=de-DE,en-GB` (decision 010) validate to the same list.
 */
const queryJoi: Joi.Root = Joi.extend((joi: Joi.Root) => ({
  type: 'array',
  base: joi.array(),
  coerce: {
    from: ['string', 'object'],
    method(value: unknown) {
      if (typeof value !== 'string' && !Array.isArray(value)) return { value };
      const items = (Array.isArray(value) ? value : [value]).flatMap((item: unknown) => (typeof item === 'string' ? item.split(',') : [item]));
      return { value: items.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '') };
    },
  },
}));

/** A list parameter: repeated keys or a comma-separated value. */
export function listParam(item: Joi.Schema): Joi.ArraySchema {
  return queryJoi.array().items(item).max(100);
}

function utcDay(year: number, month: number, day: number): DateBound | null {
  const start = new Date(Date.UTC(year, month - 1, day));
  if (start.getUTCFullYear() !== year || start.getUTCMonth() !== month - 1 || start.getUTCDate() !== day) return null;
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** DD.MM.YYYY (the project filters): the whole UTC day. */
export function dottedDateParam(): Joi.StringSchema {
  return Joi.string()
    .custom((value: string, helpers) => {
      const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
      const bound = match ? utcDay(Number(match[3]), Number(match[2]), Number(match[1])) : null;
      return bound ?? helpers.error('date.dotted');
    })
    .messages({ 'date.dotted': '{{#label}} must be a date written DD.MM.YYYY' })
    .description('DD.MM.YYYY, a whole day in UTC')
    .example('31.01.2025');
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** ISO 8601: a date is the whole UTC day, a date-time that one instant. */
export function isoDateParam(): Joi.StringSchema {
  return Joi.string()
    .custom((value: string, helpers) => {
      const day = ISO_DAY.exec(value);
      if (day) return utcDay(Number(day[1]), Number(day[2]), Number(day[3])) ?? helpers.error('date.iso8601');
      const instant = ISO_DATE_TIME.test(value) ? Date.parse(value) : Number.NaN;
      if (Number.isNaN(instant)) return helpers.error('date.iso8601');
      return { start: new Date(instant), end: new Date(instant + 1) };
    })
    .messages({ 'date.iso8601': '{{#label}} must be an ISO 8601 date (2025-01-31) or date-time (2025-01-31T12:00:00Z)' })
    .description('ISO 8601 date (the whole UTC day) or date-time')
    .example('2025-01-31');
}

export const idParams = Joi.object({ id: Joi.number().integer().min(1).max(MAX_INT4).required() });

export const pageKeys = {
  limit: Joi.number().integer().min(0).max(100).default(10).description('0 answers only the total'),
  offset: Joi.number().integer().min(0).max(MAX_INT4).default(0),
};

export interface PageQuery {
  limit: number;
  offset: number;
}

export const pageQuery = Joi.object<PageQuery>(pageKeys);

/** A page of items with the total over all pages. */
export function pageSchema(item: Joi.Schema): Joi.ObjectSchema {
  return Joi.object({ data: Joi.array().items(item).required(), total: Joi.number().integer().required() });
}
