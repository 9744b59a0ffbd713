import { type SQL, sql } from 'drizzle-orm';

/**
 * The wall-clock time at `now` in the zone held by the SQL expression `zone`, as a timestamp without zone; null
 * when the database does not know that zone. Zones are checked with Intl when stored, and a name Intl accepts but
 * this PostgreSQL's tz database lacks would otherwise fail the whole set-based statement for everyone. The CASE
 * guarantees the conversion is never attempted for such a zone. Needs the CTE `knownZones` (below) in the statement.
 */
export function localTimeIn(zone: SQL, now: Date): SQL {
  return sql`(case when lower(${zone}) in (select name from known_zones)
    then ${now.toISOString()}::timestamptz at time zone ${zone} end)`;
}

/** The CTE `localTimeIn` reads: the zone names of the database's tz database, lower-cased (names are case-blind). */
export const knownZones = sql`known_zones as materialized (select lower(name) as name from pg_timezone_names)`;
