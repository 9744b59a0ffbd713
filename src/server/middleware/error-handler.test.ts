import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '#server/app-env';
import { errorHandler } from './error-handler';

// What a fault deep in the database becomes for the client: never a 500 for what another request changed.

function answering(error: unknown) {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler);
  app.get('/', () => {
    throw error;
  });
  return app.request('/');
}

const wrapped = (code: string) => new Error('Failed query: insert into check_ins …', { cause: { code } });

describe('the error handler', () => {
  it('answers 409 when a row the write refers to vanished meanwhile (a foreign key violation)', async () => {
    const response = await answering(wrapped('23503'));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: {
        code: 'CONFLICT',
        message: 'Something this request refers to was removed a moment ago. Please reload and try again.',
      },
    });
  });

  it('answers 503 with Retry-After when the database is out of reach', async () => {
    const response = await answering(wrapped('57P01'));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
  });

  it('answers 500 without details for a fault of our own', async () => {
    const response = await answering(new Error('secret detail'));
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('secret detail');
  });
});
