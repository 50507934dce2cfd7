ALTER TABLE "categories" ADD COLUMN "size_chart" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "length_cm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "breadth_cm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "height_cm" integer;--> statement-breakpoint
ALTER TABLE "site_slides" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "site_slides" ADD COLUMN "show_text" boolean DEFAULT true NOT NULL;