-- A product's list columns (lowest price, best discount, stock counts) follow its live buying options.
CREATE OR REPLACE FUNCTION refresh_product_buying_summary(target uuid) RETURNS void AS $$
  UPDATE products p SET
    min_price_paise = COALESCE(a.min_price, 0),
    max_discount_percent = COALESCE(a.max_discount, 0),
    total_stock = COALESCE(a.total_stock, 0),
    min_stock = COALESCE(a.min_stock, 0),
    total_options = COALESCE(a.total_options, 0),
    out_of_stock_options = COALESCE(a.out_of_stock, 0)
  FROM (
    SELECT
      min(discounted_price_paise) AS min_price,
      max(CASE WHEN original_price_paise > 0
               THEN round((original_price_paise - discounted_price_paise) * 100.0 / original_price_paise)
               ELSE 0 END)::int AS max_discount,
      sum(stock)::int AS total_stock,
      min(stock) AS min_stock,
      count(*)::int AS total_options,
      (count(*) FILTER (WHERE stock = 0))::int AS out_of_stock
    FROM buying_options
    WHERE product_id = target AND deleted_at IS NULL
  ) a
  WHERE p.id = target;
$$ LANGUAGE sql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION buying_options_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM refresh_product_buying_summary(OLD.product_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.product_id IS DISTINCT FROM OLD.product_id) THEN
    PERFORM refresh_product_buying_summary(NEW.product_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER buying_options_summary
AFTER INSERT OR DELETE OR UPDATE OF stock, original_price_paise, discounted_price_paise, deleted_at, product_id
ON buying_options
FOR EACH ROW EXECUTE FUNCTION buying_options_changed();
