CREATE TABLE "amazon_creators_credentials" (
	"user_id" uuid NOT NULL,
	"region" text NOT NULL,
	"credential_id" text NOT NULL,
	"sealed_secret" text NOT NULL,
	"version" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "amazon_creators_credentials_user_id_region_pk" PRIMARY KEY("user_id","region")
);
--> statement-breakpoint
ALTER TABLE "amazon_creators_credentials" ADD CONSTRAINT "amazon_creators_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;