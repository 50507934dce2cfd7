ALTER TABLE "promotions" ADD COLUMN "batch_of" uuid;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_batch_of_promotions_id_fk" FOREIGN KEY ("batch_of") REFERENCES "public"."promotions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotions_batch_of_idx" ON "promotions" USING btree ("batch_of");