import { Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkAgainstContract } from '#server/testing/api-contract';
import { documented } from './documented';

const person = z.object({ id: z.string(), name: z.string() });
const id = '3f1c9a52-5b1e-4e0a-9d2c-0d6f1a2b3c4d';

/** An app of one documented operation answering `body`, serving the document generated from it. */
async function appAnswering(body: unknown) {
  const things = new Hono().get(
    '/api/things/:id',
    documented({
      summary: 'One thing',
      answers: { 200: z.object({ owner: person, tags: z.array(person) }) },
    }),
    (c) => c.json(body),
  );
  const document = await generateSpecs(things);
  return new Hono().get('/api/openapi.json', (c) => c.json(document)).route('/', things);
}

async function check(body: unknown) {
  const app = await appAnswering(body);
  const path = `/api/things/${id}`;
  return checkAgainstContract(app, 'GET', path, await app.request(path));
}

describe('documented answers', () => {
  const ana = { id: 'u1', name: 'Ana' };

  it('accept a body with exactly the fields of the zod contract', async () => {
    await expect(check({ owner: ana, tags: [ana] })).resolves.toBe(undefined);
  });

  it('refuse a field the zod contract does not name, at any depth (an e-mail address must not slip out)', async () => {
    await expect(check({ owner: ana, tags: [ana], extra: true })).rejects.toThrow(
      'must NOT have additional properties',
    );
    await expect(check({ owner: { ...ana, email: 'ana@example.com' }, tags: [] })).rejects.toThrow(
      '/owner must NOT have additional properties',
    );
    await expect(check({ owner: ana, tags: [{ ...ana, email: 'ana@example.com' }] })).rejects.toThrow(
      '/tags/0 must NOT have additional properties',
    );
  });
});
