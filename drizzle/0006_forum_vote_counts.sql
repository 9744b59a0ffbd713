DROP INDEX "forum_posts_created_at_index";--> statement-breakpoint
DROP INDEX "forum_posts_category_created_at_index";--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "vote_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "feedback_created_at_id_index" ON "feedback" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "forum_posts_vote_count_created_at_id_index" ON "forum_posts" USING btree ("vote_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "forum_posts_category_vote_count_created_at_id_index" ON "forum_posts" USING btree ("category","vote_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_vote_count_check" CHECK ("forum_posts"."vote_count" >= 0);