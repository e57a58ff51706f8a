ALTER TABLE "amazon_tags" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The tour's demo tag saved before it was marked (the default DEMO_AMAZON_TAG): publishes to the demo blog only.
UPDATE "amazon_tags" SET "demo" = true WHERE lower("affiliate_tag") = 'autopilotdemo-20';
