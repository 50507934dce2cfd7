-- A category's page sorted by price and a product page's suggestions (its category's best sellers) read in index order within the category.
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","min_price_paise","id") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_category_purchased_idx" ON "products" USING btree ("category_id","purchased" DESC NULLS LAST,"id") WHERE deleted_at IS NULL;
