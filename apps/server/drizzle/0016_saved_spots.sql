CREATE TABLE "saved_spots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"habitat" text NOT NULL,
	"species" text,
	"fishing_type" text,
	"alert_min_score" integer,
	"alert_check_at" timestamp with time zone,
	"alert_sent_on" date,
	"alert_announced" date[] DEFAULT '{}'::date[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_spots_alert_min_score_check" CHECK ("saved_spots"."alert_min_score" is null or "saved_spots"."alert_min_score" between 0 and 100),
	CONSTRAINT "saved_spots_habitat_check" CHECK ("saved_spots"."habitat" in ('salt', 'fresh')),
	CONSTRAINT "saved_spots_fishing_type_check" CHECK ("saved_spots"."fishing_type" is null or "saved_spots"."fishing_type" in ('shore', 'boat', 'kayak'))
);
--> statement-breakpoint
ALTER TABLE "saved_spots" ADD CONSTRAINT "saved_spots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_spots_user_created_idx" ON "saved_spots" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_spots_alert_due_idx" ON "saved_spots" USING btree ("alert_check_at") WHERE "saved_spots"."alert_min_score" is not null;