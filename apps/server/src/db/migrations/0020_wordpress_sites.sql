-- Several WordPress sites per user (issue 31): a site gets its own id, a name and a default flag; the
-- user's one existing site becomes the default. Removal keeps the row without its password.
ALTER TABLE "wordpress_connections" DROP CONSTRAINT "wordpress_connections_pkey";--> statement-breakpoint
ALTER TABLE "wordpress_connections" ALTER COLUMN "sealed_application_password" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "wordpress_connections" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "wordpress_connections" ADD COLUMN "name" text;--> statement-breakpoint
UPDATE "wordpress_connections" SET "name" = regexp_replace(regexp_replace("site_url", '^https?://(www\.)?', ''), '/+$', '');--> statement-breakpoint
ALTER TABLE "wordpress_connections" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "wordpress_connections" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "wordpress_connections" SET "is_default" = true;--> statement-breakpoint
ALTER TABLE "wordpress_connections" ADD COLUMN "check_error" text;--> statement-breakpoint
ALTER TABLE "wordpress_connections" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "wordpress_site_id" uuid;--> statement-breakpoint
ALTER TABLE "executions" ADD COLUMN "wordpress_site_id" uuid;--> statement-breakpoint
-- Every run so far published to the user's one site.
UPDATE "executions" SET "wordpress_site_id" = "wordpress_connections"."id" FROM "wordpress_connections" WHERE "wordpress_connections"."user_id" = "executions"."user_id";--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_wordpress_site_id_wordpress_connections_id_fk" FOREIGN KEY ("wordpress_site_id") REFERENCES "public"."wordpress_connections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executions" ADD CONSTRAINT "executions_wordpress_site_id_wordpress_connections_id_fk" FOREIGN KEY ("wordpress_site_id") REFERENCES "public"."wordpress_connections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wordpress_connections_user_site_key" ON "wordpress_connections" USING btree ("user_id","site_url");--> statement-breakpoint
CREATE UNIQUE INDEX "wordpress_connections_default_key" ON "wordpress_connections" USING btree ("user_id") WHERE is_default;--> statement-breakpoint
CREATE INDEX "wordpress_connections_user_idx" ON "wordpress_connections" USING btree ("user_id") WHERE removed_at IS NULL;--> statement-breakpoint
ALTER TABLE "wordpress_connections" ADD CONSTRAINT "wordpress_connections_removed_without_password" CHECK (("wordpress_connections"."removed_at" IS NULL) = ("wordpress_connections"."sealed_application_password" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "wordpress_connections" ADD CONSTRAINT "wordpress_connections_default_connected" CHECK (NOT ("wordpress_connections"."is_default" AND "wordpress_connections"."removed_at" IS NOT NULL));
