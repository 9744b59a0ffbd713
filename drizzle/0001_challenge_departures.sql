CREATE TABLE "challenge_departures" (
	"challenge_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"departed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_departures_challenge_id_user_id_pk" PRIMARY KEY("challenge_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "challenge_departures" ADD CONSTRAINT "challenge_departures_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_departures" ADD CONSTRAINT "challenge_departures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;