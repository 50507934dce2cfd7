CREATE TYPE "public"."order_actor" AS ENUM('shopper', 'admin', 'provider', 'system');--> statement-breakpoint
CREATE TABLE "order_history" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_history_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor" "order_actor" NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"event" text NOT NULL,
	"from_status" "order_status",
	"to_status" "order_status",
	"detail" text
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cod_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","seq");--> statement-breakpoint
CREATE FUNCTION order_history_never_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'order history is append-only';
END $$;--> statement-breakpoint
CREATE TRIGGER order_history_never_changes BEFORE UPDATE OR DELETE ON order_history FOR EACH ROW EXECUTE FUNCTION order_history_never_changes();
