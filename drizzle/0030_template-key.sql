ALTER TABLE "challenges" ADD COLUMN "template_key" text;--> statement-breakpoint
-- the templates seeded before keys were one per type, keyed by it (the oldest one, should a type have two)
UPDATE "challenges" SET "template_key" = "challenge_type"
WHERE "id" IN (
  SELECT DISTINCT ON ("challenge_type") "id" FROM "challenges"
  WHERE "organizer_id" IS NULL AND "challenge_type" <> 'custom'
  ORDER BY "challenge_type", "created_at", "id"
);--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_template_key_unique" UNIQUE("template_key");
