-- Standings rows written before 0002 get their challenge's dates and zone (refreshStandings copies them since).
UPDATE "leaderboard_standings" AS s
SET "start_date" = c."start_date", "end_date" = c."end_date", "timezone" = c."timezone"
FROM "challenges" AS c
WHERE c."id" = s."challenge_id";
--> statement-breakpoint
-- leaderboard_tallies follows every write of leaderboard_standings in the same statement, whoever writes: the
-- check-in's refresh, a participant leaving, or a cascade from a deleted challenge or account. Each statement adds
-- its rows' groups and takes away its old rows' groups; groups are locked in key order, so simultaneous writers
-- never deadlock on them. A board that no longer exists is skipped (its tallies go with it by cascade).
CREATE FUNCTION "leaderboard_tallies_follow_standings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "leaderboard_tallies" AS t ("board_id", "successful_days", "best_streak", "start_date", "end_date",
      "timezone", "shard", "entries")
    SELECT r."board_id", r."successful_days", r."best_streak", r."start_date", r."end_date", r."timezone",
      (hashtext(r."user_id") & 7)::smallint, count(*)
    FROM added_rows AS r
    WHERE EXISTS (SELECT 1 FROM "challenges" AS c WHERE c."id" = r."board_id")
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ("board_id", "successful_days", "best_streak", "start_date", "end_date", "timezone", "shard")
    DO UPDATE SET "entries" = t."entries" + excluded."entries";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "leaderboard_tallies" AS t ("board_id", "successful_days", "best_streak", "start_date", "end_date",
      "timezone", "shard", "entries")
    SELECT r."board_id", r."successful_days", r."best_streak", r."start_date", r."end_date", r."timezone",
      (hashtext(r."user_id") & 7)::smallint, -count(*)
    FROM removed_rows AS r
    WHERE EXISTS (SELECT 1 FROM "challenges" AS c WHERE c."id" = r."board_id")
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ("board_id", "successful_days", "best_streak", "start_date", "end_date", "timezone", "shard")
    DO UPDATE SET "entries" = t."entries" + excluded."entries";
  ELSE
    -- an update that leaves a row in its group (most check-ins change a note or a missed day) touches no tally
    INSERT INTO "leaderboard_tallies" AS t ("board_id", "successful_days", "best_streak", "start_date", "end_date",
      "timezone", "shard", "entries")
    SELECT r."board_id", r."successful_days", r."best_streak", r."start_date", r."end_date", r."timezone",
      (hashtext(r."user_id") & 7)::smallint, sum(r."change")
    FROM (
      SELECT "board_id", "successful_days", "best_streak", "start_date", "end_date", "timezone", "user_id",
        1 AS "change"
      FROM added_rows
      UNION ALL
      SELECT "board_id", "successful_days", "best_streak", "start_date", "end_date", "timezone", "user_id",
        -1 AS "change"
      FROM removed_rows
    ) AS r
    WHERE EXISTS (SELECT 1 FROM "challenges" AS c WHERE c."id" = r."board_id")
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    HAVING sum(r."change") <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ("board_id", "successful_days", "best_streak", "start_date", "end_date", "timezone", "shard")
    DO UPDATE SET "entries" = t."entries" + excluded."entries";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "leaderboard_tallies_after_insert" AFTER INSERT ON "leaderboard_standings"
REFERENCING NEW TABLE AS added_rows
FOR EACH STATEMENT EXECUTE FUNCTION "leaderboard_tallies_follow_standings"();
--> statement-breakpoint
CREATE TRIGGER "leaderboard_tallies_after_update" AFTER UPDATE ON "leaderboard_standings"
REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
FOR EACH STATEMENT EXECUTE FUNCTION "leaderboard_tallies_follow_standings"();
--> statement-breakpoint
CREATE TRIGGER "leaderboard_tallies_after_delete" AFTER DELETE ON "leaderboard_standings"
REFERENCING OLD TABLE AS removed_rows
FOR EACH STATEMENT EXECUTE FUNCTION "leaderboard_tallies_follow_standings"();
--> statement-breakpoint
-- the tallies of the standings already there
INSERT INTO "leaderboard_tallies" ("board_id", "successful_days", "best_streak", "start_date", "end_date",
  "timezone", "shard", "entries")
SELECT "board_id", "successful_days", "best_streak", "start_date", "end_date", "timezone",
  (hashtext("user_id") & 7)::smallint, count(*)
FROM "leaderboard_standings"
GROUP BY 1, 2, 3, 4, 5, 6, 7;
