import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { checkAgainstContract } from './api-contract';

// A document of one operation, served by a tiny app whose answers the contract check judges.
const document = {
  openapi: '3.1.0',
  paths: {
    '/api/things/{id}': {
      get: {
        responses: {
          200: {
            description: 'OK',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    id: { type: 'string', format: 'uuid' },
                    day: { type: 'string', format: 'date' },
                  },
                  required: ['id', 'day'],
                  additionalProperties: false,
                },
              },
            },
          },
          404: { $ref: '#/components/responses/NotFound' },
        },
      },
    },
    '/api/things/mine': {
      get: { responses: { 204: { description: 'Nothing' } } },
    },
    '/api/things/files/{key}': {
      get: {
        parameters: [{ in: 'path', name: 'key', required: true, 'x-multi-segment': true }],
        responses: { 204: { description: 'Nothing' } },
      },
    },
  },
  components: {
    responses: {
      NotFound: {
        description: 'Not found',
        content: {
          'application/json': {
            schema: { type: 'object', properties: { error: { type: 'object' } }, required: ['error'] },
          },
        },
      },
    },
  },
};
const id = '3f1c9a52-5b1e-4e0a-9d2c-0d6f1a2b3c4d';

function appAnswering(answer: () => Response) {
  return new Hono().get('/api/openapi.json', (c) => c.json(document)).get('/api/things/*', () => answer());
}

async function check(path: string, answer: () => Response) {
  const app = appAnswering(answer);
  return checkAgainstContract(app, 'GET', path, await app.request(path));
}

describe('the API contract check', () => {
  it('accepts an answer the document describes, and a shared refusal it refers to', async () => {
    await expect(check(`/api/things/${id}`, () => Response.json({ id, day: '2026-03-10' }))).resolves.toBe(
      undefined,
    );
    await expect(
      check(`/api/things/${id}`, () => Response.json({ error: { code: 'NOT_FOUND' } }, { status: 404 })),
    ).resolves.toBe(undefined);
  });

  it('fails a status the operation does not list', async () => {
    await expect(
      check(`/api/things/${id}`, () => Response.json({ id, day: '2026-03-10' }, { status: 201 })),
    ).rejects.toThrow(
      'Contract: GET /api/things/{id} answered 201, which the document does not list (200, 404).',
    );
  });

  it('judges an operation whose parameter spans several segments (a file key with /)', async () => {
    await expect(
      check('/api/things/files/avatars/me/x.webp', () => new Response(null, { status: 204 })),
    ).resolves.toBe(undefined);
    await expect(
      check('/api/things/files/avatars/me/x.webp', () => new Response(null, { status: 200 })),
    ).rejects.toThrow('Contract: GET /api/things/files/{key} answered 200');
  });

  it('fails a body that does not match: a wrong format, a missing or an extra field', async () => {
    await expect(check(`/api/things/${id}`, () => Response.json({ id, day: 'tomorrow' }))).rejects.toThrow(
      '/day must match format "date"',
    );
    await expect(check(`/api/things/${id}`, () => Response.json({ id }))).rejects.toThrow(
      "must have required property 'day'",
    );
    await expect(
      check(`/api/things/${id}`, () => Response.json({ id, day: '2026-03-10', email: 'a@example.com' })),
    ).rejects.toThrow('must NOT have additional properties');
  });

  it('fails a body of another media type than documented', async () => {
    await expect(check(`/api/things/${id}`, () => new Response('id', { status: 200 }))).rejects.toThrow(
      'answered 200 as "text/plain"',
    );
  });

  it('prefers a literal path to a parameter, and leaves paths outside the document alone', async () => {
    await expect(check('/api/things/mine', () => new Response(null, { status: 204 }))).resolves.toBe(
      undefined,
    );
    await expect(check('/api/elsewhere', () => new Response(null, { status: 500 }))).resolves.toBe(undefined);
  });
});
