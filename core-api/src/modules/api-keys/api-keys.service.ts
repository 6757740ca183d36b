import { createHash, randomBytes } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { API_KEY_PREFIX, API_KEYS_PER_CLIENT_MAX, type ApiKey, type ApiKeyCreateBody, type ApiKeyCreated, type ApiKeyPage, type ApiKeyScope } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import { database } from '../../shared/database.js';

/** Characters of the secret kept in clear, so the client can tell its keys apart: the prefix and 4 more. */
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 4;

interface ApiKeyRow {
  id: number;
  name: string;
  scopes: ApiKeyScope[];
  prefix: string;
  created_at: Date;
  last_used_at: Date | null;
  last_used_ip: string | null;
  revoked_at: Date | null;
}

const COLUMNS = 'id, name, scopes, prefix, created_at, last_used_at, last_used_ip, revoked_at';

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    prefix: row.prefix,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    lastUsedIp: row.last_used_ip,
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}

/**
 * SHA-256 and not a password hash: the secret is 256 random bits, so no dictionary or brute force can reach it
 * and a slow hash would only add its cost to every partner call (decision 066).
 */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** The client's keys, working ones first, newest first; revoked keys stay listed with when they stopped. */
export async function listApiKeys(clientId: number): Promise<ApiKeyPage> {
  const rows = await database().query<ApiKeyRow>(
    `SELECT ${COLUMNS} FROM api_keys WHERE client_id = :clientId ORDER BY revoked_at IS NOT NULL, created_at DESC, id DESC`,
    { type: QueryTypes.SELECT, replacements: { clientId } },
  );
  return { data: rows.map(toApiKey), total: rows.length };
}

/** A new key with its whole secret, which this answer alone carries; 422 once the client has the most keys. */
export async function createApiKey(clientId: number, body: ApiKeyCreateBody): Promise<ApiKeyCreated> {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return database().transaction(async (transaction) => {
    // One client's keys are created one at a time, so two at once cannot both pass the limit.
    await database().query("SELECT pg_advisory_xact_lock(hashtext('api_keys'), :clientId)", { replacements: { clientId }, transaction });
    const [active] = await database().query<{ count: string }>('SELECT count(*) AS count FROM api_keys WHERE client_id = :clientId AND revoked_at IS NULL', {
      type: QueryTypes.SELECT,
      replacements: { clientId },
      transaction,
    });
    if (Number(active?.count ?? 0) >= API_KEYS_PER_CLIENT_MAX) {
      throw AppError.unprocessable(`At most ${API_KEYS_PER_CLIENT_MAX} API keys can work at once: revoke one first`, { name: [`at most ${API_KEYS_PER_CLIENT_MAX} working keys`] });
    }
    const [row] = await database().query<ApiKeyRow>(
      `INSERT INTO api_keys (client_id, name, prefix, secret_hash, scopes)
       VALUES (:clientId, :name, :prefix, decode(:hash, 'hex'), ARRAY[:scopes]::text[])
       RETURNING ${COLUMNS}`,
      {
        type: QueryTypes.SELECT,
        replacements: { clientId, name: body.name, prefix: secret.slice(0, SHOWN_PREFIX_LENGTH), hash: secretHash(secret), scopes: body.scopes },
        transaction,
      },
    );
    if (!row) throw new Error('INSERT … RETURNING returned no row');
    return { ...toApiKey(row), secret };
  });
}

/** Revokes one of the client's keys (404 for another client's); revoking a revoked key changes nothing. */
export async function revokeApiKey(clientId: number, keyId: number, by: 'client' | 'staff'): Promise<void> {
  const rows = await database().query<{ id: number }>(
    `UPDATE api_keys SET revoked_at = coalesce(revoked_at, now()), revoked_by = coalesce(revoked_by, :by)
      WHERE id = :keyId AND client_id = :clientId RETURNING id`,
    { type: QueryTypes.SELECT, replacements: { clientId, keyId, by } },
  );
  if (!rows.length) throw AppError.notFound('API key');
}

/** A working key by its secret's hash: its client's account active and the key not revoked; null otherwise. */
export async function findActiveApiKey(hash: string): Promise<{ id: number; clientId: number; scopes: ApiKeyScope[] } | null> {
  const [key] = await database().query<{ id: number; client_id: number; scopes: ApiKeyScope[] }>(
    `SELECT k.id, k.client_id, k.scopes
       FROM api_keys k JOIN clients c ON c.id = k.client_id AND c.status = 'ACTIVE'
      WHERE k.secret_hash = decode(:hash, 'hex') AND k.revoked_at IS NULL`,
    { type: QueryTypes.SELECT, replacements: { hash } },
  );
  return key ? { id: key.id, clientId: key.client_id, scopes: key.scopes } : null;
}

/** Notes when and from which address a key was last used. */
export async function noteApiKeyUse(keyId: number, ip: string): Promise<void> {
  await database().query('UPDATE api_keys SET last_used_at = now(), last_used_ip = :ip WHERE id = :keyId', { replacements: { keyId, ip: ip.slice(0, 64) } });
}
