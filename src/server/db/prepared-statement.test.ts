import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { executeCompiled, inlineCount } from './prepared-statement';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('statements compiled once', () => {
  it('fill their placeholders anew on every call', async () => {
    const echo = (word: string) =>
      executeCompiled<{ word: string }>(
        t.db,
        'test_echo',
        () => sql`select ${sql.placeholder('word')}::text as word`,
        {
          word,
        },
      );
    expect(await echo('first')).toEqual([{ word: 'first' }]);
    expect(await echo('second')).toEqual([{ word: 'second' }]);
  });

  it('refuse, under the tests, one name used for two texts (a count written into the text must be in the name)', async () => {
    const limited = (count: number) =>
      executeCompiled(t.db, 'test_limited', () => sql`select 1 limit ${inlineCount(count)}`, {});
    await limited(3);
    await expect(limited(10)).rejects.toThrow(
      'The prepared statement test_limited stands for two different texts',
    );
  });
});
