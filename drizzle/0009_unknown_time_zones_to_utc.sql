-- Decision 021: better-auth's update-user stored any timezone (e.g. 'Mars/Olympus_Mons'), and a challenge copied
-- its creator's. Reads in SQL ("today" on leaderboards) cannot fall back per row as the JavaScript ones do, so every
-- stored zone this database does not know becomes UTC, once. New values are checked where they are written.
WITH known_zones AS MATERIALIZED (SELECT lower(name) AS name FROM pg_timezone_names)
UPDATE "users" SET "timezone" = 'UTC' WHERE lower("timezone") NOT IN (SELECT name FROM known_zones);--> statement-breakpoint
WITH known_zones AS MATERIALIZED (SELECT lower(name) AS name FROM pg_timezone_names)
UPDATE "challenges" SET "timezone" = 'UTC' WHERE lower("timezone") NOT IN (SELECT name FROM known_zones);--> statement-breakpoint
WITH known_zones AS MATERIALIZED (SELECT lower(name) AS name FROM pg_timezone_names)
UPDATE "leaderboard_standings" SET "timezone" = 'UTC' WHERE lower("timezone") NOT IN (SELECT name FROM known_zones);
