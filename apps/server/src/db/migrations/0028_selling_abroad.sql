ALTER TABLE "addresses" ADD COLUMN "country" text DEFAULT 'IN' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "currency" text DEFAULT 'INR' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exchange_rate" numeric(14, 6);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "currency_total_minor" integer;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "shipping_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "sale_currency" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_range" CHECK ("orders"."shipping_paise" >= 0 AND "orders"."shipping_paise" <= "orders"."total_paise");