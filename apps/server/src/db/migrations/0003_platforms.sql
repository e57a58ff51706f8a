CREATE TABLE "pinterest_connections" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"profile_image" text,
	"account_type" text NOT NULL,
	"sealed_access_token" text NOT NULL,
	"access_token_expires_at" timestamp with time zone NOT NULL,
	"sealed_refresh_token" text,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text NOT NULL,
	"selected_board_id" text,
	"selected_board_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pinterest_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "amazon_tags" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"affiliate_tag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_states" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"welcome_seen_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wordpress_connections" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"site_url" text NOT NULL,
	"api_root" text NOT NULL,
	"username" text NOT NULL,
	"wordpress_user_id" text NOT NULL,
	"sealed_application_password" text NOT NULL,
	"api_key_hint" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pinterest_connections" ADD CONSTRAINT "pinterest_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pinterest_oauth_states" ADD CONSTRAINT "pinterest_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amazon_tags" ADD CONSTRAINT "amazon_tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_states" ADD CONSTRAINT "onboarding_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wordpress_connections" ADD CONSTRAINT "wordpress_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pinterest_oauth_states_user_id_idx" ON "pinterest_oauth_states" USING btree ("user_id");