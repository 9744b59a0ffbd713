-- The tallies trigger of 0017, unchanged but for an early return when its statement changed no row (issue 16: a
-- check-in's write spent half of its 0.36 ms in the three triggers, two of them with nothing to do).
CREATE OR REPLACE FUNCTION "leaderboard_tallies_follow_standings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- a statement-level trigger fires for every statement, also one that changed no row: a check-in's refresh of its
  -- standing (an upsert beside a delete) fires the insert, update and delete triggers alike, and two find nothing
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM removed_rows) THEN
      RETURN NULL;
    END IF;
  ELSIF NOT EXISTS (SELECT 1 FROM added_rows) THEN
    RETURN NULL; -- an update's old and new rows come in pairs
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "leaderboard_tallies" AS t ("board_id", "successful_days", "best_streak", "start_date", "end_date",
      "timezone", "counted_from", "rest_dates", "shard", "entries")
    SELECT r."board_id", r."successful_days", r."best_streak", r."start_date", r."end_date", r."timezone",
      r."counted_from", r."rest_dates", (hashtext(r."user_id") & 7)::smallint, count(*)
    FROM added_rows AS r
    WHERE EXISTS (SELECT 1 FROM "challenges" AS c WHERE c."id" = r."board_id")
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ("board_id", "successful_days", "best_streak", "start_date", "end_date", "timezone", "counted_from",
      "rest_dates", "shard")
    DO UPDATE SET "entries" = t."entries" + excluded."entries";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "leaderboard_tallies" AS t ("board_id", "successful_days", "best_streak", "start_date", "end_date",
      "timezone", "counted_from", "rest_dates", "shard", "entries")
    SELECT r."board_id", r."successful_days", r."best_streak", r."start_date", r."end_date", r."timezone",
      r."counted_from", r."rest_dates", (hashtext(r."user_id") & 7)::smallint, -count(*)
    FROM removed_rows AS r
    WHERE EXISTS (SELECT 1 FROM "challenges" AS c WHERE c."id" = r."board_id")
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ("board_id", "successful_days", "best_streak", "start_date", "end_date", "timezone", "counted_from",
      "rest_dates", "shard")
    DO UPDATE SET "entries" = t."entries" + excluded."entries";
  ELSE
    -- an update that leaves a row in its group (most check-ins change a note or a missed day) touches no tally
    INSERT INTO "leaderboard_tallies" AS t ("board_id", "successful_days", "best_streak", "start_date", "end_date",
      "timezone", "counted_from", "rest_dates", "shard", "entries")
    SELECT r."board_id", r."successful_days", r."best_streak", r."start_date", r."end_date", r."timezone",
      r."counted_from", r."rest_dates", (hashtext(r."user_id") & 7)::smallint, sum(r."change")
    FROM (
      SELECT "board_id", "successful_days", "best_streak", "start_date", "end_date", "timezone", "counted_from",
        "rest_dates", "user_id", 1 AS "change"
      FROM added_rows
      UNION ALL
      SELECT "board_id", "successful_days", "best_streak", "start_date", "end_date", "timezone", "counted_from",
        "rest_dates", "user_id", -1 AS "change"
      FROM removed_rows
    ) AS r
    WHERE EXISTS (SELECT 1 FROM "challenges" AS c WHERE c."id" = r."board_id")
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    HAVING sum(r."change") <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ("board_id", "successful_days", "best_streak", "start_date", "end_date", "timezone", "counted_from",
      "rest_dates", "shard")
    DO UPDATE SET "entries" = t."entries" + excluded."entries";
  END IF;
  RETURN NULL;
END
$$;
