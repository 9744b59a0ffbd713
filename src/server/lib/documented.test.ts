import { Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkAgainstContract } from '#server/testing/api-contract';
import { documented } from './documented';

// A route described by `documented`, in a tiny app serving its own generated document, as the real app does.
const thingAnswer = z.object({
  name: z.string(),
  owner: z.object({ name: z.string() }),
});

function appAnswering(body: unknown) {
  const app = new Hono().get(
    '/api/thing',
    documented({ summary: 'A thing', access: 'public', answers: { 200: thingAnswer } }),
    (c) => c.json(body),
  );
  return app.get('/api/openapi.json', async (c) =>
    c.json(await generateSpecs(app, { exclude: ['/api/openapi.json'] })),
  );
}

async function check(body: unknown) {
  const app = appAnswering(body);
  return checkAgainstContract(app, 'GET', '/api/thing', await app.request('/api/thing'));
}

describe('documented answers', () => {
  it('accepts an answer with exactly the fields its contract names', async () => {
    await expect(check({ name: 'Ana', owner: { name: 'Ben' } })).resolves.toBeUndefined();
  });

  it('refuses a field the contract does not name, at the top and nested (the document closes every object)', async () => {
    await expect(check({ name: 'Ana', owner: { name: 'Ben' }, email: 'a@b.c' })).rejects.toThrow(
      'must NOT have additional properties',
    );
    await expect(check({ name: 'Ana', owner: { name: 'Ben', email: 'b@c.d' } })).rejects.toThrow(
      'must NOT have additional properties',
    );
  });
});
