CREATE TABLE "cod_confirm_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "returns_to_origin" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"payment_type" "payment_type" NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"recorded_by" "order_actor" NOT NULL,
	"recorded_by_name" text
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cod_confirm_links" ADD CONSTRAINT "cod_confirm_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns_to_origin" ADD CONSTRAINT "returns_to_origin_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cod_confirm_links_order_idx" ON "cod_confirm_links" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_to_origin_phone_idx" ON "returns_to_origin" USING btree ("phone","payment_type");--> statement-breakpoint
CREATE INDEX "orders_cod_awaiting_idx" ON "orders" USING btree ("cod_confirm_by") WHERE "orders"."cod_confirm_by" IS NOT NULL AND "orders"."cod_confirmed_at" IS NULL AND "orders"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_fee_range" CHECK ("orders"."cod_fee_paise" >= 0 AND "orders"."cod_fee_paise" <= "orders"."total_paise");