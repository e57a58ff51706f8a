ALTER TABLE "payments" ADD COLUMN "credits_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Nothing was trimmed before this column: what a payment paid for is what its months add up to.
UPDATE "payments" SET "credits_total" = coalesce((SELECT sum("credits") FROM "credit_grants" WHERE "credit_grants"."payment_id" = "payments"."id"), 0);