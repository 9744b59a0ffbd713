import { PGlite } from '@electric-sql/pglite';
import {
  fillPlaceholders,
  Param,
  type SQL,
  type SQLChunk,
  sql,
  SQL as Statement,
  StringChunk,
} from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './database';
import { nameStatementText } from './named-statements';

// The one way to write a statement is Drizzle: its query builder, and `sql` where the builder has no word (a
// data-modifying WITH, json aggregation, window functions). A statement on a hot path (sign-in, the bell's poll,
// a check-in, a board, the dashboard) is a prepared statement: written with `sql`, its values `sql.placeholder`s,
// declared once and compiled to text on its first run. Building and compiling a statement took more CPU than
// PostgreSQL spent running it (60 µs for a board, 0.15 ms for each of the dashboard's: issue 16), so the text runs
// as it is on the database's own driver (Drizzle's public `$client`); on a transaction, whose connection Drizzle
// does not expose, through Drizzle's public `execute`. On PostgreSQL it is planned once per connection
// (named-statements.ts). Its rows are as Drizzle's `execute` answers on both drivers: columns as named
// (`as "camelCase"`), timestamps, dates and intervals as text, json parsed.

const dialect = new PgDialect({ casing: 'snake_case' });

/** A statement's text, the same cut at its values ($1, $2, …), and the values, placeholders among them. */
interface Compiled {
  text: string;
  pieces: string[];
  params: unknown[];
}

// The types Drizzle leaves as text in a raw statement's rows (its node-postgres and PGlite sessions): timestamp,
// timestamptz, date, interval, and the arrays numeric[], timestamp[], timestamptz[], interval[], date[]
const TEXT_TYPES = new Set([1114, 1184, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);
const asText = (value: string) => value;
const postgresTypes = {
  getTypeParser: (id: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.has(id) ? asText : pg.types.getTypeParser(id, format),
} as pg.CustomTypesConfig;
const pgliteParsers = Object.fromEntries([...TEXT_TYPES].map((id) => [id, asText]));

export class PreparedStatement<Row> {
  #compiled: Compiled | undefined;

  constructor(readonly build: () => SQL) {}

  async run(db: Database, values: Record<string, unknown> = {}): Promise<Row[]> {
    const { text, pieces, params } = (this.#compiled ??= compile(this.build()));
    const filled = fillPlaceholders(params, values);
    const driver = (db as { $client?: unknown }).$client;
    if (driver instanceof pg.Pool)
      return (await driver.query<Row & pg.QueryResultRow>({ text, values: filled, types: postgresTypes }))
        .rows;
    if (driver instanceof PGlite)
      return (await driver.query<Row>(text, filled, { rowMode: 'object', parsers: pgliteParsers })).rows;
    // a transaction: the compiled text again, its values filled in, a flat list Drizzle turns into the same text
    const chunks: SQLChunk[] = [new StringChunk(pieces[0]!)];
    filled.forEach((value, index) => chunks.push(new Param(value), new StringChunk(pieces[index + 1]!)));
    return rowsOf<Row>(db, new Statement(chunks));
  }
}

/** The rows of an `sql` statement, run once (a statement off the hot paths). */
export async function rowsOf<Row>(db: Database, statement: SQL): Promise<Row[]> {
  // both drivers answer a raw statement as { rows }
  const result = (await db.execute(statement)) as unknown as { rows: Row[] };
  return result.rows;
}

function compile(statement: SQL): Compiled {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  nameStatementText(text);
  const pieces = text.split(/\$\d+/);
  const numbers = [...text.matchAll(/\$(\d+)/g)].map((match) => Number(match[1]));
  // Drizzle numbers the values in the order they appear; a `$n` of any other kind (a dollar-quoted string) would
  // be cut as a value
  if (numbers.length !== params.length || numbers.some((n, index) => n !== index + 1))
    throw new Error(`A prepared statement's values must be $1…$${params.length} in order: ${text}`);
  return { text, pieces, params };
}

/** A statement declared once; its values are `sql.placeholder`s. */
export const preparedStatement = <Row>(build: () => SQL): PreparedStatement<Row> =>
  new PreparedStatement(build);

/**
 * A statement whose text holds whole numbers, for a LIMIT: PostgreSQL plans `LIMIT $1` for an unknown, large
 * limit, finds that generic plan dearer than one made for the value at hand, and so plans the prepared statement
 * again on every execution. One prepared statement per numbers, each written into its text with `inlineCount`.
 */
export function preparedStatementPerCount<Row, Counts extends number[]>(
  build: (...counts: Counts) => SQL,
): (...counts: Counts) => PreparedStatement<Row> {
  const statements = new Map<string, PreparedStatement<Row>>();
  return (...counts) => {
    const key = counts.join(',');
    let statement = statements.get(key);
    if (!statement) statements.set(key, (statement = new PreparedStatement(() => build(...counts))));
    return statement;
  };
}

/** A whole number written into a statement's text rather than bound (preparedStatementPerCount). */
export function inlineCount(value: number): SQL {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Not a count: ${value}`);
  return sql.raw(String(value));
}

/**
 * A prepared statement with its values and what its rows mean, so that a screen can run it alone (`runRead`) or
 * together with another in one round trip (`runReadsTogether`).
 */
export interface StatementRead<Row, Result> {
  statement: PreparedStatement<Row>;
  values: Record<string, unknown>;
  // a method, so that a read of any rows can stand where the rows do not matter (StatementRead<unknown, Result>)
  result(rows: Row[]): Result;
}

/** The same read, its answer turned into another. */
export const mapRead = <Row, A, B>(
  read: StatementRead<Row, A>,
  map: (answer: A) => B,
): StatementRead<Row, B> => ({
  ...read,
  result: (rows) => map(read.result(rows)),
});

export async function runRead<Row, Result>(db: Database, read: StatementRead<Row, Result>): Promise<Result> {
  return read.result(await read.statement.run(db, read.values));
}

/**
 * Two reads as ONE statement: a statement costs about 0.06 ms of server and 0.06 ms of PostgreSQL CPU whatever it
 * does (issue 16), so a screen that needs two reads after a first one pays once. Each read's rows come back through
 * json_agg, which writes timestamps and dates as text, as a read alone answers them. Their placeholders share one
 * namespace: a name both use must mean the same value.
 */
export async function runReadsTogether<RowA, A, RowB, B>(
  db: Database,
  first: StatementRead<RowA, A>,
  second: StatementRead<RowB, B>,
): Promise<[A, B]> {
  for (const [key, value] of Object.entries(first.values))
    if (key in second.values && second.values[key] !== value)
      throw new Error(`The placeholder ${key} has two values in the reads run together`);
  const [row] = await together(first.statement as AnyStatement, second.statement as AnyStatement).run(db, {
    ...first.values,
    ...second.values,
  });
  return [first.result(parseJson(row!.first) as RowA[]), second.result(parseJson(row!.second) as RowB[])];
}

type Together = { first: unknown[] | string; second: unknown[] | string };
type AnyStatement = PreparedStatement<unknown>;
const togetherOf = new WeakMap<AnyStatement, WeakMap<AnyStatement, PreparedStatement<Together>>>();

/** The statement of two reads together, declared once per pair. */
function together(first: AnyStatement, second: AnyStatement): PreparedStatement<Together> {
  let withFirst = togetherOf.get(first);
  if (!withFirst) togetherOf.set(first, (withFirst = new WeakMap()));
  let statement = withFirst.get(second);
  if (!statement)
    withFirst.set(
      second,
      (statement = preparedStatement<Together>(
        () => sql`select (select coalesce(json_agg(a), '[]'::json) from (${first.build()}) a) as first,
          (select coalesce(json_agg(b), '[]'::json) from (${second.build()}) b) as second`,
      )),
    );
  return statement;
}

/** PGlite and node-postgres both parse json columns, but be tolerant of a driver that hands back text. */
export const parseJson = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;
