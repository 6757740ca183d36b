// Signing the bench accounts in at core-api, and the one OAuth client secret every bench service shares.
import { BENCH_PASSWORD } from '../scale-data.mjs';

export const BENCH_SECRET = 'bench-only-secret-change-me-00000000';

/** Production mode (no dev defaults, quiet logs) with the bench's own secrets. */
export const BENCH_SERVICE_ENV = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'error',
  JWT_SECRET: BENCH_SECRET,
  OAUTH_CLIENT_SECRET: BENCH_SECRET,
  SESSION_SECRET: BENCH_SECRET,
  // production requires the real invoice issuer; the bench issues none, but core-api checks it at start-up
  SELLER_NAME: 'Inkwell Bench GmbH',
  SELLER_STREET: 'Benchstraße 1',
  SELLER_ZIPCODE: '10115',
  SELLER_CITY: 'Berlin',
  SELLER_COUNTRY: 'DE',
  SELLER_VAT_ID: 'DE000000000',
  SELLER_REGISTER: 'Benchmark installation',
  SELLER_EMAIL: 'billing@bench.localhost',
  SELLER_BANK_NAME: 'Bench Bank',
  SELLER_IBAN: 'DE02 1001 0010 0000 0000 00',
  SELLER_BIC: 'BENCDEFFXXX',
};

const AUTH_PREFIX = { client: '/auth', admin: '/admin/auth', linguist: '/linguist/auth' };

/** A bearer token for `email` of `role`, from core-api's password grant. */
export async function signIn(coreUrl, role, email, password = BENCH_PASSWORD) {
  const res = await fetch(`${coreUrl}${AUTH_PREFIX[role]}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', client_id: `web-${role}`, client_secret: BENCH_SECRET, username: email, password }),
  });
  if (!res.ok) throw new Error(`${role} ${email} could not sign in: ${res.status} ${await res.text()}`);
  const body = await res.json();
  return body.access_token;
}
