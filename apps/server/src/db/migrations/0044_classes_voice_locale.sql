CREATE TABLE "assignment_copy_items" (
	"copy_course_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"copy_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source_version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assignment_copy_items_copy_course_id_source_id_pk" PRIMARY KEY("copy_course_id","source_id")
);
--> statement-breakpoint
CREATE TABLE "voice_recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"media_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"seconds" real NOT NULL,
	"transcript" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"keep_recordings" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assignment_copies" ADD COLUMN "synced_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "assignment_copies" ADD COLUMN "updated_by_teacher_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "interface_locale" text;--> statement-breakpoint
ALTER TABLE "assignment_copy_items" ADD CONSTRAINT "assignment_copy_items_copy_course_id_courses_id_fk" FOREIGN KEY ("copy_course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_recordings" ADD CONSTRAINT "voice_recordings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_settings" ADD CONSTRAINT "voice_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voice_recordings_user_created_idx" ON "voice_recordings" USING btree ("user_id","created_at");--> statement-breakpoint
UPDATE "assignment_copies" SET "synced_version" = "courses"."version" FROM "class_assignments", "courses" WHERE "class_assignments"."id" = "assignment_copies"."assignment_id" AND "courses"."id" = "class_assignments"."course_id";
