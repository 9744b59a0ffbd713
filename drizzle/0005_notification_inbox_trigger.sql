-- notification_inboxes follows every write of notifications, whoever writes (a feature's insert, a mark-as-read,
-- a cascade from a deleted challenge or group): the unread count moves with the row and the version goes up, so
-- a client whose version is current has nothing new to fetch.
CREATE FUNCTION "notification_inboxes_follow_notifications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "notification_inboxes" AS i ("user_id", "unread_count", "version")
    VALUES (NEW."user_id", CASE WHEN NEW."read" THEN 0 ELSE 1 END, 1)
    ON CONFLICT ("user_id") DO UPDATE
      SET "unread_count" = i."unread_count" + excluded."unread_count", "version" = i."version" + 1;
    RETURN NULL;
  ELSIF TG_OP = 'UPDATE' THEN
    IF OLD."read" IS DISTINCT FROM NEW."read" OR OLD."user_id" IS DISTINCT FROM NEW."user_id" THEN
      UPDATE "notification_inboxes"
      SET "unread_count" = "unread_count" - CASE WHEN OLD."read" THEN 0 ELSE 1 END, "version" = "version" + 1
      WHERE "user_id" = OLD."user_id";
      INSERT INTO "notification_inboxes" AS i ("user_id", "unread_count", "version")
      VALUES (NEW."user_id", CASE WHEN NEW."read" THEN 0 ELSE 1 END, 1)
      ON CONFLICT ("user_id") DO UPDATE
        SET "unread_count" = i."unread_count" + excluded."unread_count", "version" = i."version" + 1;
    END IF;
    RETURN NULL;
  ELSE
    -- a cascade from a deleted account may already have removed the inbox: then there is nothing to update
    UPDATE "notification_inboxes"
    SET "unread_count" = "unread_count" - CASE WHEN OLD."read" THEN 0 ELSE 1 END, "version" = "version" + 1
    WHERE "user_id" = OLD."user_id";
    RETURN NULL;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "notification_inboxes_follow_notifications"
AFTER INSERT OR UPDATE OR DELETE ON "notifications"
FOR EACH ROW EXECUTE FUNCTION "notification_inboxes_follow_notifications"();
--> statement-breakpoint
-- notifications written before this migration
INSERT INTO "notification_inboxes" ("user_id", "unread_count", "version")
SELECT "user_id", count(*) FILTER (WHERE NOT "read"), 1 FROM "notifications" GROUP BY "user_id";
