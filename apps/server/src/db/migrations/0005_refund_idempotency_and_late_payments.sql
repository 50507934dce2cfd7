ALTER TYPE "public"."refund_status" ADD VALUE 'processing';--> statement-breakpoint
ALTER TYPE "public"."refund_status" ADD VALUE 'failed';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_key" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "refund_key" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "refund_status" "refund_status" DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "late_check_at" timestamp with time zone;--> statement-breakpoint
UPDATE "payment_intents" SET "refund_status" = 'pending' WHERE "status" = 'refunded' AND "failure_reason" = 'sold out after the reservation expired: refund pending';--> statement-breakpoint
UPDATE "payment_intents" SET "refund_status" = 'completed', "refund_id" = substring("failure_reason" from 'refunded as (\S+)$') WHERE "status" = 'refunded' AND "failure_reason" LIKE 'sold out after the reservation expired: refunded as %';
