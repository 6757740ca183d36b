import express from 'express';
import Joi from 'joi';
import supertest from 'supertest';
import { errorMiddleware } from './error-middleware.js';
import { createLogger } from './logger.js';
import { validate } from './validate.js';

function appFor(schemas: Parameters<typeof validate>[0]) {
  const app = express();
  app.use(express.json());
  app.post('/thing', validate(schemas), (req, res) => res.json({ body: req.body, query: req.query }));
  app.use(errorMiddleware(createLogger('test', 'silent')));
  return supertest(app);
}

const body = Joi.object({ name: Joi.string().required(), tags: Joi.object().unknown() });
const query = Joi.object({ search: Joi.string() });

describe('validate', () => {
  it.each(['__proto__', 'constructor', 'prototype'])('answers 400 naming a %s key in the body, never 500', async (key) => {
    const res = await appFor({ body }).post('/thing').set('content-type', 'application/json').send(`{"name":"a","${key}":{"polluted":true}}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error)).toContain(key);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('finds prototype keys nested in objects the schema lets through', async () => {
    const res = await appFor({ body }).post('/thing').set('content-type', 'application/json').send('{"name":"a","tags":{"constructor":{"prototype":{"polluted":true}}}}');
    expect(res.status).toBe(400);
    expect(res.body.error).toHaveProperty(['tags.constructor']);
  });

  it.each(['__proto__', 'constructor'])('answers 400 naming a %s query parameter', async (key) => {
    const res = await appFor({ query }).post(`/thing?${key}=1`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error)).toContain(key);
  });

  it('refuses NUL characters in body and query strings, naming the field', async () => {
    const inBody = await appFor({ body }).post('/thing').send({ name: 'a\u0000b' });
    expect(inBody.status).toBe(400);
    expect(inBody.body.error).toEqual({ name: ['must not contain NUL characters'] });
    const inQuery = await appFor({ query }).post('/thing?search=a%00b');
    expect(inQuery.status).toBe(400);
    expect(inQuery.body.error).toEqual({ search: ['must not contain NUL characters'] });
  });

  it('passes valid input through, converted', async () => {
    const res = await appFor({ body, query }).post('/thing?search=kettle').send({ name: 'ok' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ body: { name: 'ok' }, query: { search: 'kettle' } });
  });
});
