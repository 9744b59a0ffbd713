import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_APP_URL, type TestApp } from '#server/testing/test-app';
import { uniqueEmail } from '#server/testing/test-client';
import { givenPerson, insertChallenge, type Person, TEST_TODAY } from '#server/testing/given';
import { givenGroup } from '#server/testing/fixtures/groups';

let t: TestApp;
let person: Person;
beforeAll(async () => {
  t = await createTestApp();
  person = await givenPerson(t, { name: 'Gate Keeper' });
});
afterAll(() => t.close());

const waitlistEntry = (overrides: Record<string, unknown> = {}) => ({
  feature: 'Wearable Sync',
  name: 'Ann Lee',
  email: uniqueEmail(),
  ...overrides,
});

async function expectRefusal(response: Response, status = 400) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as {
    error: { code: string; message: string; fields?: Record<string, string> };
  };
  expect(body.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  return body.error;
}

describe('text that PostgreSQL cannot store', () => {
  it('refuses a NUL byte in a JSON value with 400', async () => {
    const response = await t.visitor().post('/api/waitlist', waitlistEntry({ name: 'a\u0000b' }));
    const error = await expectRefusal(response);
    expect(error.fields).toEqual({ name: expect.any(String) });
  });

  it('refuses a NUL byte in a nested key', async () => {
    const response = await t.visitor().post('/api/waitlist', { ...waitlistEntry(), extra: { 'k\u0000': 1 } });
    await expectRefusal(response);
  });

  it('refuses a NUL byte in a query string', async () => {
    await expectRefusal(await person.client.get('/api/users/search?q=x%00y'));
  });

  it('refuses malformed percent-encoding and encoded lone surrogates in a query string', async () => {
    await expectRefusal(await person.client.get('/api/users/search?q=%E0%A4%A'));
    await expectRefusal(await person.client.get('/api/users/search?q=%ED%A0%80'));
  });

  it('refuses a NUL byte in a path segment', async () => {
    await expectRefusal(await person.client.get('/api/challenges/ab%00cd'));
  });

  it('refuses a NUL byte in a password-reset token sent to better-auth', async () => {
    const response = await t
      .visitor()
      .post('/api/auth/reset-password', { token: 'abc\u0000def', newPassword: 'New#Pass2026' });
    await expectRefusal(response);
  });

  it('refuses a lone surrogate in check-in notes', async () => {
    const challenge = await insertChallenge(t.db, { organizer: person });
    const response = await person.client.post(`/api/challenges/${challenge.id}/check-ins`, {
      date: TEST_TODAY,
      met: true,
      notes: 'x\uD800y',
    });
    await expectRefusal(response);
  });

  it('still stores right-to-left text, emoji and paired surrogates', async () => {
    const name = 'שלום 👋🏽 Ann';
    expect((await t.visitor().post('/api/waitlist', waitlistEntry({ name }))).status).toBe(201);
  });
});

describe('multipart bodies', () => {
  it('refuses a NUL byte in the text of a group post', async () => {
    const group = await givenGroup(person.client);
    const form = new FormData();
    form.append('content', 'a\u0000b');
    const error = await expectRefusal(await person.client.post(`/api/groups/${group.id}/posts`, form));
    expect(error.fields).toEqual({ content: expect.any(String) });
  });

  it('takes a multipart body only on the upload routes', async () => {
    const form = new FormData();
    form.append('name', 'Ann Lee');
    await expectRefusal(await t.visitor().post('/api/waitlist', form), 415);
    await expectRefusal(await t.visitor().post('/api/auth/sign-up/email', form), 415);
  });
});

describe('JSON bodies', () => {
  const raw = (body: string, path = '/api/waitlist') =>
    t.app.request(path, {
      method: 'POST',
      headers: { origin: TEST_APP_URL, 'content-type': 'application/json' },
      body,
    });

  it('refuses a body that is not JSON', async () => {
    await expectRefusal(await raw('{"name": '));
    await expectRefusal(await raw('not json', '/api/auth/sign-up/email'));
  });

  it('refuses JSON that is not an object', async () => {
    for (const body of ['[]', '42', '"text"', 'null', 'true']) {
      await expectRefusal(await raw(body));
      await expectRefusal(await raw(body, '/api/auth/sign-in/email'));
    }
  });

  it('refuses bytes that are not UTF-8', async () => {
    const response = await t.app.request('/api/waitlist', {
      method: 'POST',
      headers: { origin: TEST_APP_URL, 'content-type': 'application/json' },
      body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]),
    });
    await expectRefusal(response);
  });

  it('refuses a field its contract does not name', async () => {
    const response = await t.visitor().post('/api/waitlist', waitlistEntry({ isAdmin: true }));
    expect((await expectRefusal(response)).message).toMatch(/isAdmin/);

    const profile = await person.client.patch('/api/me', { name: 'Gate Keeper', emailVerified: true });
    expect((await expectRefusal(profile)).message).toMatch(/emailVerified/);
  });
});

describe('dates outside 1900–2999', () => {
  it('refuses a challenge starting in year 0', async () => {
    const response = await person.client.post('/api/challenges', {
      title: 'Year zero',
      description: 'A challenge before the calendar began.',
      startDate: '0000-01-01',
      endDate: '0000-01-14',
      rules: 'Check in every single day',
    });
    const error = await expectRefusal(response);
    expect(error.fields).toMatchObject({ startDate: 'Please enter a valid date.' });
  });

  it('refuses a template start whose 14 days would end after year 9999', async () => {
    const { templates } = (await (await person.client.get('/api/challenges/templates')).json()) as {
      templates: { id: string }[];
    };
    const response = await person.client.post(`/api/challenges/templates/${templates[0]!.id}/start`, {
      startDate: '9999-12-31',
    });
    const error = await expectRefusal(response);
    expect(error.fields).toMatchObject({ startDate: 'Please enter a valid date.' });
  });

  it('refuses an edit moving a challenge to year 0', async () => {
    const challenge = await insertChallenge(t.db, {
      organizer: person,
      startDate: '2026-04-01',
      endDate: '2026-04-14',
    });
    const response = await person.client.patch(`/api/challenges/${challenge.id}`, {
      startDate: '0000-01-01',
    });
    const error = await expectRefusal(response);
    expect(error.fields).toMatchObject({ startDate: 'Please enter a valid date.' });
  });
});

/** A body that streams `chunks` of `chunkBytes` without announcing its length, counting what was read. */
function streamingBody(chunks: number, chunkBytes: number) {
  const counter = { pulled: 0 };
  const chunk = new Uint8Array(chunkBytes).fill(0x20);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled === chunks) return controller.close();
      counter.pulled += 1;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

describe('the body of any write, whether or not the route reads one', () => {
  const notJson = { 'content-type': 'text/plain' };
  const pastTheJsonLimit = JSON.stringify({ note: 'x'.repeat(65 * 1024) });

  it.each([
    ['DELETE', '/api/me/avatar'],
    ['POST', '/api/notifications/read-all'],
  ])(
    'refuses a %s %s body that is not JSON with 415, and one past the JSON limit with 413',
    async (method, path) => {
      await expectRefusal(await person.client.request(method, path, 'note=x', notJson), 415);
      await expectRefusal(await person.client.request(method, path, pastTheJsonLimit), 413);
    },
  );
});

describe('big bodies', () => {
  const FIFTY_MB_IN_CHUNKS = 800; // 800 × 64 KiB

  it.each(['/api/waitlist', '/api/auth/sign-up/email'])(
    'stops reading a 50 MB anonymous JSON body to %s early, answering 413',
    async (path) => {
      const { stream, counter } = streamingBody(FIFTY_MB_IN_CHUNKS, 64 * 1024);
      const response = await t.app.request(path, {
        method: 'POST',
        headers: { origin: TEST_APP_URL, 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      await expectRefusal(response, 413);
      expect(counter.pulled).toBeLessThan(10);
    },
  );

  it('refuses a 50 MB body announced by its Content-Length without reading it', async () => {
    const { stream, counter } = streamingBody(FIFTY_MB_IN_CHUNKS, 64 * 1024);
    const response = await t.app.request('/api/waitlist', {
      method: 'POST',
      headers: {
        origin: TEST_APP_URL,
        'content-type': 'application/json',
        'content-length': String(FIFTY_MB_IN_CHUNKS * 64 * 1024),
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await expectRefusal(response, 413);
    expect(counter.pulled).toBeLessThan(10);
  });
});
