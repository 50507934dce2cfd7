ALTER TABLE "products" ADD COLUMN "fabric" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weave" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "occasion" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "saree_length_cm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "blouse_piece" boolean;--> statement-breakpoint
CREATE INDEX "products_fabric_idx" ON "products" USING btree ("fabric") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_weave_idx" ON "products" USING btree ("weave") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_region_idx" ON "products" USING btree ("region") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_occasion_idx" ON "products" USING btree ("occasion") WHERE deleted_at IS NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_attribute_values" CHECK ("products"."fabric" ~ '^[a-z0-9-]{1,60}$' AND "products"."weave" ~ '^[a-z0-9-]{1,60}$' AND "products"."region" ~ '^[a-z0-9-]{1,60}$' AND "products"."occasion" ~ '^[a-z0-9-]{1,60}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_saree_length" CHECK ("products"."saree_length_cm" BETWEEN 100 AND 1200);