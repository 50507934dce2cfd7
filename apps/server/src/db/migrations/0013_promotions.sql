CREATE TABLE "promotion_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promotion_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid,
	"payment_intent_id" uuid,
	"discount_paise" integer NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_uses_discount_non_negative" CHECK ("promotion_uses"."discount_paise" >= 0),
	CONSTRAINT "promotion_uses_has_owner" CHECK ("promotion_uses"."order_id" IS NOT NULL OR "promotion_uses"."payment_intent_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"code" text,
	"type" text NOT NULL,
	"value" double precision NOT NULL,
	"buy_quantity" integer,
	"get_quantity" integer,
	"min_cart_value_paise" integer,
	"payment_type" text,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"combinable" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_times_used_non_negative" CHECK ("promotions"."times_used" >= 0),
	CONSTRAINT "promotions_value_positive" CHECK ("promotions"."value" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_payment_intent_id_payment_intents_id_fk" FOREIGN KEY ("payment_intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_uses_promotion_idx" ON "promotion_uses" USING btree ("promotion_id");--> statement-breakpoint
CREATE INDEX "promotion_uses_user_idx" ON "promotion_uses" USING btree ("user_id","promotion_id");--> statement-breakpoint
CREATE INDEX "promotion_uses_order_idx" ON "promotion_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "promotion_uses_intent_idx" ON "promotion_uses" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_unique" ON "promotions" USING btree ("code") WHERE "promotions"."deleted_at" IS NULL AND "promotions"."code" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "promotions_live_idx" ON "promotions" USING btree ("created_at" DESC NULLS LAST) WHERE "promotions"."deleted_at" IS NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_discount_range" CHECK ("order_lines"."discount_paise" >= 0 AND "order_lines"."discount_paise" <= "order_lines"."unit_price_paise" * "order_lines"."quantity");