CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"product1_url" text NOT NULL,
	"product2_url" text NOT NULL,
	"frequency" integer NOT NULL,
	"total_runs" integer NOT NULL,
	"completed_runs" integer DEFAULT 0 NOT NULL,
	"remaining_runs" integer NOT NULL,
	"articles_generated" integer DEFAULT 0 NOT NULL,
	"next_run" timestamp with time zone,
	"last_run" timestamp with time zone,
	"auto_post_pinterest" boolean DEFAULT false NOT NULL,
	"selected_pinterest_board_id" text,
	"selected_pinterest_board_name" text,
	"description_pinterest" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_frequency_range" CHECK ("campaigns"."frequency" BETWEEN 1 AND 168),
	CONSTRAINT "campaigns_total_runs_range" CHECK ("campaigns"."total_runs" BETWEEN 1 AND 1000),
	CONSTRAINT "campaigns_remaining_runs_range" CHECK ("campaigns"."remaining_runs" >= 0 AND "campaigns"."remaining_runs" <= "campaigns"."total_runs"),
	CONSTRAINT "campaigns_status_valid" CHECK ("campaigns"."status" IN ('active', 'paused', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "executions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"run_number" integer NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"current_step" smallint DEFAULT 1 NOT NULL,
	"auto_post_pinterest" boolean NOT NULL,
	"checkpoint" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error_message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generated_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"execution_id" uuid NOT NULL,
	"number" smallint NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"execution_id" uuid NOT NULL,
	"key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"remote_id" text,
	"remote_url" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executions" ADD CONSTRAINT "executions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executions" ADD CONSTRAINT "executions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_images" ADD CONSTRAINT "generated_images_execution_id_executions_id_fk" FOREIGN KEY ("execution_id") REFERENCES "public"."executions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_execution_id_executions_id_fk" FOREIGN KEY ("execution_id") REFERENCES "public"."executions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_user_created_idx" ON "campaigns" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "campaigns_due_idx" ON "campaigns" USING btree ("next_run") WHERE status = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "executions_campaign_run_key" ON "executions" USING btree ("campaign_id","run_number");--> statement-breakpoint
CREATE INDEX "executions_user_started_idx" ON "executions" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "executions_campaign_started_idx" ON "executions" USING btree ("campaign_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "generated_images_execution_number_key" ON "generated_images" USING btree ("execution_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "publications_execution_key" ON "publications" USING btree ("execution_id","key");