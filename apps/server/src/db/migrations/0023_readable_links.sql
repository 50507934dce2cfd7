CREATE TABLE "category_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"category_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "category_slugs" ADD CONSTRAINT "category_slugs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_slugs" ADD CONSTRAINT "product_slugs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_slugs_category_idx" ON "category_slugs" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_slugs_product_idx" ON "product_slugs" USING btree ("product_id");--> statement-breakpoint
-- A slug made from a name, as packages/domain/src/slugs.ts makes it (slugOf): accents dropped,
-- "&" read as "and", other runs of characters that are not letters or digits one hyphen, cut at 80.
CREATE OR REPLACE FUNCTION slug_of(name text) RETURNS text AS $$
  SELECT trim(trailing '-' from left(trim(both '-' from regexp_replace(
    replace(lower(regexp_replace(normalize(coalesce(name, ''), NFKD), '[\u0300-\u036f]', '', 'g')), '&', ' and '),
    '[^a-z0-9]+', '-', 'g')), 80));
$$ LANGUAGE sql IMMUTABLE;--> statement-breakpoint
-- The words the shop keeps for its own pages (RESERVED_SLUGS in packages/domain/src/slugs.ts).
CREATE OR REPLACE FUNCTION slug_is_reserved(slug text) RETURNS boolean AS $$
  SELECT slug = ANY (ARRAY['admin', 'api', 'new', 'edit', 'create', 'delete', 'search', 'category', 'categories',
    'product', 'products', 'reviews', 'cart', 'checkout', 'account', 'login', 'signup', 'sitemap', 'images', 'assets',
    'null', 'undefined']);
$$ LANGUAGE sql IMMUTABLE;--> statement-breakpoint
-- Volatile, so that rows written earlier by the same statement count as taken.
CREATE OR REPLACE FUNCTION product_slug_free(candidate text, owner uuid) RETURNS boolean AS $$
  SELECT NOT slug_is_reserved(candidate)
    AND NOT EXISTS (SELECT 1 FROM product_slugs WHERE slug = candidate AND product_id <> owner)
    AND NOT EXISTS (SELECT 1 FROM products WHERE slug = candidate AND id <> owner);
$$ LANGUAGE sql VOLATILE;--> statement-breakpoint
-- A product's slug from its name: the name's own when free, else with the first 4, 8, ... hex digits of its id.
CREATE OR REPLACE FUNCTION new_product_slug(product_name text, owner uuid) RETURNS text AS $$
DECLARE
  base text := coalesce(nullif(slug_of(product_name), ''), 'product');
  digits text := replace(owner::text, '-', '');
BEGIN
  IF product_slug_free(base, owner) THEN RETURN base; END IF;
  FOR n IN 1..8 LOOP
    IF product_slug_free(base || '-' || left(digits, n * 4), owner) THEN RETURN base || '-' || left(digits, n * 4); END IF;
  END LOOP;
  RETURN base || '-' || digits;
END;
$$ LANGUAGE plpgsql VOLATILE;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_fill_slug() RETURNS trigger AS $$
BEGIN
  IF NEW.slug IS NULL OR NEW.slug = '' THEN
    NEW.slug := new_product_slug(NEW.name, NEW.id);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- Every slug a product takes is kept, so its old links still find it and no other product takes them.
CREATE OR REPLACE FUNCTION products_remember_slug() RETURNS trigger AS $$
DECLARE
  owner uuid;
BEGIN
  SELECT product_id INTO owner FROM product_slugs WHERE slug = NEW.slug;
  IF owner IS NULL THEN
    INSERT INTO product_slugs (slug, product_id) VALUES (NEW.slug, NEW.id);
  ELSIF owner <> NEW.id THEN
    RAISE EXCEPTION 'the slug "%" belongs to another product', NEW.slug
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'product_slugs_pkey';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION category_slug_free(candidate text, owner uuid) RETURNS boolean AS $$
  SELECT NOT slug_is_reserved(candidate)
    AND NOT EXISTS (SELECT 1 FROM category_slugs WHERE slug = candidate AND category_id <> owner)
    AND NOT EXISTS (SELECT 1 FROM categories WHERE slug = candidate AND id <> owner);
$$ LANGUAGE sql VOLATILE;--> statement-breakpoint
CREATE OR REPLACE FUNCTION new_category_slug(category_name text, owner uuid) RETURNS text AS $$
DECLARE
  base text := coalesce(nullif(slug_of(category_name), ''), 'category');
  digits text := replace(owner::text, '-', '');
BEGIN
  IF category_slug_free(base, owner) THEN RETURN base; END IF;
  FOR n IN 1..8 LOOP
    IF category_slug_free(base || '-' || left(digits, n * 4), owner) THEN RETURN base || '-' || left(digits, n * 4); END IF;
  END LOOP;
  RETURN base || '-' || digits;
END;
$$ LANGUAGE plpgsql VOLATILE;--> statement-breakpoint
CREATE OR REPLACE FUNCTION categories_fill_slug() RETURNS trigger AS $$
BEGIN
  IF NEW.slug IS NULL OR NEW.slug = '' THEN
    NEW.slug := new_category_slug(NEW.name, NEW.id);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION categories_remember_slug() RETURNS trigger AS $$
DECLARE
  owner uuid;
BEGIN
  SELECT category_id INTO owner FROM category_slugs WHERE slug = NEW.slug;
  IF owner IS NULL THEN
    INSERT INTO category_slugs (slug, category_id) VALUES (NEW.slug, NEW.id);
  ELSIF owner <> NEW.id THEN
    RAISE EXCEPTION 'the slug "%" belongs to another category', NEW.slug
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'category_slugs_pkey';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER products_fill_slug BEFORE INSERT OR UPDATE OF slug ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_fill_slug();--> statement-breakpoint
CREATE TRIGGER products_remember_slug AFTER INSERT OR UPDATE OF slug ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_remember_slug();--> statement-breakpoint
CREATE TRIGGER categories_fill_slug BEFORE INSERT OR UPDATE OF slug ON "categories"
  FOR EACH ROW EXECUTE FUNCTION categories_fill_slug();--> statement-breakpoint
CREATE TRIGGER categories_remember_slug AFTER INSERT OR UPDATE OF slug ON "categories"
  FOR EACH ROW EXECUTE FUNCTION categories_remember_slug();--> statement-breakpoint
-- Existing rows get slugs one at a time, oldest first, live products before deleted ones, so the
-- plain slug of a name goes to the piece shoppers have known longest.
DO $$
DECLARE
  row record;
BEGIN
  FOR row IN SELECT id FROM "categories" ORDER BY position, created_at, id LOOP
    UPDATE "categories" SET slug = '' WHERE id = row.id;
  END LOOP;
  FOR row IN SELECT id FROM "products" ORDER BY deleted_at IS NOT NULL, created_at, id LOOP
    UPDATE "products" SET slug = '' WHERE id = row.id;
  END LOOP;
END;
$$;--> statement-breakpoint
-- Unique once every row has its slug.
CREATE UNIQUE INDEX "categories_slug_unique" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_unique" ON "products" USING btree ("slug");
