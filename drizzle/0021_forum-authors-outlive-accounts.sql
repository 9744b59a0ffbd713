ALTER TABLE "forum_comments" DROP CONSTRAINT "forum_comments_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "forum_posts" DROP CONSTRAINT "forum_posts_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "forum_comments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_posts" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;