-- leaderboard_tallies groups standings rows by everything a standard board's rank depends on; since decision 039
-- that includes the first counted day and the rest days (the success rate's days passed). Same trigger as 0003,
-- with the two new columns in the group.
CREATE OR REPLACE FUNCTION "leaderboard_tallies_follow_standings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
--> statement-breakpoint
-- the joined day, first counted day and streak day of the standings already there (no rest days exist yet)
UPDATE "leaderboard_standings" AS s
SET "joined_on" = j."joined_on",
  "streak_through" = (
    SELECT max(ci."date") FROM "check_ins" AS ci
    WHERE ci."challenge_id" = s."challenge_id" AND ci."user_id" = s."user_id"
      AND ci."date" BETWEEN s."start_date" AND s."end_date"),
  "counted_from" = greatest(s."start_date", least(j."joined_on", coalesce((
    SELECT min(ci."date") FROM "check_ins" AS ci
    WHERE ci."challenge_id" = s."challenge_id" AND ci."user_id" = s."user_id"
      AND ci."date" BETWEEN s."start_date" AND s."end_date"), j."joined_on")))
FROM (
  SELECT p."challenge_id", p."user_id", (p."joined_at" AT TIME ZONE c."timezone")::date AS "joined_on"
  FROM "challenge_participants" AS p JOIN "challenges" AS c ON c."id" = p."challenge_id"
) AS j
WHERE j."challenge_id" = s."challenge_id" AND j."user_id" = s."user_id";
--> statement-breakpoint
-- the tallies counted again from the standings, in the new groups
DELETE FROM "leaderboard_tallies";
--> statement-breakpoint
INSERT INTO "leaderboard_tallies" ("board_id", "successful_days", "best_streak", "start_date", "end_date",
  "timezone", "counted_from", "rest_dates", "shard", "entries")
SELECT "board_id", "successful_days", "best_streak", "start_date", "end_date", "timezone", "counted_from",
  "rest_dates", (hashtext("user_id") & 7)::smallint, count(*)
FROM "leaderboard_standings"
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
