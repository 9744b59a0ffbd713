ALTER TABLE "invitations" RENAME COLUMN "token" TO "token_hash";--> statement-breakpoint
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_token_unique";--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_tokenHash_unique" UNIQUE("token_hash");