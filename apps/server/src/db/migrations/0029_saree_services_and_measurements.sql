CREATE TABLE "measurement_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"measurements" jsonb NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"due_date" date NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_orders_stage_known" CHECK ("work_orders"."stage" IN ('awaitingMeasurements','measurementsReceived','cutting','stitching','ready','packed'))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "services" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "services" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "made_to_order_days" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "services" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "measurement_profile_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "services" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "measurements" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "made_to_order_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "applies_to_services" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "measurement_profiles" ADD CONSTRAINT "measurement_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "measurement_profiles_user_name_unique" ON "measurement_profiles" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_line_unique" ON "work_orders" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "work_orders_order_idx" ON "work_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "work_orders_stage_due_idx" ON "work_orders" USING btree ("stage","due_date");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_made_to_order_range" CHECK ("order_lines"."made_to_order_quantity" >= 0 AND "order_lines"."made_to_order_quantity" <= "order_lines"."quantity");