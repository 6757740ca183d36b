import path from 'node:path';
import { ConfigError } from '@inkwell/service-kit';
import { loadBffConfig } from './config.js';

const DB = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/inkwell' };

describe('loadBffConfig', () => {
  it.each([
    ['client', 3001],
    ['admin', 3002],
    ['linguist', 3003],
  ] as const)('gives the %s BFF its own port, app folder and Redis prefix by default', (role, port) => {
    const config = loadBffConfig(role, DB);

    expect(config.port).toBe(port);
    expect(config.webDistDir).toBe(path.resolve(__dirname, '..', '..', '..', `web-${role}`, 'dist'));
    expect(config.redisKeyPrefix).toBe(`inkwell:${role}:sess:`);
    expect(config.coreApiUrl).toBe('http://127.0.0.1:4000');
    expect(config.trustProxy).toBe('loopback');
    expect(config.sessionTtlDays).toBe(30);
  });

  it('signs each role with a different key even when all three are given the same SESSION_SECRET', () => {
    const env = { ...DB, SESSION_SECRET: 'one-secret-for-every-bff-0123456789' };

    const keys = new Set(['client', 'admin', 'linguist'].map((role) => loadBffConfig(role as 'client', env).sessionSecret));

    expect(keys.size).toBe(3);
  });

  it('requires SESSION_SECRET and OAUTH_CLIENT_SECRET in production', () => {
    expect(() => loadBffConfig('admin', { ...DB, NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadBffConfig('admin', { ...DB, NODE_ENV: 'production' })).toThrow(/SESSION_SECRET[\s\S]*OAUTH_CLIENT_SECRET/);
  });

  it('requires DATABASE_URL, where live events are heard, with or without REDIS_URL', () => {
    expect(() => loadBffConfig('client', {})).toThrow(/DATABASE_URL.*live events/);
    expect(() => loadBffConfig('client', { REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(/DATABASE_URL/);
    expect(loadBffConfig('client', { ...DB, REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
  });

  it.each([
    ['false', false],
    ['true', true],
    ['2', 2],
    ['10.0.0.0/8, loopback', '10.0.0.0/8, loopback'],
  ])('reads TRUST_PROXY=%s as Express expects it', (value, expected) => {
    expect(loadBffConfig('client', { ...DB, TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadBffConfig('client', { ...DB, CORE_API_URL: 'ftp://core', SESSION_TTL_DAYS: '0' })).toThrow(/CORE_API_URL[\s\S]*SESSION_TTL_DAYS/);
  });
});
