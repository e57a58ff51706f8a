CREATE TABLE "campaign_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"product" smallint,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_photos_product_valid" CHECK ("campaign_photos"."product" IS NULL OR "campaign_photos"."product" IN (1, 2))
);
--> statement-breakpoint
ALTER TABLE "campaign_photos" ADD CONSTRAINT "campaign_photos_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_photos" ADD CONSTRAINT "campaign_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_photos_campaign_idx" ON "campaign_photos" USING btree ("campaign_id","created_at");