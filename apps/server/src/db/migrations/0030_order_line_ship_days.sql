ALTER TABLE "order_lines" ADD COLUMN "ships_by" date;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "ships_from" date;