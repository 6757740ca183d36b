import jwt from 'jsonwebtoken';
import { accessTokenKey, verifyAccessToken } from './authenticate.js';

const SECRET = 'authenticate-test-secret-0000000000';

function token(claims: object, secret = SECRET, options: jwt.SignOptions = {}): string {
  return jwt.sign({ role: 'client', typ: 'access', ...claims }, secret, { algorithm: 'HS256', subject: '42', expiresIn: 60, ...options });
}

describe('verifyAccessToken with the key made once per secret', () => {
  it('makes one key per secret and verifies with it exactly as with the secret itself', () => {
    expect(accessTokenKey(SECRET)).toBe(accessTokenKey(SECRET));
    expect(verifyAccessToken(token({}), accessTokenKey(SECRET))).toEqual({ role: 'client', id: 42 });
    expect(verifyAccessToken(token({}), SECRET)).toEqual({ role: 'client', id: 42 });
  });

  it('still refuses every token it must refuse', () => {
    const key = accessTokenKey(SECRET);
    expect(() => verifyAccessToken(token({}, 'another-secret-entirely-0000000000'), key)).toThrow();
    const expired = jwt.sign({ role: 'client', typ: 'access', sub: '42', exp: Math.floor(Date.now() / 1000) - 10 }, SECRET, { algorithm: 'HS256' });
    expect(() => verifyAccessToken(expired, key)).toThrow(/expired/);
    expect(() => verifyAccessToken(jwt.sign({ role: 'client', typ: 'access', sub: '42' }, '', { algorithm: 'none' }), key)).toThrow();
    expect(() => verifyAccessToken(token({ typ: 'refresh' }), key)).toThrow(/bad claims/);
    const [header, payload] = token({}).split('.');
    expect(() => verifyAccessToken(`${header}.${payload}.${Buffer.from('forged').toString('base64url')}`, key)).toThrow();
  });
});
