import { type Query, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database';

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * Runs a raw statement as the named prepared statement `name`: on PostgreSQL each pooled connection plans it once
 * and afterwards only binds values, where planning these statements costs more than running them (PGlite runs it
 * as usual). Its values are `sql.placeholder`s, filled from `values`, so `build` runs once per name and its compiled
 * text is kept (building a board's statement took 60 µs, a tenth of its route's CPU; a check-in write's, tens of
 * µs). One name stands for one text: every value must be a placeholder, never spliced into the text, except a count
 * from `inlineCount` that the name carries too.
 */
export async function executeCompiled<Row>(
  db: Database,
  name: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<Row[]> {
  let query = compiled.get(name);
  if (!query) {
    query = dialect.sqlToQuery(build());
    compiled.set(name, query);
  } else if (CHECKS_EVERY_BUILD && dialect.sqlToQuery(build()).sql !== query.sql) {
    throw new Error(`The prepared statement ${name} stands for two different texts`);
  }
  const prepared = db._.session.prepareQuery(query, undefined, name, false);
  // both drivers answer a raw statement as { rows }
  const result = (await prepared.execute(values)) as { rows: Row[] };
  return result.rows;
}

/**
 * A compiled statement (as `executeCompiled` takes it) with what its rows mean, so that a screen can run it alone
 * (`runCompiledRead`) or together with another in one round trip (`runCompiledReadsTogether`).
 */
export interface CompiledRead<Row, Result> {
  name: string;
  build: () => SQL;
  values: Record<string, unknown>;
  // a method, so that a read of any rows can stand where the rows do not matter (CompiledRead<unknown, Result>)
  result(rows: Row[]): Result;
}

/** The same read, its answer turned into another. */
export const mapRead = <Row, A, B>(
  read: CompiledRead<Row, A>,
  map: (answer: A) => B,
): CompiledRead<Row, B> => ({
  ...read,
  result: (rows) => map(read.result(rows)),
});

export async function runCompiledRead<Row, Result>(
  db: Database,
  read: CompiledRead<Row, Result>,
): Promise<Result> {
  return read.result(await executeCompiled<Row>(db, read.name, read.build, read.values));
}

/**
 * Two reads as ONE statement: a statement costs about 0.06 ms of server and 0.06 ms of PostgreSQL CPU whatever it
 * does (issue 16), so a screen that needs two reads after a first one pays once. Each read's rows come back through
 * json_agg, so only reads whose columns are text, numbers, booleans or json belong here (a date column would come
 * back as text). Their placeholders share one namespace: a name both use must mean the same value.
 */
export async function runCompiledReadsTogether<RowA, A, RowB, B>(
  db: Database,
  first: CompiledRead<RowA, A>,
  second: CompiledRead<RowB, B>,
): Promise<[A, B]> {
  for (const [key, value] of Object.entries(first.values))
    if (key in second.values && second.values[key] !== value)
      throw new Error(`The placeholder ${key} has two values in ${first.name} and ${second.name}`);
  type Together = { first: RowA[] | string; second: RowB[] | string };
  const [row] = await executeCompiled<Together>(
    db,
    `${first.name}+${second.name}`,
    () => sql`select (select coalesce(json_agg(a), '[]'::json) from (${first.build()}) a) as first,
      (select coalesce(json_agg(b), '[]'::json) from (${second.build()}) b) as second`,
    { ...first.values, ...second.values },
  );
  return [first.result(parseJson(row!.first)), second.result(parseJson(row!.second))];
}

const compiled = new Map<string, Query>();
// under the test runner every call builds the statement again, so a name used for two texts fails a test
const CHECKS_EVERY_BUILD = process.env.VITEST === 'true';

/**
 * A whole number written into a statement's text rather than bound, for a LIMIT: PostgreSQL plans `LIMIT $1` for an
 * unknown, large limit, finds that generic plan dearer than one made for the value at hand, and so plans the
 * prepared statement again on every execution. The statement's name must include the number (one name, one text).
 */
export function inlineCount(value: number): SQL {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Not a count: ${value}`);
  return sql.raw(String(value));
}

/**
 * A Drizzle query built once per database and run with `sql.placeholder` values. Building a query with its joins
 * and columns took more CPU than PostgreSQL spent running it (0.15 ms each for the dashboard's two; issue 16), and
 * its named statement is then planned once per connection too.
 */
export function builtOncePerDatabase<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/** PGlite and node-postgres both parse json columns, but be tolerant of a driver that hands back text. */
export const parseJson = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;
