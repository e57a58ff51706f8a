ALTER TABLE "billing_customers" ADD COLUMN "credits_owed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_grants" ADD COLUMN "kind" text DEFAULT 'plan' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_grants" ADD COLUMN "shortfall" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "started_runs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_grants_bonus_once" ON "credit_grants" USING btree ("user_id") WHERE "credit_grants"."kind" = 'bonus';--> statement-breakpoint
-- Every run so far was counted: the runs started equal the runs counted.
UPDATE "campaigns" SET "started_runs" = "completed_runs";