CREATE TABLE "app_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"level" text NOT NULL,
	"message" text NOT NULL,
	"data" jsonb,
	"url" text,
	"route" text,
	"user_agent" text,
	"user_id" text,
	"request_id" text,
	"client_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_counts" (
	"metric" text NOT NULL,
	"day" date NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_counts_metric_day_pk" PRIMARY KEY("metric","day")
);
--> statement-breakpoint
CREATE TABLE "style_settings" (
	"id" text PRIMARY KEY DEFAULT 'site' NOT NULL,
	"brand_name" text NOT NULL,
	"primary_color" text NOT NULL,
	"accent_color" text NOT NULL,
	"logo_png" text,
	"logo_hash" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_settings" ADD COLUMN "base_url" text;--> statement-breakpoint
ALTER TABLE "ai_settings" ADD COLUMN "api_key_cipher" text;--> statement-breakpoint
ALTER TABLE "ai_settings" ADD COLUMN "api_key_last4" text;--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_email_domain_idx" ON "users" USING btree (split_part(lower("email"), '@', 2) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_name_prefix_idx" ON "users" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "fishing_reports_ai_version_idx" ON "fishing_reports" USING btree ("ai_settings_version","created_at");