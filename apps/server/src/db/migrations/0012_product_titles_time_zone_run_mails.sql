ALTER TABLE "campaigns" ADD COLUMN "product1_title" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "product2_title" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "run_mails" boolean DEFAULT true NOT NULL;