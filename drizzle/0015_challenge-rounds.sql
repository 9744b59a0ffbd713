ALTER TABLE "challenges" ADD COLUMN "previous_round_id" uuid;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "round_number" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_previous_round_id_challenges_id_fk" FOREIGN KEY ("previous_round_id") REFERENCES "public"."challenges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenges_series_id_index" ON "challenges" USING btree ("series_id");--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_previous_round_id_unique" UNIQUE("previous_round_id");--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_round_number_check" CHECK ("challenges"."round_number" >= 1);