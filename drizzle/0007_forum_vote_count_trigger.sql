-- forum_posts.vote_count follows every write of forum_votes in the same statement, whoever writes: a vote, an
-- unvote, or a cascade from a deleted account. The posts a statement changes are locked in id order first, so two
-- statements that change several posts' counts (two accounts deleted at once) never deadlock on them. The lock is
-- FOR NO KEY UPDATE, the UPDATE's own: FOR UPDATE would wait for the KEY SHARE lock that a simultaneous vote's
-- foreign-key check holds on the same post, while that vote waits for ours (a deadlock). A post that is itself
-- being deleted (its votes go by cascade) is simply not found.
CREATE FUNCTION "forum_posts_follow_votes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM "forum_posts" WHERE "id" IN (SELECT "post_id" FROM added_rows) ORDER BY "id" FOR NO KEY UPDATE;
    UPDATE "forum_posts" AS p SET "vote_count" = p."vote_count" + r."change"
    FROM (SELECT "post_id", count(*) AS "change" FROM added_rows GROUP BY "post_id") AS r
    WHERE p."id" = r."post_id";
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM "forum_posts" WHERE "id" IN (SELECT "post_id" FROM removed_rows) ORDER BY "id" FOR NO KEY UPDATE;
    UPDATE "forum_posts" AS p SET "vote_count" = p."vote_count" - r."change"
    FROM (SELECT "post_id", count(*) AS "change" FROM removed_rows GROUP BY "post_id") AS r
    WHERE p."id" = r."post_id";
  ELSE
    -- nothing updates votes today; should anything move one to another post, both counts still follow
    PERFORM 1 FROM "forum_posts"
    WHERE "id" IN (SELECT "post_id" FROM added_rows UNION SELECT "post_id" FROM removed_rows)
    ORDER BY "id" FOR NO KEY UPDATE;
    UPDATE "forum_posts" AS p SET "vote_count" = p."vote_count" + r."change"
    FROM (
      SELECT "post_id", sum("change") AS "change"
      FROM (
        SELECT "post_id", 1 AS "change" FROM added_rows
        UNION ALL
        SELECT "post_id", -1 AS "change" FROM removed_rows
      ) AS c
      GROUP BY "post_id"
      HAVING sum("change") <> 0
    ) AS r
    WHERE p."id" = r."post_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "forum_posts_follow_votes_after_insert" AFTER INSERT ON "forum_votes"
REFERENCING NEW TABLE AS added_rows
FOR EACH STATEMENT EXECUTE FUNCTION "forum_posts_follow_votes"();
--> statement-breakpoint
CREATE TRIGGER "forum_posts_follow_votes_after_update" AFTER UPDATE ON "forum_votes"
REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
FOR EACH STATEMENT EXECUTE FUNCTION "forum_posts_follow_votes"();
--> statement-breakpoint
CREATE TRIGGER "forum_posts_follow_votes_after_delete" AFTER DELETE ON "forum_votes"
REFERENCING OLD TABLE AS removed_rows
FOR EACH STATEMENT EXECUTE FUNCTION "forum_posts_follow_votes"();
--> statement-breakpoint
-- the votes already there
UPDATE "forum_posts" AS p
SET "vote_count" = (SELECT count(*) FROM "forum_votes" AS v WHERE v."post_id" = p."id");
