CREATE TABLE "lesson_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"content_version" integer NOT NULL,
	"language" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"stage" text,
	"slides_total" integer DEFAULT 0 NOT NULL,
	"slides_done" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"error" text,
	"video_url" text,
	"captions_url" text,
	"duration_seconds" real,
	"chapters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"usage_event_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lesson_videos" ADD CONSTRAINT "lesson_videos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_videos" ADD CONSTRAINT "lesson_videos_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_videos_lesson_version_idx" ON "lesson_videos" USING btree ("lesson_id","content_version");--> statement-breakpoint
CREATE INDEX "lesson_videos_user_idx" ON "lesson_videos" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lesson_videos_state_idx" ON "lesson_videos" USING btree ("state");