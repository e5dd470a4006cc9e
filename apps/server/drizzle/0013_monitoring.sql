CREATE TABLE "alerts" (
	"alert_id" uuid PRIMARY KEY NOT NULL,
	"metric_name" text NOT NULL,
	"threshold" double precision NOT NULL,
	"actual_value" double precision NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"severity" text NOT NULL,
	"acknowledged" boolean DEFAULT false NOT NULL,
	"portal_mode" text NOT NULL,
	"acknowledged_by" text,
	"acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "baseline_metrics" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"auth_latency" double precision NOT NULL,
	"cache_hit_rate" double precision NOT NULL,
	"error_recovery_time" double precision NOT NULL,
	"state_transition_time" double precision NOT NULL,
	"error_rate" double precision NOT NULL,
	"recovery_rate" double precision NOT NULL,
	"portal_mode" text NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metrics" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"metric_name" text NOT NULL,
	"value" double precision NOT NULL,
	"portal_mode" text NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performance_metrics" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"metric_name" text NOT NULL,
	"metric_value" double precision NOT NULL,
	"metric_unit" text NOT NULL,
	"metric_type" text NOT NULL,
	"user_id" text,
	"session_id" text NOT NULL,
	"route" text NOT NULL,
	"user_agent" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_instances" (
	"instance_id" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"features" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mode" text NOT NULL,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"features" jsonb NOT NULL,
	"started_by" text,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "portal_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"features" jsonb NOT NULL,
	"transition_id" uuid,
	"transition_target" text,
	"transition_started_at" timestamp with time zone,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" text
);
--> statement-breakpoint
CREATE TABLE "test_scenarios" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"config" jsonb NOT NULL,
	"status" text NOT NULL,
	"phase" text NOT NULL,
	"result" jsonb,
	"error" text,
	"instance_id" text NOT NULL,
	"started_by" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "alerts_open_idx" ON "alerts" USING btree ("acknowledged","timestamp");--> statement-breakpoint
CREATE INDEX "baseline_metrics_mode_time_idx" ON "baseline_metrics" USING btree ("portal_mode","timestamp");--> statement-breakpoint
CREATE INDEX "metrics_name_time_idx" ON "metrics" USING btree ("metric_name","timestamp");--> statement-breakpoint
CREATE INDEX "performance_metrics_time_idx" ON "performance_metrics" USING btree ("timestamp");--> statement-breakpoint
CREATE INDEX "performance_metrics_route_idx" ON "performance_metrics" USING btree ("route","metric_name","timestamp");--> statement-breakpoint
CREATE INDEX "portal_sessions_open_idx" ON "portal_sessions" USING btree ("ended_at","mode");--> statement-breakpoint
CREATE INDEX "test_scenarios_started_idx" ON "test_scenarios" USING btree ("started_at");