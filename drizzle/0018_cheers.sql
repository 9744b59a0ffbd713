CREATE TABLE "check_in_cheers" (
	"check_in_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_cheers_check_in_id_user_id_pk" PRIMARY KEY("check_in_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "cheered_check_in_id" uuid;--> statement-breakpoint
ALTER TABLE "check_in_cheers" ADD CONSTRAINT "check_in_cheers_check_in_id_check_ins_id_fk" FOREIGN KEY ("check_in_id") REFERENCES "public"."check_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_cheers" ADD CONSTRAINT "check_in_cheers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_cheers_user_id_index" ON "check_in_cheers" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_cheered_check_in_id_check_ins_id_fk" FOREIGN KEY ("cheered_check_in_id") REFERENCES "public"."check_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_cheeredCheckInId_unique" UNIQUE("cheered_check_in_id");