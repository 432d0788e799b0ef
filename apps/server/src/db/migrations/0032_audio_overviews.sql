CREATE TABLE "audio_overviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"scope_key" text NOT NULL,
	"scope" jsonb NOT NULL,
	"lesson_id" uuid,
	"section_id" uuid,
	"course_id" uuid,
	"length" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"stage" text,
	"turns_done" integer DEFAULT 0 NOT NULL,
	"turns_total" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"error" text,
	"script" jsonb,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audio_url" text,
	"duration_seconds" real,
	"transcript" jsonb,
	"usage_event_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audio_overviews" ADD CONSTRAINT "audio_overviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_overviews" ADD CONSTRAINT "audio_overviews_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_overviews" ADD CONSTRAINT "audio_overviews_section_id_roadmaps_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."roadmaps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_overviews" ADD CONSTRAINT "audio_overviews_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audio_overviews_scope_idx" ON "audio_overviews" USING btree ("user_id","scope_key","length");--> statement-breakpoint
CREATE INDEX "audio_overviews_state_idx" ON "audio_overviews" USING btree ("state");