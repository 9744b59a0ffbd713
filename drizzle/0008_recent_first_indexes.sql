DROP INDEX "group_posts_group_id_pinned_created_at_index";--> statement-breakpoint
DROP INDEX "notifications_user_id_created_at_index";--> statement-breakpoint
CREATE INDEX "group_posts_tab_order_idx" ON "group_posts" USING btree ("group_id","pinned" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_recent_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);