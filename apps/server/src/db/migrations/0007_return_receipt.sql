ALTER TABLE "orders" ADD COLUMN "return_condition" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_note" text;