-- A cheer notification is updated in place as cheers arrive (decision 041): its message changes and it comes back
-- to the top of the bell, unread, without a new row. The inbox's version now also moves when a notification's
-- title, message or time changes (not only its read flag), so the poll sees the new message and the bell fetches
-- it; the unread count still moves only with the read flag.
CREATE OR REPLACE FUNCTION "notification_inboxes_follow_notifications"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    ELSIF OLD."title" IS DISTINCT FROM NEW."title" OR OLD."message" IS DISTINCT FROM NEW."message"
      OR OLD."created_at" IS DISTINCT FROM NEW."created_at" THEN
      UPDATE "notification_inboxes" SET "version" = "version" + 1 WHERE "user_id" = NEW."user_id";
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
