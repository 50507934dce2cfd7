CREATE TABLE "attribute_values" (
	"attribute" text NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attribute_values_attribute_value_pk" PRIMARY KEY("attribute","value"),
	CONSTRAINT "attribute_values_attribute" CHECK ("attribute_values"."attribute" IN ('fabric', 'weave', 'region', 'occasion')),
	CONSTRAINT "attribute_values_value" CHECK ("attribute_values"."value" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "picture_fetches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"line" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"problem" text,
	"stored_url" text,
	"publish" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "picture_fetches" ADD CONSTRAINT "picture_fetches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "picture_fetches_import_idx" ON "picture_fetches" USING btree ("import_id","product_id","position");