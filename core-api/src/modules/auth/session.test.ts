import { QueryTypes } from 'sequelize';
import { AUTH_PREFIX, ME_PATH, type Role, type TokenResponse } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createClient, createLinguist, loginAs, refreshGrant } from '../../testing/factories.js';
import { hashToken } from './tokens.js';

let api: TestContext;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

function refresh(role: Role, refreshToken: string) {
  return api.request().post(`${AUTH_PREFIX[role]}/login`).send(refreshGrant(api.config, role, refreshToken));
}

function logout(role: Role, accessToken: string, body: Record<string, string> = {}) {
  return api.request().post(`${AUTH_PREFIX[role]}/logout`).auth(accessToken, { type: 'bearer' }).send(body);
}

async function signedInClient(): Promise<TokenResponse> {
  const { email, password } = await createClient();
  return loginAs(api, 'client', email, password);
}

describe('refresh grant', () => {
  it('rotates: a new token pair whose access token works, and the refresh token changes', async () => {
    const first = await signedInClient();
    const res = await refresh('client', first.refresh_token);

    expect(res.status).toBe(200);
    expect(res.body.refresh_token).not.toBe(first.refresh_token);
    expect(res.body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    const me = await api.request().get(ME_PATH.client).auth(res.body.access_token, { type: 'bearer' });
    expect(me.status).toBe(200);

    const rows = await api.runtime.sequelize.query<{ family_id: string }>('SELECT family_id FROM refresh_tokens WHERE token_hash IN (:hashes)', {
      type: QueryTypes.SELECT,
      replacements: { hashes: [hashToken(first.refresh_token), hashToken(res.body.refresh_token)] },
    });
    expect(rows).toHaveLength(2);
    expect(rows[0].family_id).toBe(rows[1].family_id);
  });

  it('keeps no token in clear text', async () => {
    const tokens = await signedInClient();
    const found = await api.runtime.sequelize.query('SELECT 1 FROM refresh_tokens WHERE token_hash = :token', {
      type: QueryTypes.SELECT,
      replacements: { token: tokens.refresh_token },
    });
    expect(found).toHaveLength(0);
  });

  it('treats a reused refresh token as theft: 401 and the whole family is revoked', async () => {
    const first = await signedInClient();
    const second = (await refresh('client', first.refresh_token)).body as TokenResponse;

    const replay = await refresh('client', first.refresh_token);
    expect(replay.status).toBe(401);

    // the legitimate holder's newer token dies with the family
    const afterTheft = await refresh('client', second.refresh_token);
    expect(afterTheft.status).toBe(401);
  });

  it('lets exactly one of two simultaneous rotations of the same token win', async () => {
    const tokens = await signedInClient();
    const answers = await Promise.all([refresh('client', tokens.refresh_token), refresh('client', tokens.refresh_token)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('refuses an unknown, an expired and another role’s refresh token', async () => {
    expect((await refresh('client', 'x'.repeat(43))).status).toBe(401);

    const expiring = await signedInClient();
    await api.runtime.sequelize.query("UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = :hash", {
      replacements: { hash: hashToken(expiring.refresh_token) },
    });
    const expired = await refresh('client', expiring.refresh_token);
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('UNAUTHENTICATED');

    const { email, password } = await createLinguist();
    const linguistTokens = await loginAs(api, 'linguist', email, password);
    expect((await refresh('client', linguistTokens.refresh_token)).status).toBe(401);
    expect((await refresh('linguist', linguistTokens.refresh_token)).status).toBe(200);
  });

  it('refuses the refresh of an account closed since sign-in', async () => {
    const { client, email, password } = await createClient();
    const tokens = await loginAs(api, 'client', email, password);
    await client.update({ status: 'CLOSED_BY_GC' });
    expect((await refresh('client', tokens.refresh_token)).status).toBe(401);
  });
});

describe('POST logout', () => {
  it('revokes the given refresh token and answers 204', async () => {
    const tokens = await signedInClient();
    const res = await logout('client', tokens.access_token, { refresh_token: tokens.refresh_token });
    expect(res.status).toBe(204);
    expect((await refresh('client', tokens.refresh_token)).status).toBe(401);
  });

  it('revokes only that session when a refresh token is given', async () => {
    const { email, password } = await createClient();
    const laptop = await loginAs(api, 'client', email, password);
    const phone = await loginAs(api, 'client', email, password);
    await logout('client', laptop.access_token, { refresh_token: laptop.refresh_token });
    expect((await refresh('client', laptop.refresh_token)).status).toBe(401);
    expect((await refresh('client', phone.refresh_token)).status).toBe(200);
  });

  it('revokes every session of the caller when no refresh token is given', async () => {
    const { email, password } = await createClient();
    const laptop = await loginAs(api, 'client', email, password);
    const phone = await loginAs(api, 'client', email, password);
    expect((await logout('client', laptop.access_token)).status).toBe(204);
    expect((await refresh('client', laptop.refresh_token)).status).toBe(401);
    expect((await refresh('client', phone.refresh_token)).status).toBe(401);
  });

  it("cannot revoke another user's session", async () => {
    const victim = await signedInClient();
    const attacker = await signedInClient();
    expect((await logout('client', attacker.access_token, { refresh_token: victim.refresh_token })).status).toBe(204);
    expect((await refresh('client', victim.refresh_token)).status).toBe(200);
  });

  it('needs a token of its role', async () => {
    const tokens = await signedInClient();
    expect((await api.request().post(`${AUTH_PREFIX.client}/logout`).send({})).status).toBe(401);
    expect((await logout('linguist', tokens.access_token)).status).toBe(403);
  });
});
