ALTER TYPE "public"."message_channel" ADD VALUE 'whatsapp';--> statement-breakpoint
CREATE TABLE "message_links" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"sealed_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "message_links_expires_idx" ON "message_links" USING btree ("expires_at");