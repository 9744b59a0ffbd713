DROP INDEX "leaderboard_standings_standard_group_idx";--> statement-breakpoint
ALTER TABLE "leaderboard_tallies" DROP CONSTRAINT "leaderboard_tallies_board_id_successful_days_best_streak_start_date_end_date_timezone_shard_pk";--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "rest_day_budget" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "kind" text DEFAULT 'check_in' NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard_standings" ADD COLUMN "joined_on" date DEFAULT current_date NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard_standings" ADD COLUMN "counted_from" date DEFAULT current_date NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard_standings" ADD COLUMN "rest_dates" date[] DEFAULT '{}'::date[] NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard_standings" ADD COLUMN "streak_through" date;--> statement-breakpoint
ALTER TABLE "leaderboard_tallies" ADD COLUMN "counted_from" date DEFAULT current_date NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard_tallies" ADD COLUMN "rest_dates" date[] DEFAULT '{}'::date[] NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard_tallies" ADD CONSTRAINT "leaderboard_tallies_group_pk" PRIMARY KEY("board_id","successful_days","best_streak","start_date","end_date","timezone","counted_from","rest_dates","shard");--> statement-breakpoint
CREATE INDEX "leaderboard_standings_standard_group_idx" ON "leaderboard_standings" USING btree ("board_id","successful_days","best_streak","start_date","end_date","timezone","counted_from","rest_dates","user_id","challenge_id");--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_rest_day_budget_check" CHECK ("challenges"."rest_day_budget" between 0 and 3);--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_kind_check" CHECK ("check_ins"."kind" in ('check_in','rest'));