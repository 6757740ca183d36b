import { hashPassword, needsRehash, verifyPassword } from './password.js';

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('writes a self-describing scrypt hash with the cost, a salt and the key', async () => {
    const hash = await hashPassword('correct horse battery', CHEAP);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
  });

  it('salts every hash differently, so equal passwords do not give equal hashes', async () => {
    const [a, b] = await Promise.all([hashPassword('same-password', CHEAP), hashPassword('same-password', CHEAP)]);
    expect(a).not.toBe(b);
    await expect(verifyPassword('same-password', a)).resolves.toBe(true);
    await expect(verifyPassword('same-password', b)).resolves.toBe(true);
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('s3cret-Passw0rd', CHEAP);
    await expect(verifyPassword('s3cret-Passw0rd', hash)).resolves.toBe(true);
    await expect(verifyPassword('s3cret-passw0rd', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
  });

  it('treats composed and decomposed forms of the same characters as one password', async () => {
    const hash = await hashPassword('Kennwort-Gr\u00fc\u00dfe', CHEAP);
    await expect(verifyPassword('Kennwort-Gru\u0308\u00dfe', hash)).resolves.toBe(true);
  });

  it('refuses missing, malformed and tampered hashes without throwing', async () => {
    const hash = await hashPassword('s3cret-Passw0rd', CHEAP);
    const tampered = hash.replace(/.(.{10})$/, (_all, rest: string) => `${hash.at(-11) === 'A' ? 'B' : 'A'}${rest}`);
    // base64 ignores the spare bits of the last character; a hash differing only there is not ours either
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = hash.replace(/.$/, (c) => alphabet[alphabet.indexOf(c) ^ 1] ?? c);
    await expect(verifyPassword('s3cret-Passw0rd', null)).resolves.toBe(false);
    await expect(verifyPassword('s3cret-Passw0rd', 'not-a-hash')).resolves.toBe(false);
    await expect(verifyPassword('s3cret-Passw0rd', tampered)).resolves.toBe(false);
    await expect(verifyPassword('s3cret-Passw0rd', respelled)).resolves.toBe(false);
    // a cost far above the allowed bounds is refused rather than run
    await expect(verifyPassword('s3cret-Passw0rd', hash.replace('$1024$', `$${2 ** 30}$`))).resolves.toBe(false);
  });

  it('spends a full scrypt run on a missing hash (no shortcut that reveals a missing account)', async () => {
    const real = await hashPassword('s3cret-Passw0rd');
    await verifyPassword('warm-up', null);
    const time = async (stored: string | null) => {
      const started = process.hrtime.bigint();
      await verifyPassword('wrong-password', stored);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const missing = Math.min(await time(null), await time(null));
    const existing = Math.min(await time(real), await time(real));
    expect(missing).toBeGreaterThan(existing * 0.5);
  });

  it('asks for a re-hash when the stored cost differs from the current one', async () => {
    const cheap = await hashPassword('s3cret-Passw0rd', CHEAP);
    expect(needsRehash(cheap)).toBe(true);
    expect(needsRehash(cheap, CHEAP)).toBe(false);
    expect(needsRehash('garbage')).toBe(true);
  });
});
