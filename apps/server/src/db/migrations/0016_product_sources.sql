ALTER TABLE "campaigns" ADD COLUMN "product1_notes" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "product2_notes" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "product1_manufacturer_url" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "product2_manufacturer_url" text;