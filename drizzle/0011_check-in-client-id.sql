ALTER TABLE "check_ins" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_userId_clientId_unique" UNIQUE("user_id","client_id");