CREATE TABLE "lesson_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"content_version" integer NOT NULL,
	"searched_with" text NOT NULL,
	"claims" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "superseded_passages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"source_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"fetched_at" timestamp with time zone,
	"ordinal" integer NOT NULL,
	"page" integer,
	"heading_path" text[] DEFAULT '{}' NOT NULL,
	"text" text NOT NULL,
	"start_seconds" integer,
	"anchor" text
);
--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "web_grounding" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "source_passages" ADD COLUMN "start_seconds" integer;--> statement-breakpoint
ALTER TABLE "source_passages" ADD COLUMN "anchor" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "author" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "site_name" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "published_at" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "fetched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "title_fixed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_checks" ADD CONSTRAINT "lesson_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_checks" ADD CONSTRAINT "lesson_checks_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "superseded_passages" ADD CONSTRAINT "superseded_passages_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "superseded_passages" ADD CONSTRAINT "superseded_passages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_checks_lesson_idx" ON "lesson_checks" USING btree ("lesson_id","created_at");--> statement-breakpoint
CREATE INDEX "superseded_passages_source_idx" ON "superseded_passages" USING btree ("source_id","version","ordinal");