CREATE TABLE "pin_results" (
	"pin_id" text PRIMARY KEY NOT NULL,
	"execution_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"image_number" smallint NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	"outbound_clicks" integer DEFAULT 0 NOT NULL,
	"pin_clicks" integer DEFAULT 0 NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"execution_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"round" text NOT NULL,
	"post_url" text NOT NULL,
	"passed" smallint NOT NULL,
	"total" smallint NOT NULL,
	"items" jsonb NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_checks_round_valid" CHECK ("post_checks"."round" IN ('publish', 'day', 'week'))
);
--> statement-breakpoint
ALTER TABLE "amazon_tags" ADD COLUMN "store" text DEFAULT 'amazon.com' NOT NULL;--> statement-breakpoint
ALTER TABLE "amazon_tags" DROP CONSTRAINT "amazon_tags_pkey";--> statement-breakpoint
ALTER TABLE "amazon_tags" ADD CONSTRAINT "amazon_tags_user_id_store_pk" PRIMARY KEY("user_id","store");--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "store" text DEFAULT 'amazon.com' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "pin_results" ADD CONSTRAINT "pin_results_execution_id_executions_id_fk" FOREIGN KEY ("execution_id") REFERENCES "public"."executions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_results" ADD CONSTRAINT "pin_results_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_results" ADD CONSTRAINT "pin_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_checks" ADD CONSTRAINT "post_checks_execution_id_executions_id_fk" FOREIGN KEY ("execution_id") REFERENCES "public"."executions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_checks" ADD CONSTRAINT "post_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pin_results_campaign_idx" ON "pin_results" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "pin_results_execution_idx" ON "pin_results" USING btree ("execution_id");--> statement-breakpoint
CREATE INDEX "post_checks_execution_checked_idx" ON "post_checks" USING btree ("execution_id","checked_at");