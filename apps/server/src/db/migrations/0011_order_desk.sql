CREATE INDEX "users_fullname_trgm_idx" ON "users" USING gin ("fullname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_public_id_trgm_idx" ON "orders" USING gin ("public_order_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_awb_idx" ON "orders" USING btree (upper("awb_code"));--> statement-breakpoint
CREATE INDEX "orders_delivery_phone_idx" ON "orders" USING btree (("address" ->> 'phoneNumber'));--> statement-breakpoint
CREATE INDEX "orders_type_total_idx" ON "orders" USING btree ("order_type","total_paise" DESC NULLS LAST);