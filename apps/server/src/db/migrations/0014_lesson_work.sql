CREATE TABLE "lesson_work" (
	"lesson_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"state" text DEFAULT 'idle' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_work_lesson_id_kind_pk" PRIMARY KEY("lesson_id","kind")
);
--> statement-breakpoint
ALTER TABLE "lesson_work" ADD CONSTRAINT "lesson_work_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_work" ADD CONSTRAINT "lesson_work_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_work_state_idx" ON "lesson_work" USING btree ("state");--> statement-breakpoint
-- Work in progress was written into the product's columns ("drawing:<ms>", "speaking:<ms>"); it now has its own rows.
UPDATE "lessons" SET "image_url" = NULL WHERE "image_url" LIKE 'drawing:%';--> statement-breakpoint
UPDATE "lessons" SET "audio_url" = NULL, "audio_peaks" = NULL, "audio_duration_seconds" = NULL WHERE "audio_url" LIKE 'speaking:%';--> statement-breakpoint
DELETE FROM "lesson_assessments" WHERE "status" = 'generating';
