import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from '#server/testing/http';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import {
  type CompiledRead,
  executeCompiled,
  inlineCount,
  runCompiledRead,
  runCompiledReadsTogether,
} from './prepared-statement';

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

describe('two compiled reads together', () => {
  const words = (word: string): CompiledRead<{ word: string }, string[]> => ({
    name: 'test_words',
    build: () => sql`select ${sql.placeholder('word')}::text as word union all select 'and more'`,
    values: { word },
    result: (rows) => rows.map((row) => row.word),
  });
  const count = (upTo: number): CompiledRead<{ n: number }, number> => ({
    name: 'test_count',
    build: () => sql`select count(*)::int as n from generate_series(1, ${sql.placeholder('upTo')}::int)`,
    values: { upTo },
    result: ([row]) => row!.n,
  });

  it('answer in one statement what each answers alone', async () => {
    const alone = [await runCompiledRead(t.db, words('hello')), await runCompiledRead(t.db, count(4))];
    let together: unknown;
    const statements = await countStatements(t.db, async () => {
      together = await runCompiledReadsTogether(t.db, words('hello'), count(4));
    });
    expect(together).toEqual(alone);
    expect(together).toEqual([['hello', 'and more'], 4]);
    expect(statements).toBe(1);
  });

  it('refuse one placeholder name with two values', async () => {
    const shout = { ...count(2), values: { upTo: 2, word: 'other' } };
    await expect(runCompiledReadsTogether(t.db, words('hello'), shout)).rejects.toThrow(
      'The placeholder word has two values in test_words and test_count',
    );
  });
});
