CREATE TABLE "shipments" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"stage" text NOT NULL,
	"courier_id" integer,
	"pickup_requested_at" timestamp with time zone,
	"pickup_date" text,
	"label_url" text,
	"manifest_url" text,
	"tracking_status_id" integer,
	"tracking_status" text,
	"tracking_at" timestamp with time zone,
	"problem" text,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipments_stage_idx" ON "shipments" USING btree ("stage","updated_at" DESC NULLS LAST);