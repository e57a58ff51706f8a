ALTER TABLE "campaigns" ADD COLUMN "publishing" text DEFAULT 'publish' NOT NULL;--> statement-breakpoint
ALTER TABLE "executions" ADD COLUMN "publishing" text DEFAULT 'publish' NOT NULL;--> statement-breakpoint
ALTER TABLE "executions" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "executions" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "executions" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "executions" ADD COLUMN "unpublished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "executions" ADD COLUMN "unpublished_by" text;--> statement-breakpoint
CREATE INDEX "executions_review_waiting_idx" ON "executions" USING btree ("user_id") WHERE review_state = 'waiting';--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_publishing_valid" CHECK ("campaigns"."publishing" IN ('publish', 'review'));--> statement-breakpoint
ALTER TABLE "executions" ADD CONSTRAINT "executions_publishing_valid" CHECK ("executions"."publishing" IN ('publish', 'review'));--> statement-breakpoint
ALTER TABLE "executions" ADD CONSTRAINT "executions_review_state_valid" CHECK ("executions"."review_state" IN ('waiting', 'approved', 'discarded'));--> statement-breakpoint
ALTER TABLE "executions" ADD CONSTRAINT "executions_unpublished_by_valid" CHECK ("executions"."unpublished_by" IN ('user', 'campaign'));