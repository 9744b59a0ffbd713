import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  USER_SEARCH_ADDRESS_LOOKUPS_PER_HOUR,
  USER_SEARCH_LIMIT,
  type UserSearchResult,
} from '#shared/users/user-search';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import type { TestClient } from '#server/testing/test-client';
import { givenPerson, insertPeople } from '#server/testing/given';
import { errorOf } from '#server/testing/http';

let t: TestApp;
let asker: TestClient;
let askerId: string;
beforeAll(async () => {
  t = await createTestApp();
  const person = await givenPerson(t, { name: 'Quinn Asker' });
  asker = person.client;
  askerId = person.user.id;
});
afterAll(() => t.close());

async function search(q: string, client = asker) {
  const response = await client.get(`/api/users/search?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as UserSearchResult[];
}
const names = (results: UserSearchResult[]) => results.map((result) => result.name);

describe('GET /api/users/search', () => {
  it('finds people by a fragment of their name, any case, ordered by name, with id, name and avatar only', async () => {
    const [zelda, , abe] = await insertPeople(
      t.db,
      { name: 'Zelda Marlowe', image: '/api/files/avatars/z/1.webp' },
      { name: 'Otto Unrelated' },
      { name: 'abe marley' },
    );
    const results = await search('MARL');
    expect(results).toEqual([
      { id: abe!.id, name: 'abe marley', avatar: null },
      { id: zelda!.id, name: 'Zelda Marlowe', avatar: '/api/files/avatars/z/1.webp' },
    ]);
    for (const result of results) expect(Object.keys(result).sort()).toEqual(['avatar', 'id', 'name']);
  });

  it('never matches a fragment of an e-mail address, only the whole address', async () => {
    const [hidden] = await insertPeople(t.db, {
      name: 'Harriet Hidden',
      email: 'secret.keeper@hideout.example',
    });
    expect(await search('secret.keeper')).toEqual([]);
    expect(await search('hideout.example')).toEqual([]);
    expect(await search('secret.keeper@hideout')).toEqual([]);

    const exact = await search('  Secret.Keeper@Hideout.EXAMPLE ');
    expect(exact).toEqual([{ id: hidden!.id, name: 'Harriet Hidden', avatar: null }]);
    expect(JSON.stringify(exact)).not.toContain('hideout');
  });

  it('finds someone by a fragment that happens to be in both name and address, through the name', async () => {
    await insertPeople(t.db, { name: 'Rowan Birch', email: 'rowan@trees.example' });
    expect(names(await search('rowan'))).toEqual(['Rowan Birch']);
  });

  it('matches %, _ and \\ literally', async () => {
    await insertPeople(
      t.db,
      { name: 'Percent 100% Pat' },
      { name: 'Under_Score Uma' },
      { name: 'Back\\slash Bo' },
      { name: 'Wild Card Will' },
    );
    expect(names(await search('0%'))).toEqual(['Percent 100% Pat']);
    expect(names(await search('r_S'))).toEqual(['Under_Score Uma']);
    expect(names(await search('k\\s'))).toEqual(['Back\\slash Bo']);
    expect(await search('%%')).toEqual([]);
    expect(await search('__')).toEqual([]);
  });

  it(`answers at most ${USER_SEARCH_LIMIT} people`, async () => {
    await insertPeople(
      t.db,
      ...Array.from({ length: 14 }, (_, i) => ({ name: `Manyfold ${String(i).padStart(2, '0')}` })),
    );
    const results = await search('manyfold');
    expect(names(results)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Manyfold ${String(i).padStart(2, '0')}`),
    );
  });

  it('never lists the asker, by name or by their own address', async () => {
    const { client, user } = await givenPerson(t, { name: 'Selma Selfsearch' });
    const [namesake] = await insertPeople(t.db, { name: 'Selma Selfsearch Twin' });
    expect(await search('selfsearch', client)).toEqual([
      { id: namesake!.id, name: 'Selma Selfsearch Twin', avatar: null },
    ]);
    expect(await search(user.email, client)).toEqual([]);
    expect(names(await search('selfsearch'))).toEqual(['Selma Selfsearch', 'Selma Selfsearch Twin']);
    expect(askerId).not.toBe(user.id);
  });

  it.each([
    ['', 'Type at least 2 characters to search.'],
    ['  a  ', 'Type at least 2 characters to search.'],
    ['x'.repeat(201), 'Search text is too long.'],
  ])('refuses the search text %j', async (q, message) => {
    const response = await asker.get(`/api/users/search?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message, fields: { q: message } } });
  });

  it('refuses a missing search text', async () => {
    expect((await asker.get('/api/users/search')).status).toBe(400);
  });

  it('refuses a signed-out visitor', async () => {
    await insertPeople(t.db, { name: 'Vera Visible' });
    const response = await t.visitor().get('/api/users/search?q=vera');
    expect(response.status).toBe(401);
  });
});

// Decision 054: a complete address reveals whether it has an account, so it is looked up at most
// USER_SEARCH_ADDRESS_LOOKUPS_PER_HOUR times an hour per person; searches by name are not counted.
describe('GET /api/users/search by complete e-mail address, limited per person', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_SCALE: '1' });
  });
  afterAll(() => limited.close());

  const searchOn = (client: TestClient, q: string) =>
    client.get(`/api/users/search?q=${encodeURIComponent(q)}`);

  it(`answers ${USER_SEARCH_ADDRESS_LOOKUPS_PER_HOUR} address searches an hour, then 429; names and other people still search`, async () => {
    const known = await givenPerson(limited, { name: 'Known Address' });
    const asker = await givenPerson(limited, { name: 'Address Tryer' });
    for (let i = 0; i < USER_SEARCH_ADDRESS_LOOKUPS_PER_HOUR; i++) {
      const response = await searchOn(asker.client, i % 2 ? known.user.email : `nobody-${i}@example.com`);
      expect(response.status).toBe(200);
    }
    const refused = await searchOn(asker.client, known.user.email);
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many searches by e-mail address. Please wait a while, or search by name.',
    });
    expect((await searchOn(asker.client, 'unknown-address@example.com')).status).toBe(429);

    const byName = await searchOn(asker.client, 'known addr');
    expect(byName.status).toBe(200);
    expect(await byName.json()).toEqual([{ id: known.user.id, name: 'Known Address', avatar: null }]);

    const other = await givenPerson(limited, { name: 'Other Asker' });
    const allowed = await searchOn(other.client, known.user.email);
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual([{ id: known.user.id, name: 'Known Address', avatar: null }]);

    limited.clock.set(new Date(limited.clock.now().getTime() + 61 * 60 * 1000));
    expect((await searchOn(asker.client, known.user.email)).status).toBe(200);
  });

  it('counts neither a search by name nor text that is not yet a complete address', async () => {
    const asker = await givenPerson(limited, { name: 'Name Searcher' });
    for (let i = 0; i < USER_SEARCH_ADDRESS_LOOKUPS_PER_HOUR; i++) {
      expect((await searchOn(asker.client, `Searcher ${i}`)).status).toBe(200);
      expect((await searchOn(asker.client, `friend@mail.e${i}`)).status).toBe(200);
    }
    expect((await searchOn(asker.client, 'friend@mail.example')).status).toBe(200);
  });
});
