-- Every notification, whoever writes it (a feature through createNotifications, the reminder job's set-based
-- INSERT … SELECT), is also due on each of its person's devices: one push_deliveries row per subscription, in the
-- same transaction as the notification. Whether its kind is on and when quiet hours end are judged by the push
-- worker at send time (decision 029), so the rules live in one place, in TypeScript.
CREATE FUNCTION "push_deliveries_follow_notifications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "push_deliveries" ("notification_id", "subscription_id")
  SELECT NEW."id", s."id" FROM "push_subscriptions" s WHERE s."user_id" = NEW."user_id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "push_deliveries_follow_notifications"
AFTER INSERT ON "notifications"
FOR EACH ROW EXECUTE FUNCTION "push_deliveries_follow_notifications"();
