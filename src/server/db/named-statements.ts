import { createHash } from 'node:crypto';
import pg from 'pg';

// PostgreSQL plans a named statement once per connection and afterwards only binds its values; planning the app's
// hot statements cost more than running them (issue 16). The texts of prepared statements (prepared-statement.ts)
// are registered here, and the connections of the pool send a registered text as its named statement. The name is
// the text's digest, so one name always stands for one text, whoever registers it.

const nameOfText = new Map<string, string>();

/** From now on, this text runs as a named statement on every connection of the pool. */
export function nameStatementText(text: string): void {
  if (!nameOfText.has(text))
    nameOfText.set(text, `hs_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`);
}

/** a query config as Drizzle hands it to node-postgres */
interface QueryConfig {
  text: string;
  name?: string;
}

/**
 * node-postgres's client (the pool's `Client` option), which names a registered text. Statements come to it from
 * Drizzle's `execute` as a query config without a name, on the pool or on a transaction's connection alike.
 */
export class NamingClient extends pg.Client {
  // node-postgres's `query` has many overloads; this one passes every call on, a registered text with its name
  override query(...args: unknown[]): never {
    const [config] = args as [QueryConfig | string];
    if (typeof config === 'object' && config !== null && !config.name) {
      const name = nameOfText.get(config.text);
      if (name) args[0] = { ...config, name };
    }
    return (super.query as (...all: unknown[]) => never).apply(this, args);
  }
}
