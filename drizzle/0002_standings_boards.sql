CREATE TABLE "leaderboard_tallies" (
	"board_id" uuid NOT NULL,
	"successful_days" integer NOT NULL,
	"best_streak" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"timezone" text NOT NULL,
	"shard" smallint NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "leaderboard_tallies_board_id_successful_days_best_streak_start_date_end_date_timezone_shard_pk" PRIMARY KEY("board_id","successful_days","best_streak","start_date","end_date","timezone","shard")
);
--> statement-breakpoint
DROP INDEX "leaderboard_standings_challenge_id_successful_days_best_streak_index";--> statement-breakpoint
DROP INDEX "leaderboard_standings_template_id_successful_days_best_streak_index";--> statement-breakpoint
ALTER TABLE "leaderboard_standings" ADD COLUMN "board_id" uuid GENERATED ALWAYS AS (coalesce(template_id, challenge_id)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard_standings" ADD COLUMN "start_date" date DEFAULT current_date NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard_standings" ADD COLUMN "end_date" date DEFAULT current_date NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard_standings" ADD COLUMN "timezone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard_standings" ADD COLUMN "step_average" integer GENERATED ALWAYS AS (case when total_check_ins > 0 then round(step_points::numeric / total_check_ins)::int else 0 end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard_tallies" ADD CONSTRAINT "leaderboard_tallies_board_id_challenges_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaderboard_standings_standard_group_idx" ON "leaderboard_standings" USING btree ("board_id","successful_days","best_streak","start_date","end_date","timezone","user_id","challenge_id");--> statement-breakpoint
CREATE INDEX "leaderboard_standings_step_rank_idx" ON "leaderboard_standings" USING btree ("board_id","step_points" DESC NULLS LAST,"step_average" DESC NULLS LAST,"user_id","challenge_id");