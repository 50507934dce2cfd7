ALTER TABLE "products" ADD COLUMN "handle" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A product's handle when none is given: its name as lower-case words joined by dashes, then the
-- first eight hex digits of its id, so two products of one name still differ.
CREATE OR REPLACE FUNCTION product_handle_of(product_name text, product_id uuid) RETURNS text AS $$
  SELECT concat_ws('-',
    nullif(left(trim(both '-' from regexp_replace(lower(product_name), '[^a-z0-9]+', '-', 'g')), 80), ''),
    left(replace(product_id::text, '-', ''), 8));
$$ LANGUAGE sql IMMUTABLE;--> statement-breakpoint
UPDATE "products" SET "handle" = product_handle_of("name", "id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_fill_handle() RETURNS trigger AS $$
BEGIN
  IF NEW.handle IS NULL OR NEW.handle = '' THEN
    NEW.handle := product_handle_of(NEW.name, NEW.id);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER products_fill_handle BEFORE INSERT OR UPDATE OF handle ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_fill_handle();--> statement-breakpoint
CREATE UNIQUE INDEX "products_handle_unique" ON "products" USING btree ("handle");
