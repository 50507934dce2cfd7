CREATE TABLE "abandoned_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"visited_at" timestamp with time zone NOT NULL,
	"lines" jsonb NOT NULL,
	"first_reminder_at" timestamp with time zone,
	"second_reminder_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"close_reason" text,
	"recovered_order_id" uuid,
	"recovered_total_paise" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovery_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"checkout_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_opt_outs" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restock_requests" (
	"user_id" uuid NOT NULL,
	"buying_option_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restock_requests_user_id_buying_option_id_pk" PRIMARY KEY("user_id","buying_option_id")
);
--> statement-breakpoint
ALTER TABLE "abandoned_checkouts" ADD CONSTRAINT "abandoned_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abandoned_checkouts" ADD CONSTRAINT "abandoned_checkouts_recovered_order_id_orders_id_fk" FOREIGN KEY ("recovered_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_links" ADD CONSTRAINT "recovery_links_checkout_id_abandoned_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."abandoned_checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_opt_outs" ADD CONSTRAINT "reminder_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_requests" ADD CONSTRAINT "restock_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_requests" ADD CONSTRAINT "restock_requests_buying_option_id_buying_options_id_fk" FOREIGN KEY ("buying_option_id") REFERENCES "public"."buying_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_requests" ADD CONSTRAINT "restock_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "abandoned_checkouts_open_unique" ON "abandoned_checkouts" USING btree ("user_id") WHERE "abandoned_checkouts"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "abandoned_checkouts_due_idx" ON "abandoned_checkouts" USING btree ("visited_at") WHERE "abandoned_checkouts"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "abandoned_checkouts_created_idx" ON "abandoned_checkouts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "restock_requests_option_idx" ON "restock_requests" USING btree ("buying_option_id");