ALTER TYPE "public"."order_status" ADD VALUE 'pickup_scheduled' BEFORE 'returned';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'inspected' BEFORE 'refunded';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'exchanged' BEFORE 'refunded';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'store_credited' BEFORE 'refunded';--> statement-breakpoint
CREATE TABLE "store_credit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"order_id" uuid,
	"payment_intent_id" uuid,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_entries_amount_non_zero" CHECK ("store_credit_entries"."amount_paise" <> 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "exchange_buying_option_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "exchange_size" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_resolution" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exchange_order_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_credit_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "store_credit_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_payment_intent_id_payment_intents_id_fk" FOREIGN KEY ("payment_intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_credit_entries_user_idx" ON "store_credit_entries" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "store_credit_entries_intent_idx" ON "store_credit_entries" USING btree ("payment_intent_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_exchange_buying_option_id_buying_options_id_fk" FOREIGN KEY ("exchange_buying_option_id") REFERENCES "public"."buying_options"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_credit_range" CHECK ("orders"."store_credit_paise" >= 0 AND "orders"."store_credit_paise" <= "orders"."total_paise");