DROP INDEX "leaderboard_standings_standard_group_idx";--> statement-breakpoint
ALTER TABLE "leaderboard_standings" ADD COLUMN "amount_total" numeric DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard_standings" ADD COLUMN "amount_rank" numeric DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "leaderboard_standings_standard_group_idx" ON "leaderboard_standings" USING btree ("board_id","successful_days","best_streak","start_date","end_date","timezone","counted_from","rest_dates","amount_rank" DESC NULLS LAST,"user_id","challenge_id");