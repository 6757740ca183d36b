import express from 'express';
import supertest from 'supertest';
import { API_CONTENT_SECURITY_POLICY, appContentSecurityPolicy, securityHeaders } from './security-headers.js';

describe('security headers', () => {
  it('send HSTS in production only', async () => {
    const app = (production: boolean) => express().use(securityHeaders({ production, contentSecurityPolicy: API_CONTENT_SECURITY_POLICY })).get('/', (_req, res) => res.end());
    expect((await supertest(app(true)).get('/')).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await supertest(app(false)).get('/')).headers['strict-transport-security']).toBeUndefined();
  });

  it('keep a route’s own stricter policy (a downloaded file’s sandbox)', async () => {
    const app = express()
      .use(securityHeaders({ production: false, contentSecurityPolicy: appContentSecurityPolicy() }))
      .get('/file', (_req, res) => res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox").end());
    expect((await supertest(app).get('/file')).headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('allow inline styles (styled-components) but never inline scripts or eval', () => {
    for (const needs of [{}, { stripe: true }, { webAssembly: true }, { development: true }]) {
      const script = /script-src ([^;]+)/.exec(appContentSecurityPolicy(needs))?.[1] ?? '';
      expect(script).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
      expect(appContentSecurityPolicy(needs)).toMatch(/style-src 'self' 'unsafe-inline'/);
    }
    expect(appContentSecurityPolicy({ development: true })).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\* http:\/\/localhost:\*/);
  });
});
