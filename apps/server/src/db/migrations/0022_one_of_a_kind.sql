CREATE TABLE "similar_piece_requests" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"weave" text,
	"category_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "similar_piece_requests_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "buying_options" ADD COLUMN "low_stock_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "one_of_a_kind" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "similar_piece_requests" ADD CONSTRAINT "similar_piece_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similar_piece_requests" ADD CONSTRAINT "similar_piece_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A piece already on sale without sizes and with one in stock is a one-off, as a new one would be.
UPDATE "products" SET "one_of_a_kind" = true WHERE NOT "size_option" AND "deleted_at" IS NULL AND (SELECT count(*) FROM "buying_options" bo WHERE bo."product_id" = "products"."id" AND bo."deleted_at" IS NULL) = 1 AND "total_stock" = 1;
