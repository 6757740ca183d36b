import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** 32 MiB and roughly 80 ms per hash on one core; stored with every hash so it can be raised later. */
export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
const FORMAT = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([\w-]+)\$([\w-]+)$/;

function derive(password: string, salt: Buffer, cost: ScryptCost, keyLength: number): Promise<Buffer> {
  // Node refuses anything above maxmem (32 MiB by default); scrypt needs 128·N·r bytes plus bookkeeping.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost, KEY_BYTES);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const match = FORMAT.exec(stored);
  if (!match) return undefined;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Bounds keep a corrupted row from turning one login into a memory bomb.
  if (N < 2 || N > 2 ** 20 || (N & (N - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return undefined;
  const key = Buffer.from(match[5], 'base64url');
  const salt = Buffer.from(match[4], 'base64url');
  if (key.length < 16) return undefined;
  // Only the encoding we write: base64 ignores a last character's spare bits, so an altered row could still match.
  if (key.toString('base64url') !== match[5] || salt.toString('base64url') !== match[4]) return undefined;
  return { cost: { N, r, p }, salt, key };
}

let decoy: Promise<ParsedHash> | undefined;

/** A hash of a random password, so checking a login for a missing account costs the same scrypt run. */
function decoyHash(): Promise<ParsedHash> {
  decoy ??= hashPassword(randomBytes(24).toString('base64url')).then((h) => parseHash(h) as ParsedHash);
  return decoy;
}

/**
 * True when `password` matches `stored`. A missing or unreadable hash is checked against a decoy so the
 * answer takes as long as for a real account (no timing oracle for account existence).
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parseHash(stored) : undefined;
  const target = parsed ?? (await decoyHash());
  const key = await derive(password, target.salt, target.cost, target.key.length);
  const matches = timingSafeEqual(key, target.key);
  return matches && parsed !== undefined;
}

/** True when the hash was made with another cost than today's, so a successful login should re-hash. */
export function needsRehash(stored: string, cost: ScryptCost = DEFAULT_SCRYPT_COST): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.cost.N !== cost.N || parsed.cost.r !== cost.r || parsed.cost.p !== cost.p;
}
