ALTER TABLE "generated_images" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_images" ADD COLUMN "storage_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "generated_images_storage_key_key" ON "generated_images" USING btree ("storage_key") WHERE storage_key IS NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_images" ADD CONSTRAINT "generated_images_one_place" CHECK ((bytes IS NULL) <> (storage_key IS NULL));