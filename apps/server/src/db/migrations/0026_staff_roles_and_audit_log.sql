CREATE TYPE "public"."staff_role" AS ENUM('owner', 'manager', 'orders', 'catalogue', 'support');--> statement-breakpoint
CREATE TYPE "public"."audit_object_kind" AS ENUM('order', 'product', 'customer', 'promotion', 'setting', 'staff');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"object_kind" "audit_object_kind" NOT NULL,
	"object_id" text,
	"ip" "inet",
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "staff_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"phone" text,
	"fullname" text NOT NULL,
	"role" "staff_role" NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "staff_invites_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "staff_invites_email_or_phone" CHECK ("staff_invites"."email" IS NOT NULL OR "staff_invites"."phone" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_role" "staff_role";--> statement-breakpoint
ALTER TABLE "staff_invites" ADD CONSTRAINT "staff_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_object_idx" ON "audit_log" USING btree ("object_kind","object_id","at");--> statement-breakpoint
CREATE INDEX "staff_invites_open_idx" ON "staff_invites" USING btree ("expires_at") WHERE "staff_invites"."accepted_at" IS NULL AND "staff_invites"."withdrawn_at" IS NULL;--> statement-breakpoint
UPDATE "users" SET "staff_role" = 'owner' WHERE "user_type" = 'Admin';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_have_a_role" CHECK (("users"."user_type" = 'Admin') = ("users"."staff_role" IS NOT NULL));--> statement-breakpoint
CREATE FUNCTION "audit_log_is_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'The audit log is append-only: % is refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_is_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_is_append_only"();
