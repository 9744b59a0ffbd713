import { Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkAgainstContract } from '#server/testing/api-contract';
import { documented } from './documented';

// documented() as the contract check reads it: a tiny app documented with it, serving its own document.

const thingAnswer = z.object({ name: z.string(), size: z.number().int().default(1) });

function appAnswering(body: unknown) {
  const app = new Hono();
  app.get('/api/thing', documented({ summary: 'A thing', answers: { 200: thingAnswer } }), (c) =>
    c.json(body),
  );
  app.get('/api/openapi.json', async (c) => c.json(await generateSpecs(app)));
  return app;
}

async function check(body: unknown) {
  const app = appAnswering(body);
  return checkAgainstContract(app, 'GET', '/api/thing', await app.request('/api/thing'));
}

describe('documented', () => {
  it('describes an answer the server sends as it is', async () => {
    await expect(check({ name: 'Kettle', size: 2 })).resolves.toBe(undefined);
  });

  it('describes an answer as the server sends it: a closed object, every field that is always there required', async () => {
    await expect(check({ name: 'Kettle', size: 2, secret: 'x' })).rejects.toThrow(
      'must NOT have additional properties',
    );
    // a default fills the field on the way in; on the way out it is always there
    await expect(check({ name: 'Kettle' })).rejects.toThrow("must have required property 'size'");
  });
});
