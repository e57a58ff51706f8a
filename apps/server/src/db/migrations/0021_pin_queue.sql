CREATE TABLE "scheduled_pins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"execution_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"image_number" smallint NOT NULL,
	"board_id" text,
	"board_name" text,
	"board_section_id" text,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"posted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_pins_status_valid" CHECK ("scheduled_pins"."status" IN ('scheduled', 'posting', 'posted', 'cancelled', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "pinterest_boards" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pinterest_connections" ADD COLUMN "pins_per_day" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "pinterest_connections" ADD COLUMN "pin_window_start" smallint DEFAULT 480 NOT NULL;--> statement-breakpoint
ALTER TABLE "pinterest_connections" ADD COLUMN "pin_window_end" smallint DEFAULT 1260 NOT NULL;--> statement-breakpoint
ALTER TABLE "pinterest_connections" ADD COLUMN "pin_spacing_hours" smallint DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "pinterest_connections" ADD COLUMN "pin_random_minutes" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pinterest_connections" ADD COLUMN "pin_time_zone" text;--> statement-breakpoint
ALTER TABLE "scheduled_pins" ADD CONSTRAINT "scheduled_pins_execution_id_executions_id_fk" FOREIGN KEY ("execution_id") REFERENCES "public"."executions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_pins" ADD CONSTRAINT "scheduled_pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_pins_execution_image_key" ON "scheduled_pins" USING btree ("execution_id","image_number");--> statement-breakpoint
CREATE INDEX "scheduled_pins_due_idx" ON "scheduled_pins" USING btree ("due_at") WHERE status IN ('scheduled', 'posting');--> statement-breakpoint
CREATE INDEX "scheduled_pins_user_due_idx" ON "scheduled_pins" USING btree ("user_id","due_at");--> statement-breakpoint
-- The pins that waited for the daily allowance (kept in the run's result_data until now) join the queue at their time.
INSERT INTO "scheduled_pins" ("execution_id", "user_id", "image_number", "due_at")
SELECT e."id", e."user_id", (pin->>'image_number')::smallint, (pin->>'scheduled_for')::timestamptz
FROM "executions" e, jsonb_array_elements(e."result_data"->'scheduled_pins') pin
WHERE jsonb_typeof(e."result_data"->'scheduled_pins') = 'array'
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "executions" SET "result_data" = "result_data" - 'scheduled_pins' WHERE "result_data" ? 'scheduled_pins';--> statement-breakpoint
-- A campaign's one board becomes its list of boards (issue 32): the list is what its runs pin to.
UPDATE "campaigns" SET "pinterest_boards" = jsonb_build_array(jsonb_build_object('id', "selected_pinterest_board_id", 'name', "selected_pinterest_board_name", 'sectionId', NULL, 'sectionName', NULL)) WHERE "selected_pinterest_board_id" IS NOT NULL;
