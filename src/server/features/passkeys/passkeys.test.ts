import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSecurity } from '#shared/account/account.types';
import { givenPerson } from '#server/testing/given';
import { errorOf } from '#server/testing/http';
import { givenToken, requestWithToken } from '#server/testing/fixtures/api-tokens';
import { givenPasskey, signInWithPasskey } from '#server/testing/fixtures/passkeys';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import type { TestClient } from '#server/testing/test-client';

// product-rules.md#passkeys: renaming and removing one's passkeys (decision 089).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const passkeyPath = (id: string) => `/api/me/passkeys/${id}`;
const passkeysOf = async (client: TestClient) =>
  ((await (await client.get('/api/account/security')).json()) as AccountSecurity).passkeys;

describe('PATCH /api/me/passkeys/{id}', () => {
  it('renames the person’s own passkey', async () => {
    const pat = await givenPerson(t);
    const { saved } = await givenPasskey(pat.client);
    const renamed = await pat.client.patch(passkeyPath(saved.id), { name: '  Work laptop ' });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ passkey: { id: saved.id, name: 'Work laptop' } });
    expect(await passkeysOf(pat.client)).toEqual([expect.objectContaining({ name: 'Work laptop' })]);
  });

  it('answers someone else’s passkey as one that does not exist', async () => {
    const pat = await givenPerson(t);
    const sam = await givenPerson(t);
    const { saved } = await givenPasskey(pat.client);
    const refused = await sam.client.patch(passkeyPath(saved.id), { name: 'Mine now' });
    expect(refused.status).toBe(404);
    expect(await errorOf(refused)).toMatchObject({ message: 'Passkey not found' });
    expect((await passkeysOf(pat.client))[0]?.name).toBe(saved.name);
  });

  it('refuses an empty or too long name with the product’s words', async () => {
    const pat = await givenPerson(t);
    const { saved } = await givenPasskey(pat.client);
    const empty = await pat.client.patch(passkeyPath(saved.id), { name: '   ' });
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toMatchObject({ fields: { name: 'Give the passkey a name.' } });
    const long = await pat.client.patch(passkeyPath(saved.id), { name: 'x'.repeat(61) });
    expect(long.status).toBe(400);
  });

  it('refuses a signed-out visitor (401) and an access token (403)', async () => {
    const pat = await givenPerson(t);
    const { saved } = await givenPasskey(pat.client);
    expect((await t.visitor().patch(passkeyPath(saved.id), { name: 'x' })).status).toBe(401);
    const token = await givenToken(pat.client, 'check-in');
    const withToken = await requestWithToken(t, token.secret, {
      method: 'PATCH',
      path: passkeyPath(saved.id),
      body: { name: 'Renamed by a script' },
    });
    expect(withToken.status).toBe(403);
  });
});

describe('DELETE /api/me/passkeys/{id}', () => {
  it('removes the person’s own passkey, which signs nobody in from then on', async () => {
    const pat = await givenPerson(t);
    const { passkey, saved } = await givenPasskey(pat.client);
    expect((await pat.client.delete(passkeyPath(saved.id))).status).toBe(204);
    expect(await passkeysOf(pat.client)).toEqual([]);
    expect((await signInWithPasskey(t.visitor(), passkey)).status).toBe(401);
    expect((await pat.client.delete(passkeyPath(saved.id))).status).toBe(404);
  });

  it('answers someone else’s passkey as one that does not exist, and keeps it', async () => {
    const pat = await givenPerson(t);
    const sam = await givenPerson(t);
    const { saved } = await givenPasskey(pat.client);
    expect((await sam.client.delete(passkeyPath(saved.id))).status).toBe(404);
    expect(await passkeysOf(pat.client)).toHaveLength(1);
  });

  it('answers a malformed id with 404', async () => {
    const pat = await givenPerson(t);
    expect((await pat.client.delete(passkeyPath('not-a-uuid'))).status).toBe(404);
  });

  it('refuses a signed-out visitor (401) and an access token (403)', async () => {
    const pat = await givenPerson(t);
    const { saved } = await givenPasskey(pat.client);
    expect((await t.visitor().delete(passkeyPath(saved.id))).status).toBe(401);
    const token = await givenToken(pat.client, 'check-in');
    const withToken = await requestWithToken(t, token.secret, {
      method: 'DELETE',
      path: passkeyPath(saved.id),
    });
    expect(withToken.status).toBe(403);
    expect(await passkeysOf(pat.client)).toHaveLength(1);
  });
});
