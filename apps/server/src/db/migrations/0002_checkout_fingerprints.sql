ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "failure_reason" text;--> statement-breakpoint
CREATE INDEX "orders_fingerprint_idx" ON "orders" USING btree ("user_id","fingerprint","created_at" DESC NULLS LAST);