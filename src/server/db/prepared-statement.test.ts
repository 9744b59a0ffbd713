import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from '#server/testing/http';
import { startPostgresCluster } from '#server/testing/postgres-cluster';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { connectPostgres } from './database';
import {
  inlineCount,
  preparedStatement,
  preparedStatementPerCount,
  rowsOf,
  runRead,
  runReadsTogether,
  type StatementRead,
} from './prepared-statement';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// a column of each type whose text the drivers would otherwise parse (timestamps, dates, intervals, their arrays)
const typed = sql`'2026-11-29T10:00:00Z'::timestamptz as at, '2026-11-29'::date as day, interval '1 day' as span,
  array['2026-11-29T10:00:00Z'::timestamptz] as ats, '{"n": 1}'::jsonb as json`;
type Echo = { word: string; at: string; day: string; span: string; ats: string; json: { n: number } };
const echo = preparedStatement<Echo>(() => sql`select ${sql.placeholder('word')}::text as word, ${typed}`);

describe('prepared statements', () => {
  it('fill their placeholders anew on every run', async () => {
    expect((await echo.run(t.db, { word: 'first' })).map((row) => row.word)).toEqual(['first']);
    expect((await echo.run(t.db, { word: 'second' })).map((row) => row.word)).toEqual(['second']);
  });

  it('answer as the same statement run once does, on the database and on a transaction: timestamps as text', async () => {
    const [once] = await rowsOf<Echo>(t.db, sql`select ${'same'}::text as word, ${typed}`);
    const [prepared] = await echo.run(t.db, { word: 'same' });
    const [inTransaction] = await t.db.transaction((tx) => echo.run(tx, { word: 'same' }));
    expect(prepared).toEqual(once);
    expect(inTransaction).toEqual(once);
    expect(new Date(prepared!.at).toISOString()).toBe('2026-11-29T10:00:00.000Z');
    expect([prepared!.day, prepared!.json]).toEqual(['2026-11-29', { n: 1 }]);
  });

  it('run on a transaction’s connection: they see its writes, and a rollback takes them back', async () => {
    const named = preparedStatement<{ name: string }>(
      () => sql`select name from users where email = ${sql.placeholder('email')}`,
    );
    const email = 'in-a-transaction@example.com';
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into users (id, name, email, email_verified, created_at, updated_at, timezone)
          values (gen_random_uuid(), 'Inside', ${email}, true, now(), now(), 'UTC')`);
        expect(await named.run(tx, { email })).toEqual([{ name: 'Inside' }]);
        tx.rollback();
      })
      .catch(() => {});
    expect(await named.run(t.db, { email })).toEqual([]);
  });

  it('write whole numbers into their text, one statement per numbers', async () => {
    const firstOf = preparedStatementPerCount<{ n: number }, [number]>(
      (count) => sql`select n from generate_series(1, 10) n limit ${inlineCount(count)}`,
    );
    expect(firstOf(2)).toBe(firstOf(2));
    expect(await firstOf(2).run(t.db)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(await firstOf(3).run(t.db)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(() => inlineCount(2.5)).toThrow('Not a count: 2.5');
    expect(() => inlineCount(-1)).toThrow('Not a count: -1');
  });

  it('refuse a text whose values are not $1…$n in order (a dollar-quoted string would be cut as one)', async () => {
    const quoted = preparedStatement(
      () => sql`select $$costs $1$$ as text, ${sql.placeholder('a')}::int as a`,
    );
    await expect(quoted.run(t.db, { a: 1 })).rejects.toThrow(
      "A prepared statement's values must be $1…$1 in order",
    );
  });
});

describe('two reads together', () => {
  const words = (word: string): StatementRead<{ word: string }, string[]> => ({
    statement: wordsStatement,
    values: { word },
    result: (rows) => rows.map((row) => row.word),
  });
  const wordsStatement = preparedStatement<{ word: string }>(
    () => sql`select ${sql.placeholder('word')}::text as word union all select 'and more'`,
  );
  const count = (upTo: number): StatementRead<{ n: number }, number> => ({
    statement: countStatement,
    values: { upTo },
    result: ([row]) => row!.n,
  });
  const countStatement = preparedStatement<{ n: number }>(
    () => sql`select count(*)::int as n from generate_series(1, ${sql.placeholder('upTo')}::int)`,
  );

  it('answer in one statement what each answers alone', async () => {
    const alone = [await runRead(t.db, words('hello')), await runRead(t.db, count(4))];
    let together: unknown;
    const statements = await countStatements(t.db, async () => {
      together = await runReadsTogether(t.db, words('hello'), count(4));
    });
    expect(together).toEqual(alone);
    expect(together).toEqual([['hello', 'and more'], 4]);
    expect(statements).toBe(1);
  });

  it('refuse one placeholder name with two values', async () => {
    const shout = { ...count(2), values: { upTo: 2, word: 'other' } };
    await expect(runReadsTogether(t.db, words('hello'), shout)).rejects.toThrow(
      'The placeholder word has two values in the reads run together',
    );
  });
});

// On a PostgreSQL server of its own, through one pooled connection, to read what that connection has prepared.
describe('on PostgreSQL', () => {
  it('a prepared statement is planned once per connection under a name that is its text’s, a statement run once is not', async () => {
    const cluster = await startPostgresCluster();
    const handle = connectPostgres(cluster.url, { poolSize: 1 });
    try {
      const digit = preparedStatement<{ d: number }>(() => sql`select ${sql.placeholder('d')}::int as d`);
      // the same text declared twice: one name
      const sameText = preparedStatement<{ d: number }>(() => sql`select ${sql.placeholder('d')}::int as d`);
      expect(await digit.run(handle.db, { d: 1 })).toEqual([{ d: 1 }]);
      expect(await sameText.run(handle.db, { d: 2 })).toEqual([{ d: 2 }]);
      await handle.db.transaction(async (tx) => {
        expect(await digit.run(tx, { d: 3 })).toEqual([{ d: 3 }]);
      });
      await rowsOf(handle.db, sql`select ${4}::int as once`);
      const prepared = await rowsOf<{ name: string; statement: string }>(
        handle.db,
        sql`select name, statement from pg_prepared_statements order by name`,
      );
      expect(prepared).toEqual([
        { name: expect.stringMatching(/^hs_[0-9a-f]{32}$/), statement: 'select $1::int as d' },
      ]);
    } finally {
      await handle.close();
      await cluster.destroy();
    }
  });
});
