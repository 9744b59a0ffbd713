import { describe, expect, it } from 'vitest';
import { syncRequestOf } from './sync-request';

describe('syncRequestOf', () => {
  it('is the PUT of the day’s amount the guides document, with the token as a bearer', () => {
    expect(
      syncRequestOf({
        origin: 'https://habitsprint.example',
        challengeId: '6f1c2a4e-1111-4222-8333-944455556666',
        date: '2026-03-10',
        secret: 'hs_secret',
        exampleAmount: 8000,
      }),
    ).toEqual({
      method: 'PUT',
      url: 'https://habitsprint.example/api/challenges/6f1c2a4e-1111-4222-8333-944455556666/days/2026-03-10/amount',
      authorization: 'Bearer hs_secret',
      body: '{"amount":8000}',
    });
  });
});
